// The two rules of a diffable reorder: which rows the user may pick up, and
// which sections a row may be dropped into. The stand-in checks' negative
// controls replace this file to break one of them.

extension ShownItems where Section: KindRestrictedSection, Section.Item == Item, Item.Kind: ItemKind {
    /// Whether the row of `identity` can be picked up: its kind is movable.
    ///
    /// - Complexity: O(1) expected.
    func canReorder(_ identity: Item.Identity) -> Bool {
        // The mistake: every row can be picked up, whatever its kind.
        self[identity] != nil
    }
}

extension ShownItems where Section: KindRestrictedSection, Section.Item == Item {
    /// The current item of `identity` when `section` allows its kind; nil
    /// when it does not, or when neither of the last two sections shown
    /// holds the identity.
    ///
    /// - Complexity: O(1) expected.
    func item(_ identity: Item.Identity, allowedIn section: Section) -> Item? {
        guard let item = self[identity], section.allows(item) else { return nil }
        return item
    }
}
