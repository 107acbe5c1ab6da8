// Expand and collapse: index arithmetic on the visible rows, no diff.

extension Outline {
    /// Expands the parent `identity`: when it is visible, its row shows
    /// `.expanded` and the rows below it appear (its children, their
    /// expanded children's rows, or one placeholder while its children have
    /// not arrived); under a collapsed parent it is only marked expanded.
    ///
    /// Two stages: the parent's row is updated (reconfigured, since the
    /// batch changes content alone), then the rows are inserted. Expanding
    /// a leaf, an expanded parent or an identity not in the tree changes
    /// nothing and returns no stage.
    ///
    /// - Parameter identity: The parent's identity.
    /// - Returns: The stages that show the change.
    /// - Complexity: O(*k* + *d* log *w*) for the *k* rows that appear and
    ///   the parent's depth *d* (at most *w* children per parent above it),
    ///   plus a copy of the visible rows per stage.
    @inlinable public mutating func expand(_ identity: Item.Identity) -> StagedChangeset<SectionModel> {
        guard let record = recordOfIdentity[identity], !records[record].isExpanded else {
            return StagedChangeset(stages: [])
        }
        let index = rowIndex(ofRecord: record)
        records[record].isExpanded = true
        expandedSet.insert(identity)
        addRows(records[record].rowsBelow, takenBy: record)
        guard let index else { return StagedChangeset(stages: []) }
        var stages = [showDisclosure(.expanded, atRow: index)]
        var appearing: [OutlineRow<Item>] = []
        appearing.reserveCapacity(records[record].rowsBelow)
        appendRows(below: record, to: &appearing)
        if !appearing.isEmpty {
            visibleRows.insert(contentsOf: appearing, at: index + 1)
            stages.append(
                Changeset(sections: [sectionModel], insertedItems: rowPaths(from: index + 1, count: appearing.count)))
        }
        return StagedChangeset(stages: stages)
    }

    /// Collapses the parent `identity`: when it is visible, its row shows
    /// `.collapsed` and the rows below it disappear. The parents below it
    /// stay expanded, shown so at the next expand; children that arrive
    /// meanwhile are kept.
    ///
    /// Two stages: the parent's row is updated, then the rows below it are
    /// deleted. Collapsing a leaf, a collapsed parent or an identity not in
    /// the tree changes nothing and returns no stage.
    ///
    /// - Parameter identity: The parent's identity.
    /// - Returns: The stages that show the change.
    /// - Complexity: O(*k* + *d* log *w*) for the *k* rows that disappear
    ///   and the parent's depth *d*, plus a copy of the visible rows per stage.
    @inlinable public mutating func collapse(_ identity: Item.Identity) -> StagedChangeset<SectionModel> {
        guard let record = recordOfIdentity[identity], records[record].isExpanded else {
            return StagedChangeset(stages: [])
        }
        let index = rowIndex(ofRecord: record)
        let below = records[record].rowsBelow
        records[record].isExpanded = false
        expandedSet.remove(identity)
        addRows(-below, takenBy: record)
        guard let index else { return StagedChangeset(stages: []) }
        var stages = [showDisclosure(.collapsed, atRow: index)]
        if below > 0 {
            visibleRows.removeSubrange((index + 1)..<(index + 1 + below))
            stages.append(Changeset(sections: [sectionModel], deletedItems: rowPaths(from: index + 1, count: below)))
        }
        return StagedChangeset(stages: stages)
    }

    /// Sets the disclosure of row `index`; the stage that shows it.
    @inlinable internal mutating func showDisclosure(
        _ disclosure: OutlineRow<Item>.Disclosure, atRow index: Int
    ) -> Changeset<SectionModel> {
        visibleRows[index].disclosure = disclosure
        return Changeset(sections: [sectionModel], updatedItems: [ItemPath(section: 0, item: index)])
    }
}
