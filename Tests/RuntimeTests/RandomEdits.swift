import ItemizeRuntime

/// The next data of a list, as an app changes it: a few edits of the
/// current sections (rows and sections inserted, deleted, moved, changed),
/// with identities from small pools so that duplicates occur; now and then
/// a fresh draw.
struct RandomEdits {
    var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &generator) < percent }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }

    mutating func number(below count: Int) -> Int { Int.random(in: 0..<count, using: &generator) }

    mutating func draw() -> [TestSection] {
        (0..<int(0...4)).map { _ in
            section("S\(int(0...5))", rows: (0..<int(0...6)).map { _ in Row(id: int(0...39)) })
        }
    }

    mutating func nonEmptySection(_ rows: [[Row]]) -> Int? {
        rows.indices.filter { !rows[$0].isEmpty }.randomElement(using: &generator)
    }

    mutating func next(after current: [TestSection]) -> [TestSection] {
        if chance(5) { return draw() }
        var headers = current.map(\.model)
        var rows = current.map(\.items)
        for _ in 0..<int(1...4) {
            let total = rows.reduce(0) { $0 + $1.count }
            switch int(0...9) {
            case 0 where headers.count < 7:
                let at = int(0...headers.count)
                headers.insert(Header(id: "S\(int(0...7))"), at: at)
                rows.insert((0..<int(0...3)).map { _ in Row(id: int(0...39)) }, at: at)
            case 1 where !headers.isEmpty:
                let at = int(0...headers.count - 1)
                headers.remove(at: at)
                rows.remove(at: at)
            case 2 where headers.count > 1:
                let from = int(0...headers.count - 1), to = int(0...headers.count - 2)
                headers.insert(headers.remove(at: from), at: to)
                rows.insert(rows.remove(at: from), at: to)
            case 3 where !headers.isEmpty:
                headers[int(0...headers.count - 1)].title += "'"
            case 4, 5:
                guard !headers.isEmpty, total < 40 else { continue }
                let at = int(0...headers.count - 1)
                rows[at].insert(Row(id: int(0...39)), at: int(0...rows[at].count))
            case 6:
                guard let at = nonEmptySection(rows) else { continue }
                rows[at].remove(at: int(0...rows[at].count - 1))
            case 7, 8:
                // A move within or across sections.
                guard let from = nonEmptySection(rows) else { continue }
                let row = rows[from].remove(at: int(0...rows[from].count - 1))
                let to = int(0...rows.count - 1)
                rows[to].insert(row, at: int(0...rows[to].count))
            default:
                guard let at = nonEmptySection(rows) else { continue }
                rows[at][int(0...rows[at].count - 1)].version += 1
            }
        }
        return headers.indices.map { TestSection(model: headers[$0], items: rows[$0]) }
    }
}
