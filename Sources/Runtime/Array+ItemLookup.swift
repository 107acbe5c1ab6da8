// Finding items of sections by identity: the typed items of a list's
// selection, which holds identities. Array+LibrarySectionLookup.swift reads
// any section model; these read a `SectionModelType`'s items.

extension Array where Element: SectionModelType, Element.Item: IdentifiableType {
    /// The item of `identity`, or nil when no section holds it: the typed
    /// item of a list's selection.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public func item(withIdentity identity: Element.Item.Identity) -> Element.Item? {
        item(withIdentity: identity, items: \.items)
    }

    /// The items of `selection`, in the order the sections show them.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public func items(in selection: Set<Element.Item.Identity>) -> [Element.Item] {
        items(in: selection, items: \.items)
    }
}
