import ItemizeRuntime
import ItemizeTesting
import XCTest

/// Seeded random batches whose outcome follows from UIKit's rules alone:
/// untouched rows keep their relative order, so a target built by placing
/// moved and new rows among the untouched ones is exactly what the view must
/// show, with moved rows still showing their old content.
final class BatchUpdateSimulatorRandomTests: XCTestCase {
    private struct Names {
        private var count = 0
        mutating func next(_ prefix: String = "i") -> String {
            count += 1
            return "\(prefix)\(count)"
        }
    }

    private func randomSections(_ count: Int, maxRows: Int, names: inout Names, using rng: inout SeededGenerator) -> [TestSection] {
        (0..<count).map { _ in
            TestSection(model: names.next("S"), items: (0..<Int.random(in: 0...maxRows, using: &rng)).map { _ in TestItem(names.next()) })
        }
    }

    /// Deletes, inserts and moves of rows across sections in one batch.
    func testRandomRowBatchesShowTheTargetWithStaleMovedRows() throws {
        var rng = SeededGenerator(seed: 1)
        for round in 0..<3000 {
            var names = Names()
            let before = randomSections(Int.random(in: 1...4, using: &rng), maxRows: 8, names: &names, using: &rng)
            var stayers = before.map { _ in [TestItem]() }
            var placed: [(item: TestItem, from: ItemPath?, section: Int)] = []
            var update = BatchUpdate()
            for (index, section) in before.enumerated() {
                for (row, item) in section.items.enumerated() {
                    switch Int.random(in: 0..<10, using: &rng) {
                    case 0..<2: update.deletedItems.append(path(index, row))
                    case 2..<4:
                        let changed = TestItem(item.id, item.version + 1)
                        placed.append((changed, path(index, row), Int.random(in: 0..<before.count, using: &rng)))
                    default: stayers[index].append(item)
                    }
                }
            }
            for _ in 0..<Int.random(in: 0...4, using: &rng) {
                placed.append((TestItem(names.next()), nil, Int.random(in: 0..<before.count, using: &rng)))
            }
            var afterRows = stayers
            for placement in placed.shuffled(using: &rng) {
                let position = Int.random(in: 0...afterRows[placement.section].count, using: &rng)
                afterRows[placement.section].insert(placement.item, at: position)
            }
            let after = before.indices.map { TestSection(original: before[$0], items: afterRows[$0]) }
            var afterPaths: [String: ItemPath] = [:]
            for (index, section) in after.enumerated() {
                for (row, item) in section.items.enumerated() { afterPaths[item.id] = path(index, row) }
            }
            var movedTo: [ItemPath] = []
            for placement in placed {
                let target = try XCTUnwrap(afterPaths[placement.item.id])
                if let from = placement.from {
                    update.movedItems.append((from, target))
                    movedTo.append(target)
                } else {
                    update.insertedItems.append(target)
                }
            }
            update.deletedItems.shuffle(using: &rng)
            update.insertedItems.shuffle(using: &rng)

            var view = Simulator(showing: before)
            try view.performBatchUpdates(update, dataSourceAfter: after)
            var stale = after
            for target in movedTo { stale[target.section].items[target.item].version -= 1 }
            XCTAssertNil(view.shownDifference(from: stale), "round \(round)")
            if !movedTo.isEmpty {
                XCTAssertNotNil(view.shownDifference(from: after), "round \(round): a moved row got new content")
            }
            try view.performBatchUpdates(BatchUpdate(reloadedItems: movedTo.shuffled(using: &rng)), dataSourceAfter: after)
            XCTAssertNil(view.shownDifference(from: after), "round \(round)")
        }
    }

    /// Deletes, inserts and moves of sections; kept and moved sections keep
    /// the rows they showed until they are reloaded.
    func testRandomSectionBatchesShowTheTargetWithStaleKeptSections() throws {
        var rng = SeededGenerator(seed: 2)
        for round in 0..<3000 {
            var names = Names()
            let before = randomSections(Int.random(in: 0...6, using: &rng), maxRows: 3, names: &names, using: &rng)
            var stayers: [(section: TestSection, from: Int)] = []
            var placed: [(section: TestSection, from: Int?)] = []
            var update = BatchUpdate()
            for (index, section) in before.enumerated() {
                let changed = TestSection(original: section, items: section.items.map { TestItem($0.id, $0.version + 1) })
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<3: update.deletedSections.append(index)
                case 3..<6: placed.append((changed, index))
                default: stayers.append((changed, index))
                }
            }
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                placed.append((randomSections(1, maxRows: 3, names: &names, using: &rng)[0], nil))
            }
            var afterSections = stayers.map { (section: $0.section, from: Optional($0.from)) }
            for placement in placed.shuffled(using: &rng) {
                afterSections.insert(placement, at: Int.random(in: 0...afterSections.count, using: &rng))
            }
            let after = afterSections.map(\.section)
            var stale = after
            var kept: [Int] = []
            for (index, placement) in afterSections.enumerated() {
                guard let from = placement.from else {
                    update.insertedSections.append(index)
                    continue
                }
                stale[index] = before[from]
                kept.append(index)
                if placed.contains(where: { $0.from == from }) { update.movedSections.append((from, index)) }
            }

