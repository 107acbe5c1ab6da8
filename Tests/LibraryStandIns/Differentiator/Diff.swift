// Stand-in for RxSwiftCommunity/RxDataSources Sources/Differentiator/Diff.swift
// (5.0.2): `Diff.differencesForSectionedView` and its errors, written from
// what that algorithm does, not from its code, so that a check can run the
// generated rxdatasources code through the library's diff on Linux:
//
// - Sections are matched by identity alone. A section's own content never
//   makes a change: the diff fills no `updatedSections`, and a list whose
//   sections changed only in content (their items the same) gives no
//   changeset at all.
// - Items are matched by identity across all sections. An identity that
//   occurs twice in the old list, or twice in the new list where the old
//   list has it, throws `Duplicate item`; a repeated section identity
//   throws `Duplicate section`.
// - Up to three changesets, each left out when it would change nothing:
//   1. deleted sections, deleted and updated items; its sections are the
//      OLD section models holding the surviving items (new values of the
//      updated ones), in the old order;
//   2. inserted and moved sections; its sections are the NEW section models
//      holding the surviving items in their old order;
//   3. inserted and moved items; its sections are the new list.
//   An item moving into an inserted section, or out of a deleted one, is
//   deleted and inserted with its section. A section or item that keeps
//   its place among the untouched ones before it is not reported as moved.

/// The sectioned diff of RxDataSources' animated data sources.
public enum Diff {
    /// Why a diff could not be made; the data sources report it with
    /// `rxDebugFatalError`, a fatalError in debug builds.
    // `@unchecked Sendable`: the payloads are the app's values, as in the
    // library, which builds in Swift 5 mode; Swift 6 asks an Error to be Sendable.
    public enum Error: Swift.Error, @unchecked Sendable, CustomDebugStringConvertible {
        case duplicateItem(item: Any)
        case duplicateSection(section: Any)
        case invalidInitializerImplementation(section: Any, expectedItems: Any, expectedIdentifier: Any)

        public var debugDescription: String {
            switch self {
            case let .duplicateItem(item):
                return "Duplicate item \(item)"
            case let .duplicateSection(section):
                return "Duplicate section \(section)"
            case let .invalidInitializerImplementation(section, expectedItems, expectedIdentifier):
                return "Wrong initializer implementation for: \(section)\n"
                    + "Expected it should return items: \(expectedItems)\n"
                    + "Expected it should have id: \(expectedIdentifier)"
            }
        }
    }

    /// The changesets that turn `initialSections` into `finalSections`, each
    /// to be applied in its own batch update, in order.
    ///
    /// - Throws: `Diff.Error.duplicateItem` or `.duplicateSection` for a
    ///   repeated identity.
    public static func differencesForSectionedView<Section: AnimatableSectionModelType>(
        initialSections: [Section],
        finalSections: [Section]
    ) throws -> [Changeset<Section>] {
        let plan = try SectionedPlan(initial: initialSections, final: finalSections)
        return try plan.deletionsAndUpdates() + plan.sectionInsertionsAndMoves() + plan.itemInsertionsAndMoves()
    }
}

/// What became of one old or new section or item.
private enum Fate {
    case untouched, deleted, inserted, moved, keptInPlace
}

/// The matching of two lists and the fate of each section and item.
private struct SectionedPlan<Section: AnimatableSectionModelType> {
    typealias Item = Section.Item

    let initial: [Section]
    let final: [Section]
    /// The new index of each old section, nil when deleted.
    var finalSectionOf: [Int?]
    /// The old index of each new section, nil when inserted.
    var initialSectionOf: [Int?]
    var initialSectionFate: [Fate]
    var finalSectionFate: [Fate]
    /// The old index of each surviving old section once the deleted ones are gone.
    var sectionIndexAfterDelete: [Int?]
    /// The new path of each old item, nil when its identity is gone.
    var finalPathOf: [[ItemPath?]]
    /// The old path of each new item, nil when its identity is new.
    var initialPathOf: [[ItemPath?]]
    var initialItemFate: [[Fate]]
    var finalItemFate: [[Fate]]
    /// The old index of each surviving old item once the deleted items of its section are gone.
    var itemIndexAfterDelete: [[Int?]]

