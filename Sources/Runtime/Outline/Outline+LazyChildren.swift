// Children loaded on demand: the placeholder row and its replacement.

extension Outline {
    /// Hands over the children of the parent `identity`, which were not
    /// loaded (`OutlineNode.Children.notLoaded`).
    ///
    /// When the parent is expanded and visible, its placeholder row is
    /// replaced by the rows of `children`, in one stage (the placeholder
    /// deleted, the rows inserted). When it is collapsed, or under a
    /// collapsed parent, nothing changes on screen: the children are kept
    /// and shown at the next expand. For a parent whose children are
    /// already loaded, `children` replace them as `update(_:section:)`
    /// would. An identity that is not a parent in the tree changes nothing.
    ///
    /// - Parameters:
    ///   - children: The parent's children, in display order.
    ///   - identity: The parent's identity.
    /// - Returns: The stages that show the change.
    /// - Complexity: O(*m* + *d* log *w*) for the *m* nodes of `children`
    ///   and below and the parent's depth *d*, plus a copy of the visible
    ///   rows; for a parent whose children were loaded, as `update(_:section:)`.
    @inlinable public mutating func children(
        arrived children: [OutlineNode<Item>], for identity: Item.Identity
    ) -> StagedChangeset<SectionModel> {
        guard let record = recordOfIdentity[identity] else { return StagedChangeset(stages: []) }
        guard records[record].children == nil else {
            return update(nodes(below: 0, replacing: record, with: children))
        }
        let below = attach(children, to: record, expanding: expandedSet)
        guard records[record].isExpanded else { return StagedChangeset(stages: []) }
        // The placeholder's one row becomes `below` rows.
        addRows(below - 1, takenBy: record)
        guard let index = rowIndex(ofRecord: record) else { return StagedChangeset(stages: []) }
        var arriving: [OutlineRow<Item>] = []
        arriving.reserveCapacity(below)
        appendRows(below: record, to: &arriving)
        visibleRows.replaceSubrange((index + 1)..<(index + 2), with: arriving)
        return StagedChangeset(stages: [
            Changeset(
                sections: [sectionModel], deletedItems: [ItemPath(section: 0, item: index + 1)],
                insertedItems: rowPaths(from: index + 1, count: arriving.count))
        ])
    }
}
