extension Array {
    /// The item at `path` and its place, as the action helpers take them.
    /// Nil outside the sections.
    ///
    /// - Complexity: O(1).
    public func actionRow<Section, Item>(at path: ItemPath) -> (item: Item, place: ActionPlace<Section>)?
    where Element == AnimatableSectionModel<Section, Item> {
        actionRow(at: path, model: \.model, items: \.items)
    }
}
