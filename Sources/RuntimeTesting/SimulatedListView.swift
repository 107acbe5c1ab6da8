import ItemizeRuntime

/// A simulated table or collection view that a `SectionedDataSource` can
/// drive, for testing update flows on any platform.
///
/// It wraps a `BatchUpdateSimulator` and a closure that reads what the data
/// source holds. Inside each batch it calls the update block first, then
/// reads the data source, as UIKit does, so a data source that does not
/// switch its data inside the batch is caught: in `.strict` mode the view
/// also checks, before the update block, that the data source still holds
/// what the view shows. Rejected batches are recorded in `errors` instead
/// of trapping, and leave the view as it was.
///
/// ```swift
/// let dataSource = SectionedDataSource(sections: old)
/// let view = SimulatedListView { dataSource.sections }
/// dataSource.apply(new, to: view)
/// assert(view.errors.isEmpty && view.shownDifference(from: new) == nil)
/// ```
///
/// It models what the UIKit adapters do with an update style: with
/// `.reconfigure`, updated rows are reconfigured (their cells kept, in
/// `cellIDs`) and updated sections get their headers configured again in
/// place (kept, in `sectionViewIDs`) unless `configuresHeadersInPlace` is
/// false. A batch's animation ends at once, unless `holdsCompletions` is
/// set: then its completion waits for `finishAnimations()`, as a view
/// whose animations are still running. A drop in progress is
/// `hasUncommittedUpdates`, and `commitInsertion(at:dataSourceUpdates:)`
/// commits its placeholder. A user's interactive move of a row is
/// `beginInteractiveMove(at:)` to `endInteractiveMove(at:dataSourceUpdates:)`
/// or `cancelInteractiveMove()`.
@MainActor public final class SimulatedListView<Section: AnimatableSectionModelType>: TypedBatchUpdateTarget {
    /// Whether the data source may animate; false models a view without a
    /// window, which makes the data source reload instead.
    public var canAnimateUpdates = true
    /// Whether the view still reads the data source it was made with;
    /// false models a view whose data source was released or replaced,
    /// which makes the data source reload instead.
    public var readsDataSource = true
    /// True models a drop in progress: a placeholder shown, or rows a drop
    /// reorders, as UIKit's `hasUncommittedUpdates`. A `reloadData()` then
    /// is recorded in `errors`, in the words of Apple's pages ("Don't call
    /// this method when the hasUncommittedUpdates property is true"), and
    /// deletes the placeholder, as UIKit does, which sets this to false; in
    /// `.strict` mode a batch then is recorded too.
    public var hasUncommittedUpdates = false
    /// Whether updated sections with `.reconfigure` keep their header and
    /// footer views; false models a table whose headers are plain titles,
    /// which the table adapter reloads instead.
    public var configuresHeadersInPlace = true
    /// Whether batch completions wait for `finishAnimations()`; false (the
    /// default) calls each at once, as a view without animations does.
    public var holdsCompletions = false
    /// Every batch rejected so far, and every reload while the view had
    /// uncommitted updates, in order.
    public private(set) var errors: [BatchUpdateError] = []
    /// Every batch the view was given, rejected or not, as it issued them.
    public private(set) var batches: [BatchUpdate] = []
    /// How many times `performBatchUpdates` was called, rejected or not.
    public var batchCount: Int { batches.count }
    /// How many times `reloadData()` was called.
    public private(set) var reloadCount = 0
    /// How many completions wait for `finishAnimations()`.
    public var heldCompletionCount: Int { heldCompletions.count }
    /// Where the row the user is moving was when the move began; nil when
    /// no move is in progress.
    public private(set) var interactiveMoveOrigin: ItemPath?

    private var simulator: BatchUpdateSimulator<Section>
    private let dataSource: () -> [Section]
    private var heldCompletions: [() -> Void] = []

    /// Creates a view showing what `dataSource` returns now, as after a
    /// first `reloadData()` (not counted in `reloadCount`).
    ///
    /// - Parameters:
    ///   - dataSource: Reads the data source's current sections.
    ///   - strictness: How much to reject; `.strict` by default.
    ///   - viewKind: Which view's wording to use; `.tableView` by default.
    public init(
        dataSource: @escaping () -> [Section],
        strictness: BatchUpdateSimulator<Section>.Strictness = .strict,
        viewKind: BatchUpdateSimulator<Section>.ViewKind = .tableView
    ) {
        self.dataSource = dataSource
        self.simulator = BatchUpdateSimulator(showing: dataSource(), strictness: strictness, viewKind: viewKind)
    }

