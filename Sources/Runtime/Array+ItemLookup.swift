// Finding items of sections by identity: the typed items of a list's
// selection, which holds identities.

extension Array where Element: SectionModelType, Element.Item: IdentifiableType {
    /// The item of `identity`, or nil when no section holds it: the typed
    /// item of a list's selection.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public func item(withIdentity identity: Element.Item.Identity) -> Element.Item? {
        for section in self {
            for item in section.items where item.identity == identity {
                return item
            }
        }
        return nil
    }

    /// The items of `selection`, in the order the sections show them.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public func items(in selection: Set<Element.Item.Identity>) -> [Element.Item] {
        flatMap { section in section.items.filter { selection.contains($0.identity) } }
    }
}
