// New data: the tree replaced, expansion kept by identity, the visible rows diffed.

extension Outline {
    /// Replaces the tree with `roots` (and the section's content with
    /// `section`, when given), keeping expanded the parents that are still
    /// parents in it; the others are forgotten.
    ///
    /// The stages are those of `StagedChangeset(source:target:)` from the
    /// rows shown to the new ones: a row that moved to another parent is
    /// moved, and updated for its new depth; a parent whose children are
    /// `.notLoaded` again shows its placeholder when it is expanded. Only
    /// the rows between the first and the last that changed are diffed.
    ///
    /// - Parameters:
    ///   - roots: The new top-level nodes, in display order.
    ///   - section: The section's new content; nil keeps it.
    /// - Returns: The stages that show the change; none when nothing visible changed.
    /// - Complexity: O(*n*) for *n* nodes (hashing only the parents), plus
    ///   the diff of the visible rows from the first that changed to the last.
    @inlinable public mutating func update(
        _ roots: [OutlineNode<Item>], section: Section? = nil
    ) -> StagedChangeset<SectionModel> {
        let source = sectionModel
        if let section { sectionContent = section }
        rebuild(roots: roots, expanding: expandedSet)
        return stages(from: source, to: sectionModel)
    }

    /// `StagedChangeset(source: [source], target: [target])`, made by
    /// diffing only the rows between the first and the last that differ:
    /// the rows before and after them are `==` on both sides, so they stay
    /// where they are, and the diff of the rest is shifted past them.
    ///
    /// - Complexity: O(*n*) `==` for *n* rows, plus the diff of the rows between.
    @inlinable internal func stages(from source: SectionModel, to target: SectionModel) -> StagedChangeset<SectionModel> {
        let old = source.items, new = target.items
        let shorter = Swift.min(old.count, new.count)
        var prefix = 0
        while prefix < shorter && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        guard prefix > 0 || suffix > 0 else { return StagedChangeset(source: [source], target: [target]) }

        let oldMiddle = SectionModel(model: source.model, items: Array(old[prefix..<(old.count - suffix)]))
        let newMiddle = SectionModel(model: target.model, items: Array(new[prefix..<(new.count - suffix)]))
        let shift = { (path: ItemPath) in ItemPath(section: path.section, item: path.item + prefix) }
        return StagedChangeset(stages: StagedChangeset(source: [oldMiddle], target: [newMiddle]).map { stage in
            Changeset(
                sections: stage.sections.map { section in
                    SectionModel(model: section.model, items: new[..<prefix] + section.items + new[(new.count - suffix)...])
                },
                deletedSections: stage.deletedSections, insertedSections: stage.insertedSections,
                movedSections: stage.movedSections, updatedSections: stage.updatedSections,
                deletedItems: stage.deletedItems.map(shift), insertedItems: stage.insertedItems.map(shift),
                movedItems: stage.movedItems.map { (from: shift($0.from), to: shift($0.to)) },
                updatedItems: stage.updatedItems.map(shift))
        })
    }
}
