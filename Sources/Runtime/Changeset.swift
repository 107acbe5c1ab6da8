/// One batch update, ready for `performBatchUpdates`.
///
/// Deletes and updates name indices in the sections held before this
/// stage; inserts name indices in `sections`; moves go from before to
/// after: UIKit's own rules.
///
/// "Updated" is what changed content is called throughout: an item or a
/// section whose identity stayed and whose content did not. A view shows
/// an update by reloading or reconfiguring it, as `UpdateStyle` says,
/// which are UIKit's two operations for it.
public struct Changeset<Section: AnimatableSectionModelType> {
    /// What the data source must hold once this stage is applied.
    public var sections: [Section]
    /// Sections deleted, by before-index.
    public var deletedSections: [Int]
    /// Sections inserted, by after-index.
    public var insertedSections: [Int]
    /// Sections moved, from before-index to after-index.
    public var movedSections: [(from: Int, to: Int)]
    /// Sections whose own content changed, by before-index: updated.
    public var updatedSections: [Int]
    /// Items deleted, by before-path.
    public var deletedItems: [ItemPath]
    /// Items inserted, by after-path.
    public var insertedItems: [ItemPath]
    /// Items moved, from before-path to after-path.
    public var movedItems: [(from: ItemPath, to: ItemPath)]
    /// Items whose content changed, by before-path: updated.
    public var updatedItems: [ItemPath]

    /// Creates a changeset; every list defaults to empty.
    public init(
        sections: [Section],
        deletedSections: [Int] = [],
        insertedSections: [Int] = [],
        movedSections: [(from: Int, to: Int)] = [],
        updatedSections: [Int] = [],
        deletedItems: [ItemPath] = [],
        insertedItems: [ItemPath] = [],
        movedItems: [(from: ItemPath, to: ItemPath)] = [],
        updatedItems: [ItemPath] = []
    ) {
        self.sections = sections
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.movedSections = movedSections
        self.updatedSections = updatedSections
        self.deletedItems = deletedItems
        self.insertedItems = insertedItems
        self.movedItems = movedItems
        self.updatedItems = updatedItems
    }

    /// Whether the stage changes nothing.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
            && updatedSections.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty
            && movedItems.isEmpty && updatedItems.isEmpty
    }
}

extension Changeset: Sendable where Section: Sendable {}
