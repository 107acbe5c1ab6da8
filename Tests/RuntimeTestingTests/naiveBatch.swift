import ItemizeRuntime
import ItemizeTesting

/// The naive single batch from `source` to `target`: deletes and reloads at
/// before-indices, inserts at after-indices, and a move from before to after
/// for every section or item whose index changed. Identities are unique in
/// the tests that use it.
func naiveBatch(from source: [TestSection], to target: [TestSection]) -> BatchUpdate {
    var update = BatchUpdate()
    let targetSections = Dictionary(uniqueKeysWithValues: target.enumerated().map { ($1.identity, $0) })
    let sourceSections = Set(source.map(\.identity))
    for (index, section) in source.enumerated() {
        guard let after = targetSections[section.identity] else {
            update.deletedSections.append(index)
            continue
        }
        if after != index { update.movedSections.append((index, after)) }
        if !section.isContentEqual(to: target[after]) { update.reloadedSections.append(index) }
    }
    for (index, section) in target.enumerated() where !sourceSections.contains(section.identity) {
        update.insertedSections.append(index)
    }

    var targetItems: [String: (path: ItemPath, item: TestItem)] = [:]
    for (index, section) in target.enumerated() {
        for (row, item) in section.items.enumerated() { targetItems[item.identity] = (path(index, row), item) }
    }
    var sourceItems = Set<String>()
    for (index, section) in source.enumerated() {
        for (row, item) in section.items.enumerated() {
            sourceItems.insert(item.identity)
            guard let after = targetItems[item.identity] else {
                update.deletedItems.append(path(index, row))
                continue
            }
            if after.path != path(index, row) { update.movedItems.append((path(index, row), after.path)) }
            if after.item != item { update.reloadedItems.append(path(index, row)) }
        }
    }
    for (index, section) in target.enumerated() {
        for (row, item) in section.items.enumerated() where !sourceItems.contains(item.identity) {
            update.insertedItems.append(path(index, row))
        }
    }
    return update
}