            var view = Simulator(showing: before)
            try view.performBatchUpdates(update, dataSourceAfter: after)
            XCTAssertNil(view.shownDifference(from: stale), "round \(round)")
            try view.performBatchUpdates(BatchUpdate(reloadedSections: kept.shuffled(using: &rng)), dataSourceAfter: after)
            XCTAssertNil(view.shownDifference(from: after), "round \(round)")
        }
    }

    /// Reloads next to section and row deletes and inserts: each reload's
    /// insert half must land exactly on the reloaded row's new place.
    func testRandomReloadsLandOnTheReloadedRows() throws {
        var rng = SeededGenerator(seed: 3)
        for round in 0..<3000 {
            var names = Names()
            let before = randomSections(Int.random(in: 1...5, using: &rng), maxRows: 8, names: &names, using: &rng)
            var update = BatchUpdate()
            var surviving: [TestSection] = []
            for (index, section) in before.enumerated() {
                if Int.random(in: 0..<5, using: &rng) == 0 {
                    update.deletedSections.append(index)
                    continue
                }
                var rows: [TestItem] = []
                for (row, item) in section.items.enumerated() {
                    switch Int.random(in: 0..<10, using: &rng) {
                    case 0..<2: update.deletedItems.append(path(index, row))
                    case 2..<5:
                        update.reloadedItems.append(path(index, row))
                        rows.append(TestItem(item.id, item.version + 1))
                    default: rows.append(item)
                    }
                }
                for _ in 0..<Int.random(in: 0...3, using: &rng) {
                    rows.insert(TestItem(names.next()), at: Int.random(in: 0...rows.count, using: &rng))
                }
                surviving.append(TestSection(original: section, items: rows))
            }
            var newSections = Set<String>()
            var after = surviving
            for _ in 0..<Int.random(in: 0...2, using: &rng) {
                let section = randomSections(1, maxRows: 2, names: &names, using: &rng)[0]
                newSections.insert(section.identity)
                after.insert(section, at: Int.random(in: 0...after.count, using: &rng))
            }
            let sourceItems = Set(before.flatMap { $0.items.map(\.id) })
            for (index, section) in after.enumerated() {
                if newSections.contains(section.identity) {
                    update.insertedSections.append(index)
                    continue
                }
                for (row, item) in section.items.enumerated() where !sourceItems.contains(item.id) {
                    update.insertedItems.append(path(index, row))
                }
            }
            update.reloadedItems.shuffle(using: &rng)

            var view = Simulator(showing: before)
            try view.performBatchUpdates(update, dataSourceAfter: after)
            XCTAssertNil(view.shownDifference(from: after), "round \(round)")
        }
    }

    /// Arbitrary batches, mostly illegal, on lists with duplicate
    /// identities: the simulator never traps, and keeps its contract.
    func testArbitraryBatchesNeverTrapAndKeepTheStrongGuarantee() {
        var rng = SeededGenerator(seed: 4)
        var accepted = 0
        func randomList(_ rng: inout SeededGenerator) -> [TestSection] {
            (0..<Int.random(in: 0...3, using: &rng)).map { _ in
                section(
                    ["A", "B", "C"].randomElement(using: &rng) ?? "A",
                    (0..<Int.random(in: 0...4, using: &rng)).map { _ in ["a", "b", "c", "a#2"].randomElement(using: &rng) ?? "a" }
                )
            }
        }
        func index(_ rng: inout SeededGenerator) -> Int { Int.random(in: -1...4, using: &rng) }
        func somePath(_ rng: inout SeededGenerator) -> ItemPath { path(Int.random(in: -1...3, using: &rng), index(&rng)) }
        func some<T>(_ rng: inout SeededGenerator, _ make: (inout SeededGenerator) -> T) -> [T] {
            let count = [0, 0, 0, 0, 0, 1, 1, 2].randomElement(using: &rng) ?? 0
            return (0..<count).map { _ in make(&rng) }
        }
        for round in 0..<20_000 {
            let before = randomList(&rng)
            let after = Int.random(in: 0..<4, using: &rng) == 0 ? randomList(&rng) : before
            let update = BatchUpdate(
                deletedSections: some(&rng, index), insertedSections: some(&rng, index),
                reloadedSections: some(&rng, index), movedSections: some(&rng) { (index(&$0), index(&$0)) },
                deletedItems: some(&rng, somePath), insertedItems: some(&rng, somePath),
                reloadedItems: some(&rng, somePath), movedItems: some(&rng) { (somePath(&$0), somePath(&$0)) }
            )
            accepted += checkContract(before, update, after, round: round)
        }
        XCTAssertGreaterThan(accepted, 200, "too few accepted batches for the checks on them to mean something")
    }

    /// Naive batches between random lists, a third of them damaged by one
    /// wrong index, a dropped or a repeated operation.
    func testNaiveAndDamagedBatchesKeepTheContract() {
        var rng = SeededGenerator(seed: 5)
        var accepted = 0
        for round in 0..<20_000 {
            var names = Names()
            let before = randomSections(Int.random(in: 0...4, using: &rng), maxRows: 5, names: &names, using: &rng)
            var after: [TestSection] = []
            for section in before where Int.random(in: 0..<8, using: &rng) != 0 {
                var rows: [TestItem] = []
                for item in section.items where Int.random(in: 0..<6, using: &rng) != 0 {
                    rows.append(Int.random(in: 0..<5, using: &rng) == 0 ? TestItem(item.id, 2) : item)
                }
                for _ in 0..<Int.random(in: 0...1, using: &rng) {
                    rows.insert(TestItem(names.next()), at: Int.random(in: 0...rows.count, using: &rng))
                }
                after.insert(TestSection(original: section, items: rows), at: Int.random(in: 0...after.count, using: &rng))
            }
            if Bool.random(using: &rng) { after.sort { $0.identity < $1.identity } }
            var update = naiveBatch(from: before, to: after)
            if Int.random(in: 0..<3, using: &rng) == 0 {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: update.deletedItems.append(update.deletedItems.first ?? path(0, 0))
                case 1: update.insertedItems = update.insertedItems.map { path($0.section, $0.item + 1) }
                case 2: update.movedItems = Array(update.movedItems.dropFirst())
                default: update.deletedSections = update.deletedSections.map { $0 + 1 }
                }
            }
            accepted += checkContract(before, update, after, round: round)
        }
        XCTAssertGreaterThan(accepted, 5000, "too few accepted batches for the checks on them to mean something")
    }

    /// Runs `update` in both modes and checks the contract: a rejection
    /// changes nothing and is never a strict rule in UIKit mode; an accepted
    /// batch leaves as many sections and rows as the data source reports,
    /// and in strict mode the same identities everywhere. Returns 1 when
    /// strict mode accepted the batch.
    private func checkContract(
        _ before: [TestSection], _ update: BatchUpdate, _ after: [TestSection], round: Int
    ) -> Int {
        var acceptedStrictly = 0
        var acceptedByUIKit = false
        for strictness in [Simulator.Strictness.uikit, .strict] {
            var view = Simulator(showing: before, strictness: strictness)
            do throws(BatchUpdateError) {
                try view.performBatchUpdates(update, dataSourceAfter: after)
                XCTAssertEqual(view.shown.map(\.items.count), after.map(\.items.count), "round \(round)")
                if strictness == .strict {
                    XCTAssertTrue(acceptedByUIKit, "round \(round): strict mode accepted what UIKit mode rejects")
                    XCTAssertEqual(view.shown.map(\.identity), after.map(\.identity), "round \(round)")
                    XCTAssertEqual(view.shown.map { $0.items.map(\.id) }, after.map { $0.items.map(\.id) }, "round \(round)")
                    acceptedStrictly = 1
                } else {
                    acceptedByUIKit = true
                }
            } catch {
                XCTAssertNil(view.shownDifference(from: before), "round \(round): a rejected batch changed the view")
                if strictness == .uikit { XCTAssertFalse(error.isStrictRule, "round \(round)") }
            }
        }
        return acceptedStrictly
    }
}
