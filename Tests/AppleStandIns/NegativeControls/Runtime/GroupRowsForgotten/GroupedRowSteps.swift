// Negative control of GroupedTableCheck: the row steps planned without the
// sections' group rows, so every index after the first header is off.
/// The row changes that turn the rows of one set of sections into those of
/// another, for a list that shows each section as a header row followed by
/// its items (`GroupedRows`) and processes row changes one after another,
/// as `NSTableView` does between `beginUpdates()` and `endUpdates()`
/// ("changes are processed incrementally"): removals by their index before,
/// then each insertion or move at the index it has at that moment.
///
/// A section that comes or goes brings or takes its header row with its
/// items; an item that changes section moves its row; a header or item
/// whose content changed is reloaded in place.
struct GroupedRowSteps: Equatable {
    /// One insertion or move, in the order to perform it.
    enum Placement: Equatable {
        /// Insert a new row at this index.
        case insert(Int)
        /// Move the row at `from` to `to` (indices at that moment).
        case move(from: Int, to: Int)
    }

    /// What a row stands for, whatever its index: a section's header or an item.
    enum Key<SectionIdentity: Hashable, ItemIdentity: Hashable>: Hashable {
        case header(SectionIdentity)
        case item(ItemIdentity)
    }

    /// The rows to remove first, by their index before, ascending, in one call.
    var removed: [Int]
    /// Then the insertions and moves, in order; each puts a row at its
    /// final index, from the top down.
    var placements: [Placement]
    /// Last, the rows to reload, by final index, ascending.
    var reloaded: [Int]

    /// The steps from `before` to `after`; nil when a section or an item
    /// identity repeats in either, which the data source never shows.
    ///
    /// - Complexity: O(*n* + *m* × *n*) for *n* rows and *m* rows placed
    ///   out of their order.
    init?<Section: AnimatableSectionModelType>(from before: [Section], to after: [Section]) {
        let beforeKeys = Self.keys(of: before)
        let afterKeys = Self.keys(of: after)
        var beforeSections: [Section.Identity: Section] = [:]
        var beforeItems: [Section.Item.Identity: Section.Item] = [:]
        for section in before {
            beforeSections[section.identity] = section
            for item in section.items { beforeItems[item.identity] = item }
        }
        var changed = Set<Key<Section.Identity, Section.Item.Identity>>()
        for section in after {
            if let old = beforeSections[section.identity], !old.isContentEqual(to: section) {
                changed.insert(.header(section.identity))
            }
            for item in section.items where beforeItems[item.identity].map({ $0 != item }) ?? false {
                changed.insert(.item(item.identity))
            }
        }
        self.init(from: beforeKeys, to: afterKeys, reloading: changed)
    }

    /// The steps from the rows `before` to the rows `after`, reloading the
    /// rows of `changed` that stay; nil when a key repeats in either list.
    ///
    /// - Complexity: O(*n* + *m* × *n*) for *n* rows and *m* rows placed
    ///   out of their order.
    init?<RowKey: Hashable>(from before: [RowKey], to after: [RowKey], reloading changed: Set<RowKey>) {
        var beforeIndex: [RowKey: Int] = [:]
        for (index, key) in before.enumerated() where beforeIndex.updateValue(index, forKey: key) != nil {
            return nil
        }
        let afterKeys = Set(after)
        guard afterKeys.count == after.count else { return nil }

        removed = before.indices.filter { !afterKeys.contains(before[$0]) }
        // Fix rows from the top down: the rows above `index` are final, so
        // taking a row from below it never shifts them.
        var shown: [RowKey?] = before.filter(afterKeys.contains)
        var placements: [Placement] = []
        for (index, key) in after.enumerated() {
            guard beforeIndex[key] != nil, let current = shown[index...].firstIndex(of: key) else {
                placements.append(.insert(index))
                shown.insert(nil, at: index)
                continue
            }
            if current != index {
                placements.append(.move(from: current, to: index))
                shown.remove(at: current)
                shown.insert(key, at: index)
            }
        }
        self.placements = placements
        reloaded = after.indices.filter { beforeIndex[after[$0]] != nil && changed.contains(after[$0]) }
    }

    /// The key of each row of `sections`: each section's header, then its items.
    ///
    /// - Complexity: O(*n*) for *n* rows.
    static func keys<Section: AnimatableSectionModelType>(of sections: [Section])
        -> [Key<Section.Identity, Section.Item.Identity>]
    {
        // The mistake: the rows of the items alone, as if a table had no group rows.
        sections.flatMap { section in section.items.map { .item($0.identity) } }
    }
}
