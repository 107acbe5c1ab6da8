/// What a table or collection view is adapted to, so that a
/// `SectionedDataSource` can drive it.
///
/// UIKit's and AppKit's views conform in the adapter files; ItemizeTesting's
/// `SimulatedListView` conforms for tests, so an update flow can be checked
/// on any platform.
@MainActor public protocol BatchUpdateTarget: AnyObject {
    /// False when animating makes no sense (for a view: it has no window);
    /// the data source then reloads instead.
    var canAnimateUpdates: Bool { get }

    /// Performs one animated batch.
    ///
    /// Calls `updateData` first thing inside the batch (it switches the data
    /// source to the changeset's `sections`), then applies the changeset's
    /// deletes, inserts, moves and reloads; `updatedItems` and
    /// `updatedSections` are reloads.
    ///
    /// - Parameters:
    ///   - changeset: One stage of a diff, legal for UIKit's batch updates.
    ///   - updateData: Switches the data source to `changeset.sections`;
    ///     must be called exactly once, inside the batch.
    func performBatchUpdates<Section: AnimatableSectionModelType>(
        _ changeset: Changeset<Section>, updateData: () -> Void
    )

    /// Shows the data source's current data without animation.
    func reloadData()
}
