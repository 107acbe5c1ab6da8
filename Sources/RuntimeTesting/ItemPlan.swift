import ItemizeRuntime

/// The item half of one batch, resolved the way UIKit resolves it: which
/// rows leave each surviving section, which rows the data source fills in,
/// and where moved rows land, once reloads are split into a delete and an
/// insert.
///
/// Building it runs UIKit's item checks; it needs only the counts. Item
/// operations inside deleted, inserted or reloaded sections pass the bounds
/// checks and are otherwise ignored, as UIKit ignores them.
struct ItemPlan {
    /// Before-section to the rows that leave it: deletes, reloads, move sources.
    private(set) var leaving: [Int: [Int]] = [:]
    /// After-section to the rows the data source fills: inserts and the
    /// insert halves of reloads.
    private(set) var arriving: [Int: [Int]] = [:]
    /// After-section to the moved rows that land in it.
    private(set) var movedIn: [Int: [(to: Int, from: ItemPath)]] = [:]
    /// Each reload in a surviving section, from its before-path to the
    /// after-path of its insert half.
    private(set) var reloads: [(from: ItemPath, to: ItemPath)] = []

    /// Resolves the item operations of `update` and runs UIKit's checks on
    /// them.
    ///
    /// - Parameters:
    ///   - sections: The resolved section operations of the same batch.
    ///   - beforeCounts: The number of rows in each section before the batch.
    ///   - afterCounts: The number of rows the data source reports after it.
    /// - Complexity: O(*n* + *k* log *k*) for *n* sections and *k* item operations.
    init(
        _ update: BatchUpdate, sections: SectionPlan, beforeCounts: [Int], afterCounts: [Int],
        wording: BatchUpdateWording
    ) throws(BatchUpdateError) {
        try Self.checkBounds(update, beforeCounts: beforeCounts, afterCounts: afterCounts, wording: wording)

        // The same path twice in one list, or named by two kinds of operation.
        var deleted = Set<ItemPath>(), reloaded = Set<ItemPath>(), inserted = Set<ItemPath>()
        for path in update.deletedItems where !deleted.insert(path).inserted {
            throw wording.itemTwice("delete", path)
        }
        for path in update.reloadedItems where !reloaded.insert(path).inserted {
            throw wording.itemTwice("reload", path)
        }
        for path in update.insertedItems where !inserted.insert(path).inserted {
            throw wording.itemTwice("insert", path)
        }
        var moves: [ItemPath: ItemPath] = [:], movedInto: [ItemPath: ItemPath] = [:]
        for move in update.movedItems {
            if let earlier = moves[move.from] { throw wording.itemMovedTwice(move.from, to: earlier, and: move.to) }
            if let earlier = movedInto[move.to] {
                throw wording.twoItemsMovedTo(move.to, from: earlier, and: move.from)
            }
            moves[move.from] = move.to
            movedInto[move.to] = move.from
        }
        for path in update.reloadedItems where deleted.contains(path) {
            throw wording.deleteAndReloadItem(path)
        }
        for move in update.movedItems {
            // A reload is a delete by now, so UIKit words it as one.
            if deleted.contains(move.from) || reloaded.contains(move.from) {
                throw wording.deleteAndMoveItem(move.from)
            }
            if inserted.contains(move.to) { throw wording.insertAndMoveItem(move.to) }
        }
        for move in update.movedItems {
            if sections.survivingDestination(of: move.from.section) == nil {
                throw wording.moveFromDeletedSection(move.from.section)
            }
            if sections.origins[move.to.section].survivor == nil {
                throw wording.moveIntoInsertedSection(move.to.section)
            }
        }

        // Group by section, dropping what lies in deleted, inserted or reloaded sections.
        var deletes: [Int: [Int]] = [:], reloads: [Int: [Int]] = [:], inserts: [Int: [Int]] = [:]
        for path in update.deletedItems where sections.survivingDestination(of: path.section) != nil {
            deletes[path.section, default: []].append(path.item)
        }
        for path in update.reloadedItems where sections.survivingDestination(of: path.section) != nil {
            reloads[path.section, default: []].append(path.item)
        }
        for path in update.insertedItems where sections.origins[path.section].survivor != nil {
            inserts[path.section, default: []].append(path.item)
        }
        var movedOutCount: [Int: Int] = [:], movedInCount: [Int: Int] = [:]
        for move in update.movedItems {
            leaving[move.from.section, default: []].append(move.from.item)
            movedIn[move.to.section, default: []].append((to: move.to.item, from: move.from))
            if sections.survivingDestination(of: move.from.section) != move.to.section {
                movedOutCount[move.from.section, default: 0] += 1
                movedInCount[move.to.section, default: 0] += 1
            }
        }
        for (section, items) in deletes { leaving[section, default: []].append(contentsOf: items) }
        for (section, items) in reloads { leaving[section, default: []].append(contentsOf: items) }
        for (section, items) in inserts { arriving[section, default: []].append(contentsOf: items) }

        let halves = Self.splitReloads(reloads, deletes: deletes, inserts: inserts, sections: sections)

        // Row counts, reload halves included, for every section shown before and after.
        for section in sections.origins.indices {
            guard let source = sections.origins[section].survivor else { continue }
            let deletedCount = (deletes[source]?.count ?? 0) + (reloads[source]?.count ?? 0)
            let insertedCount = (inserts[section]?.count ?? 0) + (halves[section]?.count ?? 0)
            let movedInHere = movedInCount[section] ?? 0, movedOutHere = movedOutCount[source] ?? 0
            let expected = beforeCounts[source] - deletedCount - movedOutHere + insertedCount + movedInHere
            guard expected == afterCounts[section] else {
                throw wording.itemCount(
                    section: section, after: afterCounts[section], before: beforeCounts[source],
                    inserted: insertedCount, deleted: deletedCount, movedIn: movedInHere, movedOut: movedOutHere
                )
            }
        }

        for section in halves.keys.sorted() {
            for half in halves[section] ?? [] {
                let target = ItemPath(section: section, item: half.index)
                guard half.index < afterCounts[section] else {
                    throw wording.insertItemOutOfBounds(target, count: afterCounts[section])
                }
                if movedInto[target] != nil { throw wording.insertAndMoveItem(target) }
                arriving[section, default: []].append(half.index)
                self.reloads.append((from: half.from, to: target))
            }
        }
    }

