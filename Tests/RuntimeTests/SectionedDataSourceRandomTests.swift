import ItemizeRuntime
import ItemizeTesting
import XCTest

/// Seeded random sequences of updates through `SectionedDataSource.apply`
/// into the strict simulated view.
// Async test methods: see SectionedDataSourceTests.
@MainActor
final class SectionedDataSourceRandomTests: XCTestCase {
    func testRandomUpdateSequencesKeepTheViewAndTheLookupsExact() async {
        var totalBatches = 0, totalReloads = 0, duplicateReports = 0
        for seed in UInt64(1)...4 {
            var random = RandomEdits(seed: seed)
            let dataSource = SectionedDataSource(sections: random.draw())
            dataSource.duplicatesHandler = { _ in duplicateReports += 1 }
            let view = SimulatedListView(
                dataSource: { dataSource.sections }, viewKind: seed % 2 == 0 ? .tableView : .collectionView)
            for step in 0..<800 {
                let next = random.next(after: dataSource.sections)
                let animated = !random.chance(5)
                view.canAnimateUpdates = !random.chance(5)
                let (batches, reloads) = (view.batchCount, view.reloadCount)
                await dataSource.apply(next, to: view, animated: animated)

                let context = "seed \(seed) step \(step)\nnext: \(next)"
                if let error = view.errors.first { return XCTFail("\(context)\nrejected: \(error)") }
                if let difference = view.shownDifference(from: next) { return XCTFail("\(context)\n\(difference)") }
                XCTAssertEqual(dataSource.sections, next, context)
                if !animated || !view.canAnimateUpdates {
                    XCTAssertEqual(view.reloadCount - reloads, 1, context)
                    XCTAssertEqual(view.batchCount, batches, context)
                } else {
                    XCTAssertEqual(view.reloadCount, reloads, context)
                }
                if let mismatch = lookupMismatch(dataSource, next) { return XCTFail("\(context)\n\(mismatch)") }
            }
            totalBatches += view.batchCount
            totalReloads += view.reloadCount
        }
        // The sequences exercise every path: many batches, some reloads, duplicates.
        XCTAssertGreaterThan(totalBatches, 3_000)
        XCTAssertGreaterThan(totalReloads, 100)
        XCTAssertGreaterThan(duplicateReports, 100)
    }

    /// Compares the O(1) lookups with a scan for the first occurrence, for
    /// every identity present and a few absent ones.
    private func lookupMismatch(_ dataSource: SectionedDataSource<TestSection>, _ sections: [TestSection]) -> String? {
        let itemIdentities = Set(sections.flatMap { $0.items.map(\.id) }).union([-1, 999])
        for identity in itemIdentities {
            var expected: ItemPath?
            scan: for sectionIndex in sections.indices {
                for itemIndex in sections[sectionIndex].items.indices
                where sections[sectionIndex].items[itemIndex].id == identity {
                    expected = ItemPath(section: sectionIndex, item: itemIndex)
                    break scan
                }
            }
            if dataSource.itemPath(for: identity) != expected {
                return "itemPath(for: \(identity)) is \(String(describing: dataSource.itemPath(for: identity))), "
                    + "expected \(String(describing: expected))"
            }
        }
        for identity in Set(sections.map(\.identity)).union(["absent"]) {
            let expected = sections.firstIndex { $0.identity == identity }
            let found = dataSource.sectionIndex(for: identity)
            if found != expected {
                return "sectionIndex(for: \(identity)) is \(String(describing: found)), "
                    + "expected \(String(describing: expected))"
            }
        }
        return nil
    }
}

/// The next data of a list, as an app changes it: a few edits of the
/// current sections (rows and sections inserted, deleted, moved, changed),
/// with identities from small pools so that duplicates occur; now and then
/// a fresh draw.
private struct RandomEdits {
    var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &generator) < percent }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }

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
