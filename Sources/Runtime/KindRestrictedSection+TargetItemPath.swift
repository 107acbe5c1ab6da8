// Where a dragged item may be dropped: the one rule every generated section
// enum shares, written once over the sections that restrict their kinds.

extension KindRestrictedSection where Self: IdentifiableType & Equatable, Item: IdentifiableType & Equatable {
    /// Where an item the user drags from `source` may go when dropped at
    /// `proposed`: there when that section allows the item's kind, else back
    /// at `source`; `source` too when either path names no section of
    /// `sections` or `source` no item.
    ///
    /// - Parameters:
    ///   - source: The path of the dragged item.
    ///   - proposed: Where the view proposes to drop it.
    ///   - sections: The sections the view shows.
    /// - Returns: `proposed` or `source`.
    /// - Complexity: O(*k*) for *k* allowed kinds.
    public static func targetItemPath(
        forMoveFrom source: ItemPath, toProposed proposed: ItemPath, in sections: [AnimatableSectionModel<Self, Item>]
    ) -> ItemPath {
        guard sections.indices.contains(source.section), sections[source.section].items.indices.contains(source.item),
            sections.indices.contains(proposed.section)
        else { return source }
        let item = sections[source.section].items[source.item]
        return sections[proposed.section].model.allows(item) ? proposed : source
    }
}