    init(initial: [Section], final: [Section]) throws {
        self.initial = initial
        self.final = final
        finalSectionOf = Array(repeating: nil, count: initial.count)
        initialSectionOf = Array(repeating: nil, count: final.count)
        initialSectionFate = Array(repeating: .untouched, count: initial.count)
        finalSectionFate = Array(repeating: .untouched, count: final.count)
        sectionIndexAfterDelete = Array(repeating: nil, count: initial.count)
        finalPathOf = initial.map { Array(repeating: nil, count: $0.items.count) }
        initialPathOf = final.map { Array(repeating: nil, count: $0.items.count) }
        initialItemFate = initial.map { Array(repeating: .untouched, count: $0.items.count) }
        finalItemFate = final.map { Array(repeating: .untouched, count: $0.items.count) }
        itemIndexAfterDelete = initial.map { Array(repeating: nil, count: $0.items.count) }
        try matchSections()
        try matchItems()
        markItems()
    }

    private mutating func matchSections() throws {
        var initialIndex: [Section.Identity: Int] = [:]
        for (index, section) in initial.enumerated() {
            guard initialIndex[section.identity] == nil else { throw Diff.Error.duplicateSection(section: section) }
            initialIndex[section.identity] = index
        }
        for (index, section) in final.enumerated() {
            guard let old = initialIndex[section.identity] else { continue }
            guard finalSectionOf[old] == nil else { throw Diff.Error.duplicateSection(section: section) }
            finalSectionOf[old] = index
            initialSectionOf[index] = old
        }
        var afterDelete = 0
        for old in initial.indices {
            if finalSectionOf[old] == nil {
                initialSectionFate[old] = .deleted
            } else {
                sectionIndexAfterDelete[old] = afterDelete
                afterDelete += 1
            }
        }
        // A new section whose old one is the first old section not yet
        // placed keeps its place; any other is moved.
        var cursor = 0
        for index in final.indices {
            while cursor < initial.count, initialSectionFate[cursor] != .untouched { cursor += 1 }
            guard let old = initialSectionOf[index] else {
                finalSectionFate[index] = .inserted
                continue
            }
            let fate: Fate = old == cursor ? .keptInPlace : .moved
            finalSectionFate[index] = fate
            initialSectionFate[old] = fate
        }
    }

    private mutating func matchItems() throws {
        var initialPath: [Item.Identity: ItemPath] = [:]
        for (section, items) in initial.map(\.items).enumerated() {
            for (index, item) in items.enumerated() {
                if let first = initialPath[item.identity] {
                    throw Diff.Error.duplicateItem(item: initial[first.sectionIndex].items[first.itemIndex])
                }
                initialPath[item.identity] = ItemPath(sectionIndex: section, itemIndex: index)
            }
        }
        for (section, items) in final.map(\.items).enumerated() {
            for (index, item) in items.enumerated() {
                guard let old = initialPath[item.identity] else { continue }
                guard finalPathOf[old.sectionIndex][old.itemIndex] == nil else {
                    throw Diff.Error.duplicateItem(item: item)
                }
                finalPathOf[old.sectionIndex][old.itemIndex] = ItemPath(sectionIndex: section, itemIndex: index)
                initialPathOf[section][index] = old
            }
        }
    }

    private mutating func markItems() {
        // Old items of surviving sections: deleted when gone or bound for an
        // inserted section, else numbered among the survivors.
        for section in initial.indices where finalSectionOf[section] != nil {
            var afterDelete = 0
            for index in initial[section].items.indices {
                guard let target = finalPathOf[section][index], finalSectionFate[target.sectionIndex] != .inserted else {
                    initialItemFate[section][index] = .deleted
                    continue
                }
                itemIndexAfterDelete[section][index] = afterDelete
                afterDelete += 1
            }
        }
        // New items of surviving sections: inserted when new or coming from
        // a deleted section; kept in place when they are the next untouched
        // old item of their section's old one, else moved.
        for section in final.indices {
            guard let oldSection = initialSectionOf[section] else { continue }
            var cursor = 0
            for index in final[section].items.indices {
                while cursor < initial[oldSection].items.count, initialItemFate[oldSection][cursor] != .untouched {
                    cursor += 1
                }
                guard let old = initialPathOf[section][index], initialSectionFate[old.sectionIndex] != .deleted else {
                    finalItemFate[section][index] = .inserted
                    continue
                }
                let inPlace = old.sectionIndex == oldSection && old.itemIndex == cursor
                let fate: Fate = inPlace ? .keptInPlace : .moved
                initialItemFate[old.sectionIndex][old.itemIndex] = fate
                finalItemFate[section][index] = fate
            }
        }
    }

