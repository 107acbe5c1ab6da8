import ItemizeRuntime

/// A model of a `UITableView` or `UICollectionView` applying batch updates,
/// for testing update flows on any platform.
///
/// It applies a batch the way UIKit does: reloads are split into a delete
/// and an insert, then deletes, moves and inserts run, and untouched rows
/// keep their order in the free slots; reconfigured rows keep their cell
/// and show the data source's content. It rejects every batch UIKit
/// rejects, with UIKit's message, and in `.strict` mode also the patterns
/// on which UIKit's behaviour is undefined (see `Strictness`). What the
/// view then shows is in `shown`: moved and untouched rows keep the content
/// they showed, so a stale cell is visible to a test; which cells and
/// header views it kept is in `cellIDs` and `sectionViewIDs`.
///
/// ```swift
/// var view = BatchUpdateSimulator(showing: old)
/// for stage in StagedChangeset(source: old, target: new) {
///     try view.apply(stage)
/// }
/// assert(view.shownDifference(from: new) == nil)
/// ```
public struct BatchUpdateSimulator<Section: AnimatableSectionModelType> {
    /// How much the simulator rejects.
    public enum Strictness: Sendable {
        /// Only what UIKit itself rejects (an app would crash).
        case uikit
        /// Also what UIKit handles in an undefined way: item operations in a
        /// moved, deleted, inserted or reloaded section; a reload in a batch
        /// with a move; a reload that changes an item's identity; a
        /// reconfigure that meets another operation on its row or section,
        /// or whose row the data source no longer returns at that index; a
        /// data source whose rows do not match what the view keeps showing.
        case strict
    }

    /// Which view is modelled; only UIKit's wording differs ("row" or "item").
    public enum ViewKind: Sendable {
        /// A `UITableView`.
        case tableView
        /// A `UICollectionView`.
        case collectionView
    }

    /// What the view shows now: inserted and reloaded rows and sections
    /// carry the data source's content; moved and untouched ones keep what
    /// they showed.
    public private(set) var shown: [Section]
    /// A number for the cell of each row shown, by position. A row keeps
    /// its number while the view keeps its cell (untouched, moved or
    /// reconfigured); an inserted or reloaded row, or any row after
    /// `reloadData`, gets a new one. Every row counts as visible.
    public private(set) var cellIDs: [[Int]]
    /// A number for the header and footer views of each section shown, by
    /// position, kept and renewed as `cellIDs` are: a section configured
    /// again in place keeps its number, an inserted or reloaded one gets a
    /// new one.
    public private(set) var sectionViewIDs: [Int]
    /// The next view number to hand out.
    private var nextViewID = 0
    /// How much the simulator rejects.
    public let strictness: Strictness
    /// Which view is modelled.
    public let viewKind: ViewKind

    /// Creates a view that shows `sections`, as after `reloadData()`.
    ///
    /// - Parameters:
    ///   - sections: What the view shows first.
    ///   - strictness: How much to reject; `.strict` by default.
    ///   - viewKind: Which view's wording to use; `.tableView` by default.
    public init(showing sections: [Section], strictness: Strictness = .strict, viewKind: ViewKind = .tableView) {
        self.shown = sections
        self.strictness = strictness
        self.viewKind = viewKind
        self.cellIDs = []
        self.sectionViewIDs = []
        renewViews()
    }

    /// Applies one batch, as `performBatchUpdates` would.
    ///
    /// - Parameters:
    ///   - update: The operations issued inside the update block.
    ///   - dataSourceAfter: What the data source returns once the update
    ///     block ran.
    /// - Throws: `BatchUpdateError` when UIKit would crash, or in `.strict`
    ///   mode when the batch relies on undefined behaviour. On error nothing
    ///   changes.
    /// - Complexity: O(*n* + *k* log *k*) for *n* rows and sections shown
    ///   before and after, and *k* operations.
    public mutating func performBatchUpdates(
        _ update: BatchUpdate, dataSourceAfter: [Section]
    ) throws(BatchUpdateError) {
        let wording = BatchUpdateWording(tableView: viewKind == .tableView)
        let sections = try SectionPlan(
            update, beforeCount: shown.count, afterCount: dataSourceAfter.count, wording: wording
        )
        let items = try ItemPlan(
            update, sections: sections,
            beforeCounts: shown.map(\.items.count), afterCounts: dataSourceAfter.map(\.items.count),
            wording: wording
        )
        if strictness == .strict {
            try checkStrictRules(update, sections: sections, items: items, dataSourceAfter: dataSourceAfter)
            try checkReconfigureRules(update, sections: sections, dataSourceAfter: dataSourceAfter)
        }
        var nextID = nextViewID
        let result = showing(
            update, after: sections, items: items, dataSourceAfter: dataSourceAfter, nextViewID: &nextID)
        if strictness == .strict {
            try checkDataSourceMatches(result.sections, dataSourceAfter: dataSourceAfter)
        }
        shown = result.sections
        cellIDs = result.cellIDs
        sectionViewIDs = result.sectionViewIDs
        nextViewID = nextID
    }

    /// Applies one stage of a diff: its updated items and sections become
    /// reloads, or reconfigures with `.reconfigure`, and
    /// `changeset.sections` is what the data source returns after the batch.
    ///
    /// - Parameters:
    ///   - changeset: The stage to apply.
    ///   - updateStyle: How its updates are shown; `.reload` by default.
    /// - Throws: `BatchUpdateError` as `performBatchUpdates(_:dataSourceAfter:)`
    ///   does. On error nothing changes.
    /// - Complexity: As `performBatchUpdates(_:dataSourceAfter:)`.
    public mutating func apply(
        _ changeset: Changeset<Section>, updateStyle: UpdateStyle = .reload
    ) throws(BatchUpdateError) {
        try performBatchUpdates(BatchUpdate(changeset, updateStyle: updateStyle), dataSourceAfter: changeset.sections)
    }

    /// `reloadData()`: the view shows `sections`, whatever it showed before,
    /// in new cells and header views.
    ///
    /// - Parameter sections: What the data source returns.
    public mutating func reloadData(_ sections: [Section]) {
        shown = sections
        renewViews()
    }

    /// Gives every section and row shown a new view number.
    private mutating func renewViews() {
        sectionViewIDs = shown.indices.map { nextViewID + $0 }
        nextViewID += shown.count
        cellIDs = shown.map { section in
            defer { nextViewID += section.items.count }
            return Array(nextViewID..<(nextViewID + section.items.count))
        }
    }
}

extension BatchUpdateSimulator: Sendable where Section: Sendable {}
