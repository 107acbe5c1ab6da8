extension Changeset: Equatable where Section: Equatable {
    /// Whether both changesets hold the same sections and the same
    /// operations in the same order.
    public static func == (lhs: Changeset, rhs: Changeset) -> Bool {
        lhs.sections == rhs.sections
            && lhs.deletedSections == rhs.deletedSections
            && lhs.insertedSections == rhs.insertedSections
            && lhs.movedSections.elementsEqual(rhs.movedSections, by: ==)
            && lhs.updatedSections == rhs.updatedSections
            && lhs.deletedItems == rhs.deletedItems
            && lhs.insertedItems == rhs.insertedItems
            && lhs.movedItems.elementsEqual(rhs.movedItems, by: ==)
            && lhs.updatedItems == rhs.updatedItems
    }
}

extension StagedChangeset: Equatable where Section: Equatable {
    /// Whether both hold equal stages in the same order.
    public static func == (lhs: StagedChangeset, rhs: StagedChangeset) -> Bool {
        lhs.stages == rhs.stages
    }
}