    /// Stage 1: the old section models, without deleted sections and items,
    /// updated items holding their new values.
    func deletionsAndUpdates() throws -> [Changeset<Section>] {
        var deletedSections: [Int] = []
        var deletedItems: [ItemPath] = []
        var updatedItems: [ItemPath] = []
        var sections: [Section] = []
        for section in initial.indices {
            guard initialSectionFate[section] != .deleted else {
                deletedSections.append(section)
                continue
            }
            var items: [Item] = []
            for index in initial[section].items.indices {
                let old = initial[section].items[index]
                guard initialItemFate[section][index] != .deleted, let target = finalPathOf[section][index] else {
                    deletedItems.append(ItemPath(sectionIndex: section, itemIndex: index))
                    continue
                }
                let new = final[target.sectionIndex].items[target.itemIndex]
                if new != old { updatedItems.append(ItemPath(sectionIndex: section, itemIndex: index)) }
                items.append(new)
            }
            sections.append(try rebuilt(initial[section], items: items))
        }
        guard !deletedSections.isEmpty || !deletedItems.isEmpty || !updatedItems.isEmpty else { return [] }
        return [Changeset(finalSections: sections, deletedSections: deletedSections, deletedItems: deletedItems, updatedItems: updatedItems)]
    }

    /// Stage 2: the new section models in their places, holding the
    /// surviving items in their old order.
    func sectionInsertionsAndMoves() throws -> [Changeset<Section>] {
        var moved: [(from: Int, to: Int)] = []
        for section in initial.indices where initialSectionFate[section] == .moved {
            if let from = sectionIndexAfterDelete[section], let to = finalSectionOf[section] {
                moved.append((from: from, to: to))
            }
        }
        let inserted = final.indices.filter { finalSectionFate[$0] == .inserted }
        guard !moved.isEmpty || !inserted.isEmpty else { return [] }
        var sections: [Section] = []
        for section in final.indices {
            guard let old = initialSectionOf[section] else {
                sections.append(final[section])
                continue
            }
            var items: [Item] = []
            for index in initial[old].items.indices where initialItemFate[old][index] != .deleted {
                if let target = finalPathOf[old][index] { items.append(final[target.sectionIndex].items[target.itemIndex]) }
            }
            sections.append(try rebuilt(final[section], items: items))
        }
        return [Changeset(finalSections: sections, insertedSections: inserted, movedSections: moved)]
    }

    /// Stage 3: the new list, after its new and moved items.
    func itemInsertionsAndMoves() throws -> [Changeset<Section>] {
        var inserted: [ItemPath] = []
        var moved: [(from: ItemPath, to: ItemPath)] = []
        for section in final.indices where initialSectionOf[section] != nil {
            for index in final[section].items.indices {
                let path = ItemPath(sectionIndex: section, itemIndex: index)
                switch finalItemFate[section][index] {
                case .inserted:
                    inserted.append(path)
                case .moved:
                    guard let old = initialPathOf[section][index], let from = finalSectionOf[old.sectionIndex],
                        let fromIndex = itemIndexAfterDelete[old.sectionIndex][old.itemIndex]
                    else { continue }
                    moved.append((from: ItemPath(sectionIndex: from, itemIndex: fromIndex), to: path))
                default:
                    break
                }
            }
        }
        guard !inserted.isEmpty || !moved.isEmpty else { return [] }
        return [Changeset(finalSections: final, insertedItems: inserted, movedItems: moved)]
    }

    /// `section` holding `items`, through the model's own initialiser, which
    /// must keep its identity and take the items as given.
    private func rebuilt(_ section: Section, items: [Item]) throws -> Section {
        let result = Section(original: section, items: items)
        guard result.items == items, result.identity == section.identity else {
            throw Diff.Error.invalidInitializerImplementation(
                section: result, expectedItems: items, expectedIdentifier: section.identity)
        }
        return result
    }
}
