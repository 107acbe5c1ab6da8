import ItemizeRuntime

/// One batch update as `performBatchUpdates` receives it.
///
/// Deletes and reloads name indices in what the view shows before the
/// batch; inserts name indices in what the data source returns after it;
/// moves go from a before-index to an after-index. Every list is an array,
/// not a set, so that a batch naming one index twice is seen and rejected
/// the way UIKit rejects it.
public struct BatchUpdate: Sendable {
    /// Sections deleted, by before-index.
    public var deletedSections: [Int]
    /// Sections inserted, by after-index.
    public var insertedSections: [Int]
    /// Sections reloaded, by before-index.
    public var reloadedSections: [Int]
    /// Sections moved, from before-index to after-index.
    public var movedSections: [(from: Int, to: Int)]
    /// Items deleted, by before-path.
    public var deletedItems: [ItemPath]
    /// Items inserted, by after-path.
    public var insertedItems: [ItemPath]
    /// Items reloaded, by before-path.
    public var reloadedItems: [ItemPath]
    /// Items moved, from before-path to after-path.
    public var movedItems: [(from: ItemPath, to: ItemPath)]

    /// Creates a batch; every list defaults to empty.
    ///
    /// - Parameters:
    ///   - deletedSections: Sections deleted, by before-index.
    ///   - insertedSections: Sections inserted, by after-index.
    ///   - reloadedSections: Sections reloaded, by before-index.
    ///   - movedSections: Sections moved, from before-index to after-index.
    ///   - deletedItems: Items deleted, by before-path.
    ///   - insertedItems: Items inserted, by after-path.
    ///   - reloadedItems: Items reloaded, by before-path.
    ///   - movedItems: Items moved, from before-path to after-path.
    public init(
        deletedSections: [Int] = [],
        insertedSections: [Int] = [],
        reloadedSections: [Int] = [],
        movedSections: [(from: Int, to: Int)] = [],
        deletedItems: [ItemPath] = [],
        insertedItems: [ItemPath] = [],
        reloadedItems: [ItemPath] = [],
        movedItems: [(from: ItemPath, to: ItemPath)] = []
    ) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.reloadedSections = reloadedSections
        self.movedSections = movedSections
        self.deletedItems = deletedItems
        self.insertedItems = insertedItems
        self.reloadedItems = reloadedItems
        self.movedItems = movedItems
    }

    /// The batch a changeset stands for: its updates become reloads.
    ///
    /// - Parameter changeset: One stage of a diff.
    public init<Section: AnimatableSectionModelType>(_ changeset: Changeset<Section>) {
        self.init(
            deletedSections: changeset.deletedSections,
            insertedSections: changeset.insertedSections,
            reloadedSections: changeset.updatedSections,
            movedSections: changeset.movedSections,
            deletedItems: changeset.deletedItems,
            insertedItems: changeset.insertedItems,
            reloadedItems: changeset.updatedItems,
            movedItems: changeset.movedItems
        )
    }

    /// Whether the batch holds no operation at all.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
            && movedSections.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty
            && reloadedItems.isEmpty && movedItems.isEmpty
    }
}
