import ItemizeRuntime

/// One batch update as `performBatchUpdates` receives it.
///
/// Deletes and reloads name indices in what the view shows before the
/// batch; inserts name indices in what the data source returns after it;
/// moves go from a before-index to an after-index. Reconfigures name
/// before-indices too, and keep the cell (or the header and footer views)
/// while configuring it again. Reloads and reconfigures are UIKit's two
/// ways to show an update (`Changeset.updatedItems` and
/// `updatedSections`); `init(_:updateStyle:)` picks one per `UpdateStyle`.
/// Every list is an array, not a set, so that
/// a batch naming one index twice is seen and rejected the way UIKit
/// rejects it.
public struct BatchUpdate: Sendable {
    /// Sections deleted, by before-index.
    public var deletedSections: [Int]
    /// Sections inserted, by after-index.
    public var insertedSections: [Int]
    /// Sections reloaded, by before-index.
    public var reloadedSections: [Int]
    /// Sections whose visible header and footer views are configured again
    /// in place, by before-index: the views are kept and show the data
    /// source's section. UIKit has no batch operation for it; an adapter
    /// does it inside the batch (`headerView(forSection:)`,
    /// `supplementaryView(forElementKind:at:)`).
    public var reconfiguredSections: [Int]
    /// Sections moved, from before-index to after-index.
    public var movedSections: [(from: Int, to: Int)]
    /// Items deleted, by before-path.
    public var deletedItems: [ItemPath]
    /// Items inserted, by after-path.
    public var insertedItems: [ItemPath]
    /// Items reloaded, by before-path.
    public var reloadedItems: [ItemPath]
    /// Items reconfigured, by before-path (`reconfigureRows(at:)`,
    /// `reconfigureItems(at:)`): the view keeps their cells and configures
    /// them again with what the data source returns at that path.
    public var reconfiguredItems: [ItemPath]
    /// Items moved, from before-path to after-path.
    public var movedItems: [(from: ItemPath, to: ItemPath)]

    /// Creates a batch; every list defaults to empty.
    ///
    /// - Parameters:
    ///   - deletedSections: Sections deleted, by before-index.
    ///   - insertedSections: Sections inserted, by after-index.
    ///   - reloadedSections: Sections reloaded, by before-index.
    ///   - reconfiguredSections: Sections whose headers and footers are
    ///     configured again in place, by before-index.
    ///   - movedSections: Sections moved, from before-index to after-index.
    ///   - deletedItems: Items deleted, by before-path.
    ///   - insertedItems: Items inserted, by after-path.
    ///   - reloadedItems: Items reloaded, by before-path.
    ///   - reconfiguredItems: Items reconfigured, by before-path.
    ///   - movedItems: Items moved, from before-path to after-path.
    public init(
        deletedSections: [Int] = [],
        insertedSections: [Int] = [],
        reloadedSections: [Int] = [],
        reconfiguredSections: [Int] = [],
        movedSections: [(from: Int, to: Int)] = [],
        deletedItems: [ItemPath] = [],
        insertedItems: [ItemPath] = [],
        reloadedItems: [ItemPath] = [],
        reconfiguredItems: [ItemPath] = [],
        movedItems: [(from: ItemPath, to: ItemPath)] = []
    ) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.reloadedSections = reloadedSections
        self.reconfiguredSections = reconfiguredSections
        self.movedSections = movedSections
        self.deletedItems = deletedItems
        self.insertedItems = insertedItems
        self.reloadedItems = reloadedItems
        self.reconfiguredItems = reconfiguredItems
        self.movedItems = movedItems
    }

    /// The batch a changeset stands for, as the UIKit adapters issue it:
    /// with `.reload`, updated items and sections are reloads; with
    /// `.reconfigure`, updated items are reconfigured and updated sections
    /// get their headers and footers configured again in place.
    ///
    /// - Parameters:
    ///   - changeset: One stage of a diff.
    ///   - updateStyle: How its updates are shown; `.reload` by default.
    public init<Section: AnimatableSectionModelType>(
        _ changeset: Changeset<Section>, updateStyle: UpdateStyle = .reload
    ) {
        let inPlace = updateStyle == .reconfigure
        self.init(
            deletedSections: changeset.deletedSections,
            insertedSections: changeset.insertedSections,
            reloadedSections: inPlace ? [] : changeset.updatedSections,
            reconfiguredSections: inPlace ? changeset.updatedSections : [],
            movedSections: changeset.movedSections,
            deletedItems: changeset.deletedItems,
            insertedItems: changeset.insertedItems,
            reloadedItems: inPlace ? [] : changeset.updatedItems,
            reconfiguredItems: inPlace ? changeset.updatedItems : [],
            movedItems: changeset.movedItems
        )
    }

    /// Whether the batch holds no operation at all.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
            && reconfiguredSections.isEmpty && movedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty && movedItems.isEmpty
    }
}
