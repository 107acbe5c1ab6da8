// Finding items of another library's section models (RxDataSources',
// DifferenceKit's), read through key paths a generated file passes: the
// typed items of a list's selection, and the row of an action.

extension Array {
    /// The item of `identity` among the items `items` reads of each
    /// section, or nil when no section holds it.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public func item<Item: IdentifiableType>(withIdentity identity: Item.Identity, items: KeyPath<Element, [Item]>) -> Item? {
        for section in self {
            for item in section[keyPath: items] where item.identity == identity {
                return item
            }
        }
        return nil
    }

    /// The items of `selection` among those `items` reads of each section,
    /// in the order the sections show them.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public func items<Item: IdentifiableType>(in selection: Set<Item.Identity>, items: KeyPath<Element, [Item]>) -> [Item] {
        var selected: [Item] = []
        for section in self {
            selected += section[keyPath: items].filter { selection.contains($0.identity) }
        }
        return selected
    }

    /// The item at `path` and its place, with the section `model` reads of
    /// its section model; nil outside the sections.
    ///
    /// - Complexity: O(1).
    public func actionRow<Section, Item>(
        at path: ItemPath, model: KeyPath<Element, Section>, items: KeyPath<Element, [Item]>
    ) -> (item: Item, place: ActionPlace<Section>)? {
        guard indices.contains(path.section) else { return nil }
        let sectionItems = self[path.section][keyPath: items]
        guard sectionItems.indices.contains(path.item) else { return nil }
        return (sectionItems[path.item], ActionPlace(section: self[path.section][keyPath: model], path: path))
    }
}
