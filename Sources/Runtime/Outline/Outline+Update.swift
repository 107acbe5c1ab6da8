// New data: the tree replaced, expansion kept by identity, the visible rows diffed.

extension Outline {
    /// Replaces the tree with `roots` (and the section's content with
    /// `section`, when given), keeping expanded the parents that are still
    /// parents in it; the others are forgotten.
    ///
    /// The stages are those of `StagedChangeset(source:target:)` from the
    /// rows shown to the new ones: a row that moved to another parent is
    /// moved, and updated for its new depth; a parent whose children are
    /// `.notLoaded` again shows its placeholder when it is expanded.
    ///
    /// - Parameters:
    ///   - roots: The new top-level nodes, in display order.
    ///   - section: The section's new content; nil keeps it.
    /// - Returns: The stages that show the change; none when nothing visible changed.
    /// - Complexity: O(*n*) for *n* nodes (hashing only the parents), plus
    ///   the diff of the visible rows.
    @inlinable public mutating func update(
        _ roots: [OutlineNode<Item>], section: Section? = nil
    ) -> StagedChangeset<SectionModel> {
        let source = sectionModel
        if let section { sectionContent = section }
        rebuild(roots: roots, expanding: expandedSet)
        return StagedChangeset(source: [source], target: [sectionModel])
    }
}
