/// Lists the identities that occur more than once in `sections`.
///
/// Section identities are compared among sections, item identities among
/// all items of all sections, since the diff matches items across sections.
/// Section duplicates come first; each list is in order of first occurrence.
///
/// ```swift
/// for duplicate in duplicateIdentities(in: sections) {
///     logger.warning("duplicate \(duplicate)")
/// }
/// ```
///
/// - Parameter sections: The sections to check.
/// - Returns: One entry per duplicated identity, with every position where
///   it occurs; empty when every identity is unique.
/// - Complexity: O(n) expected, where n is the number of sections and items.
public func duplicateIdentities<Section: AnimatableSectionModelType>(
    in sections: [Section]
) -> [DuplicateIdentity<Section>] {
    var result: [DuplicateIdentity<Section>] = []

    var sectionIndices: [Section.Identity: [Int]] = [:]
    var sectionOrder: [Section.Identity] = []
    for index in sections.indices {
        let identity = sections[index].identity
        if sectionIndices[identity, default: []].isEmpty { sectionOrder.append(identity) }
        sectionIndices[identity, default: []].append(index)
    }
    for identity in sectionOrder {
        if let indices = sectionIndices[identity], indices.count > 1 {
            result.append(.section(identity, indices: indices))
        }
    }

    var itemPaths: [Section.Item.Identity: [ItemPath]] = [:]
    var itemOrder: [Section.Item.Identity] = []
    for sectionIndex in sections.indices {
        let items = sections[sectionIndex].items
        for itemIndex in items.indices {
            let identity = items[itemIndex].identity
            let path = ItemPath(section: sectionIndex, item: itemIndex)
            if itemPaths[identity, default: []].isEmpty { itemOrder.append(identity) }
            itemPaths[identity, default: []].append(path)
        }
    }
    for identity in itemOrder {
        if let paths = itemPaths[identity], paths.count > 1 {
            result.append(.item(identity, paths: paths))
        }
    }
    return result
}
