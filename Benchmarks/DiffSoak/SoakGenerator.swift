import ItemizeRuntime

/// An item with an identity and a content version.
struct SoakItem: IdentifiableType, Equatable, Sendable, CustomStringConvertible {
    var id: Int
    var version: Int
    var identity: Int { id }
    var description: String { version == 0 ? "\(id)" : "\(id)v\(version)" }
}

/// A section header: identity plus a title that can change.
struct SoakHeader: IdentifiableType, Equatable, Sendable, CustomStringConvertible {
    var id: Int
    var title: Int
    var identity: Int { id }
    var description: String { title == 0 ? "S\(id)" : "S\(id)t\(title)" }
}

typealias SoakSection = AnimatableSectionModel<SoakHeader, SoakItem>

/// Random pairs with sizes and duplicate rates that vary from pair to pair,
/// wider than the unit tests' (up to 8 sections of 30 items).
struct SoakGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
    private mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    mutating func pair() -> (source: [SoakSection], target: [SoakSection]) {
        let sectionPool = 2 + below(10)
        let itemPool = 1 + below(60)
        let source = draw(sectionPool: sectionPool, itemPool: itemPool)
        let target = chance(20) ? draw(sectionPool: sectionPool, itemPool: itemPool) : edit(source, itemPool: itemPool)
        return (source, target)
    }

    /// Independent draw: duplicates are frequent when the pools are small.
    private mutating func draw(sectionPool: Int, itemPool: Int) -> [SoakSection] {
        (0..<below(9)).map { _ in
            SoakSection(
                model: SoakHeader(id: below(sectionPool), title: below(2)),
                items: (0..<below(31)).map { _ in SoakItem(id: below(itemPool), version: below(2)) })
        }
    }

    /// The edits an app makes: deletes, inserts, moves within and across
    /// sections, content changes, section moves and header changes.
    private mutating func edit(_ source: [SoakSection], itemPool: Int) -> [SoakSection] {
        var sections = source.filter { _ in !chance(10) }
        for _ in 0..<below(3) {
            let items = (0..<below(8)).map { _ in SoakItem(id: below(itemPool * 2), version: 0) }
            sections.insert(SoakSection(model: SoakHeader(id: 100 + below(5), title: 0), items: items),
                            at: below(sections.count + 1))
        }
        for _ in 0..<below(3) where sections.count > 1 {
            let moved = sections.remove(at: below(sections.count))
            sections.insert(moved, at: below(sections.count + 1))
        }
        var rows = sections.map(\.items)
        let editCount = below(12)
        for _ in 0..<editCount where !rows.isEmpty {
            let section = below(rows.count)
            switch below(4) {
            case 0 where !rows[section].isEmpty:
                rows[section].remove(at: below(rows[section].count))
            case 1 where !rows[section].isEmpty:
                rows[section][below(rows[section].count)].version += 1
            case 2 where !rows[section].isEmpty:
                let item = rows[section].remove(at: below(rows[section].count))
                let to = below(rows.count)
                rows[to].insert(item, at: below(rows[to].count + 1))
            default:
                rows[section].insert(SoakItem(id: below(itemPool * 2), version: 0), at: below(rows[section].count + 1))
            }
        }
        return sections.indices.map { index in
            var model = sections[index].model
            if chance(10) { model.title += 1 }
            return SoakSection(model: model, items: rows[index])
        }
    }
}
