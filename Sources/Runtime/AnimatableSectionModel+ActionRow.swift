extension Array {
    /// The item at `path` and its place, as the action helpers take them.
    /// Nil outside the sections.
    ///
    /// - Complexity: O(1).
    public func actionRow<Section, Item>(at path: ItemPath) -> (item: Item, place: ActionPlace<Section>)?
    where Element == AnimatableSectionModel<Section, Item> {
        guard indices.contains(path.section), self[path.section].items.indices.contains(path.item) else { return nil }
        return (self[path.section].items[path.item], ActionPlace(section: self[path.section].model, path: path))
    }
}
