/// Where each item identity of `sections` first occurs: the table behind
/// `SectionedDataSource.itemPath(for:)`.
///
/// `@inlinable`, as the diff is, so that its hashing is specialised for
/// the app's item type.
///
/// - Complexity: O(*n*) expected for *n* items.
@inlinable
internal func firstItemPaths<Section: AnimatableSectionModelType>(
    in sections: [Section]
) -> [Section.Item.Identity: ItemPath] {
    var table: [Section.Item.Identity: ItemPath] = [:]
    table.reserveCapacity(sections.reduce(0) { $0 + $1.items.count })
    // Backwards, so that the first occurrence of a duplicate is written
    // last and wins, with one hash per item.
    for sectionIndex in sections.indices.reversed() {
        let items = sections[sectionIndex].items
        for itemIndex in items.indices.reversed() {
            table[items[itemIndex].identity] = ItemPath(section: sectionIndex, item: itemIndex)
        }
    }
    return table
}
