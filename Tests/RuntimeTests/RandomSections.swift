import ItemizeRuntime

/// Random source and target lists for the property tests: sometimes
/// independent draws from small pools (many duplicates), mostly a target
/// made from the source by the edits an app makes, which leave some
/// sections unchanged, change others and reorder them.
struct RandomSections {
    var generator: SplitMix64
    private var nextFreshIdentity = 1_000

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &generator) < percent }

    mutating func pair() -> (source: [TestSection], target: [TestSection]) {
        let roll = Int.random(in: 0..<10, using: &generator)
        if roll == 0 {
            return (drawWithDuplicates(), drawWithDuplicates())
        }
        let source = roll > 2 ? drawUnique() : drawWithDuplicates()
        return (source, edit(source))
    }

    private mutating func drawWithDuplicates() -> [TestSection] {
        (0..<Int.random(in: 0...4, using: &generator)).map { _ in
            let rows = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                Row(id: Int.random(in: 0..<6, using: &generator), version: Int.random(in: 0...1, using: &generator))
            }
            return section(["A", "B", "C"].randomElement(using: &generator)!, rows: rows,
                           title: chance(20) ? "t" : "")
        }
    }

    private mutating func drawUnique() -> [TestSection] {
        var identity = 0
        return (0..<Int.random(in: 0...5, using: &generator)).map { index in
            let count = Int.random(in: 0...7, using: &generator)
            defer { identity += count }
            return section("S\(index)", Array(identity..<identity + count))
        }
    }

    private mutating func fresh() -> Int {
        nextFreshIdentity += 1
        return nextFreshIdentity
    }

    private mutating func edit(_ source: [TestSection]) -> [TestSection] {
        var sections = source.filter { _ in !chance(15) }
        var header = 0
        for _ in 0..<Int.random(in: 0...2, using: &generator) where chance(30) {
            header += 1
            let rows = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                chance(30) && !source.isEmpty
                    ? (source.randomElement(using: &generator)!.items.randomElement(using: &generator) ?? Row(id: fresh()))
                    : Row(id: fresh())
            }
            sections.insert(section("N\(header)", rows: rows), at: Int.random(in: 0...sections.count, using: &generator))
        }
        if sections.count > 1 && chance(30) { sections.swapAt(0, sections.count - 1) }
        if sections.count > 1 && chance(20) {
            let moved = sections.remove(at: Int.random(in: sections.indices, using: &generator))
            sections.insert(moved, at: Int.random(in: 0...sections.count, using: &generator))
        }
        var rows = sections.map(\.items)
        // A refresh leaves many sections as they were; the diff skips those.
        for index in rows.indices where !chance(35) {
            rows[index] = rows[index].filter { _ in !chance(15) }.map { row in
                chance(15) ? Row(id: row.id, version: row.version + 1) : row
            }
            if rows[index].count > 1 && chance(40) {
                let from = Int.random(in: rows[index].indices, using: &generator)
                let row = rows[index].remove(at: from)
                rows[index].insert(row, at: Int.random(in: 0...rows[index].count, using: &generator))
            }
            if chance(30) { rows[index].insert(Row(id: fresh()), at: Int.random(in: 0...rows[index].count, using: &generator)) }
        }
        if rows.count > 1 && chance(40) {
            let from = Int.random(in: rows.indices, using: &generator)
            if !rows[from].isEmpty {
                let row = rows[from].remove(at: Int.random(in: rows[from].indices, using: &generator))
                let to = Int.random(in: rows.indices, using: &generator)
                rows[to].insert(row, at: Int.random(in: 0...rows[to].count, using: &generator))
            }
        }
        return sections.indices.map { index in
            var model = sections[index].model
            if chance(10) { model.title += "'" }
            return TestSection(model: model, items: rows[index])
        }
    }
}
