/// What a table or collection view is adapted to, so that a
/// `SectionedDataSource` can drive it.
///
/// UIKit's and AppKit's views conform in the adapter files; ItemizeTesting's
/// `SimulatedListView` conforms for tests, so an update flow can be checked
/// on any platform. A view of your own that shows one section type
/// conforms to `TypedBatchUpdateTarget` instead, and receives each batch as
/// a changeset of that type.
@MainActor public protocol BatchUpdateTarget: AnyObject {
    /// False when animating makes no sense (for a view: it has no window);
    /// the data source then reloads instead.
    var canAnimateUpdates: Bool { get }

    /// Whether the view reads its counts and cells from `data` now.
    ///
    /// False when the view's data source was released (views hold it
    /// weakly) or replaced by one over other data: a batch would then be
    /// checked against counts from somewhere else, which UIKit reports as
    /// an inconsistency and stops the app. The data source reloads instead.
    /// The default is true, for a target that cannot tell.
    ///
    /// - Parameter data: The `SectionedDataSource` about to update the view.
    func readsData(from data: AnyObject) -> Bool

    /// True while the view shows changes its data source does not have
    /// yet: placeholders of a drop, or rows a drop is reordering. The data
    /// source then neither reloads the view nor sends it a batch, which
    /// would delete the placeholders: it holds the update until this is
    /// false, looking again about once a frame, as it does while a move
    /// begun with `beginInteractiveMove()` is in progress. The default is
    /// false.
    var hasUncommittedUpdates: Bool { get }

    /// Performs one animated batch.
    ///
    /// Calls `updateData` first thing inside the batch (it switches the data
    /// source to the changeset's `sections`), then applies the changeset's
    /// deletes, inserts and moves. `updatedItems` and `updatedSections`
    /// follow `updateStyle`: with `.reconfigure` the view keeps the cells,
    /// headers and footers it shows and configures them again where it can
    /// (reloading the rest); with `.reload` it reloads them. The data source
    /// asks for `.reconfigure` only for a batch that changes content alone:
    /// no insert, delete or move, and sections updated with the same items.
    ///
    /// `completion` must be called exactly once, when the batch's
    /// animations have ended (also when they were cut short), and never
    /// before `updateData`; a view without animations calls it at once. The
    /// data source holds back later updates until then; a target that
    /// never calls it holds them back for 5 seconds after its last batch,
    /// after which the data source gives up on the batch and reloads.
    ///
    /// - Parameters:
    ///   - changeset: One stage of a diff, legal for UIKit's batch updates.
    ///   - updateStyle: How to show the changeset's updated items and sections.
    ///   - updateData: Switches the data source to `changeset.sections`;
    ///     must be called exactly once, inside the batch.
    ///   - completion: Tells the data source that the batch has finished.
    func performBatchUpdates<Section: AnimatableSectionModelType>(
        _ changeset: Changeset<Section>, updateStyle: UpdateStyle, updateData: () -> Void,
        completion: @escaping () -> Void
    )

    /// Shows the data source's current data without animation.
    func reloadData()
}

extension BatchUpdateTarget {
    /// True: a target that cannot tell which data it reads is trusted.
    public func readsData(from data: AnyObject) -> Bool { true }

    /// False: a target without interactive changes never has any.
    public var hasUncommittedUpdates: Bool { false }
}