    /// Whether no row leaves `source` and none arrives in `section`.
    func isUntouched(source: Int, section: Int) -> Bool {
        leaving[source] == nil && arriving[section] == nil && movedIn[section] == nil
    }

    /// Bounds: deletes, reloads, reconfigures and move sources before;
    /// inserts and move destinations after.
    private static func checkBounds(
        _ update: BatchUpdate, beforeCounts: [Int], afterCounts: [Int], wording: BatchUpdateWording
    ) throws(BatchUpdateError) {
        // A reload is a delete by now, so UIKit words it as one.
        for path in update.deletedItems + update.reloadedItems {
            guard beforeCounts.indices.contains(path.section) else {
                throw wording.deleteItemSectionOutOfBounds(path, sectionCount: beforeCounts.count)
            }
            guard (0..<beforeCounts[path.section]).contains(path.item) else {
                throw wording.deleteItemOutOfBounds(path, count: beforeCounts[path.section])
            }
        }
        // A reconfigure asks the data source for the cell at its path at once,
        // which must be a row the view shows.
        for path in update.reconfiguredItems {
            guard beforeCounts.indices.contains(path.section) else {
                throw wording.reconfigureItemSectionOutOfBounds(path, sectionCount: beforeCounts.count)
            }
            guard (0..<beforeCounts[path.section]).contains(path.item) else {
                throw wording.reconfigureItemOutOfBounds(path, count: beforeCounts[path.section])
            }
        }
        for path in update.insertedItems {
            guard afterCounts.indices.contains(path.section) else {
                throw wording.insertItemSectionOutOfBounds(path, sectionCount: afterCounts.count)
            }
            guard (0..<afterCounts[path.section]).contains(path.item) else {
                throw wording.insertItemOutOfBounds(path, count: afterCounts[path.section])
            }
        }
        for move in update.movedItems {
            guard beforeCounts.indices.contains(move.from.section) else {
                throw wording.moveSourceSectionOutOfBounds(move.from, sectionCount: beforeCounts.count)
            }
            guard (0..<beforeCounts[move.from.section]).contains(move.from.item) else {
                throw wording.moveSourceItemOutOfBounds(move.from, count: beforeCounts[move.from.section])
            }
            guard afterCounts.indices.contains(move.to.section) else {
                throw wording.moveDestinationSectionOutOfBounds(move.from, move.to, sectionCount: afterCounts.count)
            }
            guard (0..<afterCounts[move.to.section]).contains(move.to.item) else {
                throw wording.moveDestinationItemOutOfBounds(move.from, move.to, count: afterCounts[move.to.section])
            }
        }
    }

    /// The insert half of every reload, by after-section: the section and
    /// row that deletes and inserts alone give the reloaded row, ignoring
    /// moves, as UIKit computes it.
    ///
    /// - Complexity: O(*k* log *k*) for *k* item operations.
    private static func splitReloads(
        _ reloads: [Int: [Int]], deletes: [Int: [Int]], inserts: [Int: [Int]], sections: SectionPlan
    ) -> [Int: [(index: Int, from: ItemPath)]] {
        var halves: [Int: [(index: Int, from: ItemPath)]] = [:]
        for (source, items) in reloads {
            guard let section = sections.shiftedIgnoringMoves[source] else { continue }
            let deleted = (deletes[source] ?? []).sorted(), inserted = (inserts[section] ?? []).sorted()
            var deletedBefore = 0, insertedUpTo = 0
            for item in items.sorted() {
                while deletedBefore < deleted.count, deleted[deletedBefore] < item { deletedBefore += 1 }
                // The rank among the rows that stay becomes the rank among the
                // slots that inserts leave free.
                let rank = item - deletedBefore
                while insertedUpTo < inserted.count, inserted[insertedUpTo] <= rank + insertedUpTo { insertedUpTo += 1 }
                let from = ItemPath(section: source, item: item)
                halves[section, default: []].append((index: rank + insertedUpTo, from: from))
            }
        }
        return halves
    }
}