    /// What the view shows now.
    public var shown: [Section] { simulator.shown }

    /// A number for the cell of each row shown, kept while the view keeps
    /// the cell: see `BatchUpdateSimulator.cellIDs`.
    public var cellIDs: [[Int]] { simulator.cellIDs }

    /// A number for the header and footer views of each section shown:
    /// see `BatchUpdateSimulator.sectionViewIDs`.
    public var sectionViewIDs: [Int] { simulator.sectionViewIDs }

    /// Compares what the view shows with `expected`, content included.
    ///
    /// - Parameter expected: What the view should show.
    /// - Returns: nil when it shows exactly `expected`, else the first
    ///   difference.
    /// - Complexity: O(*n*) for *n* rows and sections.
    public func shownDifference(from expected: [Section]) -> String? {
        simulator.shownDifference(from: expected)
    }

    /// Runs one batch: the update block, then the changeset's operations
    /// against what the data source returns after the block; then calls
    /// `completion`, or holds it when `holdsCompletions` is set.
    ///
    /// - Parameters:
    ///   - changeset: The stage to apply.
    ///   - updateStyle: How updated items and sections are shown.
    ///   - updateData: Switches the data source to the new data.
    ///   - completion: Called when the batch's animation ends.
    /// - Complexity: O(*n* + *k* log *k*) for *n* rows and sections and *k*
    ///   operations.
    public func performBatchUpdates(
        _ changeset: Changeset<Section>, updateStyle: UpdateStyle, updateData: () -> Void,
        completion: @escaping () -> Void
    ) {
        defer { finish(completion) }
        var update = BatchUpdate(changeset, updateStyle: updateStyle)
        if !configuresHeadersInPlace {
            update.reloadedSections += update.reconfiguredSections
            update.reconfiguredSections = []
        }
        batches.append(update)
        if simulator.strictness == .strict, hasUncommittedUpdates {
            errors.append(wording.batchWithUncommittedUpdates())
        }
        if simulator.strictness == .strict, let origin = interactiveMoveOrigin {
            errors.append(wording.batchDuringAnInteractiveMove(from: origin))
        }
        if simulator.strictness == .strict, let error = dataSourceDisagreement() {
            errors.append(error)
        }
        updateData()
        do {
            try simulator.performBatchUpdates(update, dataSourceAfter: dataSource())
        } catch {
            errors.append(error)
        }
    }

    /// Ends the animations of the batches run so far: calls their held
    /// completions, in the order the batches ran, including those of
    /// batches that the completions start.
    ///
    /// - Returns: How many completions it called.
    @discardableResult
    public func finishAnimations() -> Int {
        var count = 0
        while !heldCompletions.isEmpty {
            let completion = heldCompletions.removeFirst()
            completion()
            count += 1
        }
        return count
    }

    /// Ends the animation of the oldest batch still running only.
    ///
    /// - Returns: False when no completion was held.
    @discardableResult
    public func finishOldestAnimation() -> Bool {
        guard !heldCompletions.isEmpty else { return false }
        heldCompletions.removeFirst()()
        return true
    }

    /// `readsDataSource`, whichever data source asks: the view knows its
    /// data source only as the closure it was made with.
    public func readsData(from data: AnyObject) -> Bool { readsDataSource }

    /// Shows what the data source returns now, without animation, in new
    /// cells and header views. With uncommitted updates, records the
    /// error and deletes the placeholder, as UIKit does.
    public func reloadData() {
        reloadCount += 1
        if hasUncommittedUpdates {
            errors.append(wording.reloadWithUncommittedUpdates())
            hasUncommittedUpdates = false
        }
        simulator.reloadData(dataSource())
    }

