/// How the action helpers find a row: at an index path when the view asks
/// for its actions, and again by its identity when the user acts, so that
/// a handler gets the row's item and place as they are then, not as they
/// were when a swipe opened the row or a menu was built.
///
/// Make one from the data a view shows, `ActionRows(dataSource.data)`, or
/// from two lookups of your own for data the runtime does not hold.
@MainActor
public struct ActionRows<Section, Item: IdentifiableType> {
    /// The row at `path` and its place; nil outside the rows.
    public let rowAt: (ItemPath) -> (item: Item, place: ActionPlace<Section>)?
    /// The row of `identity` now, with its current item and place; nil
    /// once it is gone.
    public let rowOf: (Item.Identity) -> (item: Item, place: ActionPlace<Section>)?

    /// Finds rows with the two lookups given.
    public init(
        rowAt: @escaping (ItemPath) -> (item: Item, place: ActionPlace<Section>)?,
        rowOf: @escaping (Item.Identity) -> (item: Item, place: ActionPlace<Section>)?
    ) {
        self.rowAt = rowAt
        self.rowOf = rowOf
    }

    /// Finds the rows of `data` as it is whenever it is asked; none once
    /// `data` is released.
    ///
    /// - Complexity: Each lookup is O(1), after the first lookup by
    ///   identity since the data changed, which is O(*n*) for *n* items
    ///   (`SectionedDataSource.itemPath(for:)`).
    public init(_ data: SectionedDataSource<AnimatableSectionModel<Section, Item>>) where Item: Equatable {
        self.init(
            rowAt: { [weak data] path in data?.sections.actionRow(at: path) },
            rowOf: { [weak data] identity in
                data.flatMap { data in data.itemPath(for: identity).flatMap { data.sections.actionRow(at: $0) } }
            })
    }
}
