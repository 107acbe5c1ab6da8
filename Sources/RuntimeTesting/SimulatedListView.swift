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
@MainActor public final class SimulatedListView<Section: AnimatableSectionModelType>: BatchUpdateTarget {
    /// Whether the data source may animate; false models a view without a
    /// window, which makes the data source reload instead.
    public var canAnimateUpdates = true
    /// Whether the view still reads the data source it was made with;
    /// false models a view whose data source was released or replaced,
    /// which makes the data source reload instead.
    public var readsDataSource = true
    /// True models a move or a drop in progress, which makes the data
    /// source reload instead.
    public var hasUncommittedUpdates = false
    /// Every batch rejected so far, in order.
    public private(set) var errors: [BatchUpdateError] = []
    /// How many times `performBatchUpdates` was called, rejected or not.
    public private(set) var batchCount = 0
    /// How many times `reloadData()` was called.
    public private(set) var reloadCount = 0

    private var simulator: BatchUpdateSimulator<Section>
    private let dataSource: () -> [Section]

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
    /// against what the data source returns after the block.
    ///
    /// - Parameters:
    ///   - changeset: The stage to apply; a changeset of another section
    ///     type is recorded as an error.
    ///   - updateData: Switches the data source to the new data.
    /// - Complexity: O(*n* + *k* log *k*) for *n* rows and sections and *k*
    ///   operations.
    public func performBatchUpdates<Changed: AnimatableSectionModelType>(
        _ changeset: Changeset<Changed>, updateData: () -> Void
    ) {
        batchCount += 1
        if simulator.strictness == .strict, let error = dataSourceDisagreement() {
            errors.append(error)
        }
        updateData()
        guard let changeset = changeset as? Changeset<Section> else {
            errors.append(BatchUpdateError(
                message: "a changeset of \(Changed.self) was sent to a view of \(Section.self)"))
            return
        }
        do {
            try simulator.performBatchUpdates(BatchUpdate(changeset), dataSourceAfter: dataSource())
        } catch {
            errors.append(error)
        }
    }

    /// `readsDataSource`, whichever data source asks: the view knows its
    /// data source only as the closure it was made with.
    public func readsData(from data: AnyObject) -> Bool { readsDataSource }

    /// Shows what the data source returns now, without animation.
    public func reloadData() {
        reloadCount += 1
        simulator.reloadData(dataSource())
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