    /// Commits the placeholder of a drop at `path`, as
    /// `commitInsertion(dataSourceUpdates:)` of UIKit's drop placeholder
    /// context does: calls `dataSourceUpdates` with `path`, where the data
    /// source must take the dropped item, then shows that row, checked as
    /// a batch inserting it (UIKit's row count check; a rejection goes to
    /// `errors`). One placeholder is modelled: the view then has no
    /// uncommitted updates left.
    ///
    /// - Parameters:
    ///   - path: Where the placeholder is, in the data after the commit.
    ///   - dataSourceUpdates: Gives the data source the dropped item.
    /// - Returns: False when the view has no placeholder (none was shown,
    ///   or a reload deleted it); `dataSourceUpdates` is then not called.
    @discardableResult
    public func commitInsertion(at path: ItemPath, dataSourceUpdates: (ItemPath) -> Void) -> Bool {
        guard hasUncommittedUpdates else { return false }
        dataSourceUpdates(path)
        do {
            try simulator.performBatchUpdates(BatchUpdate(insertedItems: [path]), dataSourceAfter: dataSource())
        } catch {
            errors.append(error)
        }
        hasUncommittedUpdates = false
        return true
    }

    /// A user picks up the row at `path` and starts moving it, as after a
    /// successful `beginInteractiveMovementForItem(at:)` of UIKit's
    /// collection view, or a drag of a table row's reorder control. Until
    /// the move ends, a batch is recorded in `errors` in `.strict` mode: the
    /// view names the moved row by the index path it had now.
    ///
    /// - Parameter path: The row picked up.
    public func beginInteractiveMove(at path: ItemPath) {
        interactiveMoveOrigin = path
    }

    /// The user drops the row being moved at `destination`: the view shows
    /// it there and, where its place changed, calls `dataSourceUpdates`
    /// with the index path the row had when the move began and
    /// `destination`, as UIKit's `collectionView(_:moveItemAt:to:)` gets
    /// "The item's original index path"; the data source must then hold
    /// what the view shows, checked as a batch moving the row (a rejection
    /// goes to `errors`).
    ///
    /// - Parameters:
    ///   - destination: Where the row is dropped, in the data after the move.
    ///   - dataSourceUpdates: Moves the row in the data source, from the
    ///     first path to the second.
    /// - Returns: False when no move is in progress; `dataSourceUpdates` is
    ///   then not called.
    @discardableResult
    public func endInteractiveMove(at destination: ItemPath, dataSourceUpdates: (ItemPath, ItemPath) -> Void) -> Bool {
        guard let origin = interactiveMoveOrigin else { return false }
        interactiveMoveOrigin = nil
        guard origin != destination else { return true }
        dataSourceUpdates(origin, destination)
        do {
            try simulator.performBatchUpdates(
                BatchUpdate(movedItems: [(from: origin, to: destination)]), dataSourceAfter: dataSource())
        } catch {
            errors.append(error)
        }
        return true
    }

    /// The user's move ends where it began, as after UIKit's
    /// `cancelInteractiveMovement()`: nothing changes and the data source
    /// is not told.
    public func cancelInteractiveMove() {
        interactiveMoveOrigin = nil
    }

    /// UIKit's wording for this view.
    private var wording: BatchUpdateWording {
        BatchUpdateWording(tableView: simulator.viewKind == .tableView)
    }

    private func finish(_ completion: @escaping () -> Void) {
        if holdsCompletions {
            heldCompletions.append(completion)
        } else {
            completion()
        }
    }

    /// Before the update block, the data source must still return what the
    /// view shows; one that switched early makes UIKit read the new counts
    /// as the old ones.
    private func dataSourceDisagreement() -> BatchUpdateError? {
        let current = dataSource(), shown = simulator.shown
        let advice = "the data source must switch to the new data inside the update block, not before"
        guard current.count == shown.count else {
            return BatchUpdateError(
                message: "before the update, the data source returns \(current.count) section(s) but the view "
                    + "shows \(shown.count); \(advice)", isStrictRule: true)
        }
        for index in current.indices {
            let currentItems = current[index].items, shownItems = shown[index].items
            if current[index].identity != shown[index].identity || currentItems.count != shownItems.count
                || !currentItems.indices.allSatisfy({ currentItems[$0].identity == shownItems[$0].identity })
            {
                return BatchUpdateError(
                    message: "before the update, section \(index) of the data source differs from what the "
                        + "view shows; \(advice)", isStrictRule: true)
            }
        }
        return nil
    }
}
