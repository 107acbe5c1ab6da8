/// `sections` with one item moved, as a user's drag leaves them: the
/// item is taken out at `source`, then put in at `destination`.
///
/// - Returns: The moved item and the new sections, or nil when either
///   path is outside `sections`.
/// - Complexity: O(*n*) for *n* items in the two sections.
func sectionsMovingItem<Section: SectionModelType>(
    in sections: [Section], from source: ItemPath, to destination: ItemPath
) -> (Section.Item, [Section])? {
    guard sections.indices.contains(source.section), sections.indices.contains(destination.section) else {
        return nil
    }
    var sourceItems = sections[source.section].items
    guard sourceItems.indices.contains(source.item) else { return nil }
    var result = sections
    let moved = sourceItems.remove(at: source.item)
    result[source.section] = Section(original: result[source.section], items: sourceItems)
    var destinationItems = result[destination.section].items
    guard destination.item >= 0, destination.item <= destinationItems.count else { return nil }
    destinationItems.insert(moved, at: destination.item)
    result[destination.section] = Section(original: result[destination.section], items: destinationItems)
    return (moved, result)
}
