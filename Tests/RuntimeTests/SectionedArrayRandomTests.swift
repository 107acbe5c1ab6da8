import ItemizeRuntime
import ItemizeTesting
import XCTest

/// Seeded random mutation sequences through `SectionedArray`, in and out
/// of batches, checked against a plain model of the same mutations and
/// replayed on the strict simulator.
// Async test methods: see SectionedDataSourceTests.
@MainActor
final class SectionedArrayRandomTests: XCTestCase {
    private struct Rollback: Error {}

    func testRandomMutationsMatchAModelAndPassTheStrictSimulator() async throws {
        var refused = 0, applied = 0, batches = 0, changesets = 0
        for seed in UInt64(1)...4 {
            var random = RandomMutations(seed: seed)
            let array = try SectionedArray(sections: [section("S0", [0, 1]), section("S1", [])])
            var model = array.sections
            var view = BatchUpdateSimulator(
                showing: array.sections, strictness: .strict, viewKind: seed % 2 == 0 ? .tableView : .collectionView)
            var rejection: String?
            _ = array.observe { changeset in
                changesets += 1
                do throws(BatchUpdateError) {
                    try view.apply(changeset)
                } catch {
                    if rejection == nil { rejection = "\(error)\n\(BatchUpdate(changeset))" }
                }
            }

            for step in 0..<1_000 {
                let context = "seed \(seed) step \(step)"
                if random.chance(15) {
                    // A batch of several mutations, sometimes abandoned by an error.
                    batches += 1
                    let mutations = (0..<random.int(2...8)).map { _ in random.mutation(of: model) }
                    let abandon = random.chance(15)
                    var batchModel = model, disagreement: String?
                    do {
                        try array.batch { array in
                            for mutation in mutations {
                                let expected = mutation.result(of: batchModel)
                                let performed = (try? mutation.perform(on: array)) != nil
                                if performed != (expected != nil) { disagreement = "\(mutation)" }
                                batchModel = expected ?? batchModel
                            }
                            if abandon { throw Rollback() }
                        }
                    } catch {}
                    if let disagreement {
                        return XCTFail("\(context): in a batch, \(disagreement) disagrees with the model")
                    }
                    if !abandon { model = batchModel }
                } else {
                    let mutation = random.mutation(of: model)
                    let expected = mutation.result(of: model)
                    let before = changesets
                    do {
                        try mutation.perform(on: array)
                        applied += 1
                        XCTAssertNotNil(expected, "\(context): \(mutation) should have thrown")
                    } catch {
                        refused += 1
                        XCTAssertNil(expected, "\(context): \(mutation) threw \(error)")
                        XCTAssertEqual(changesets, before, "\(context): a refused mutation delivered a changeset")
                    }
                    model = expected ?? model
                }
                if let rejection { return XCTFail("\(context): rejected \(rejection)") }
                guard array.sections == model else {
                    return XCTFail("\(context): array \(array.sections), model \(model)")
                }
                if let difference = view.shownDifference(from: model) { return XCTFail("\(context): \(difference)") }
            }
        }
        // Both outcomes are common, and batches ran.
        XCTAssertGreaterThan(applied, 1_500)
        XCTAssertGreaterThan(refused, 300)
        XCTAssertGreaterThan(batches, 400)
        XCTAssertGreaterThan(changesets, 2_000)
    }

    func testRandomMutationsThroughABoundDataSourceKeepTheViewExact() async throws {
        // The array drives a strict view through `bind`, while batches
        // animate for a while and now and then the data source is given
        // other data.
        var held = 0, direct = 0, duplicateReports = 0
        for seed in UInt64(1)...4 {
            var random = RandomMutations(seed: seed)
            let array = try SectionedArray(sections: [section("S0", [0, 1]), section("S1", [])])
            let dataSource = SectionedDataSource<TestSection>()
            // The mutations repeat identities; the data source reports them
            // and still shows the data.
            dataSource.duplicatesHandler = { duplicates in
                XCTAssertFalse(duplicates.isEmpty, "a report without a duplicate")
                duplicateReports += 1
            }
            let view = SimulatedListView(
                dataSource: { dataSource.sections }, viewKind: seed % 2 == 0 ? .tableView : .collectionView)
            view.holdsCompletions = true
            var delivered = 0
            _ = array.observe { _ in delivered += 1 }
            dataSource.bind(array, to: view)
            // Whether the data source was last asked to show other data than the array's.
            var showsOther = false
            for step in 0..<600 {
                let context = "seed \(seed) step \(step)"
                let (batches, deliveredBefore) = (view.batchCount, delivered)
                let updating = dataSource.isUpdating
                if random.chance(20) {
                    array.batch { array in
                        for _ in 0..<random.int(2...6) { try? random.mutation(of: array.sections).perform(on: array) }
                    }
                } else if random.chance(5) {
                    dataSource.apply([section("X", [99])], to: view, completion: nil)
                    showsOther = true
                } else {
                    try? random.mutation(of: array.sections).perform(on: array)
                    if delivered > deliveredBefore {
                        if updating { held += 1 } else if view.batchCount > batches { direct += 1 }
                    }
                }
                // The newest data asked for wins: the array's, once it changed.
                if delivered > deliveredBefore { showsOther = false }
                if random.chance(40) { view.finishOldestAnimation() }
                if random.chance(10) { view.finishAnimations() }
                if let error = view.errors.first { return XCTFail("\(context): \(error)") }
                if !dataSource.isUpdating, !showsOther, let difference = view.shownDifference(from: array.sections) {
                    return XCTFail("\(context): idle but \(difference)")
                }
            }
            view.finishAnimations()
            try array.appendSection(section("Last", [100]))
            view.finishAnimations()
            XCTAssertNil(view.shownDifference(from: array.sections), "seed \(seed)")
            XCTAssertEqual(view.errors, [])
        }
        // Both paths ran many times: straight to the view, and held back.
        XCTAssertGreaterThan(direct, 150, "\(direct) went straight to the view")
        XCTAssertGreaterThan(held, 150, "\(held) arrived while a batch animated")
        XCTAssertGreaterThan(duplicateReports, 100, "the mutations repeat identities, which the data source reports")
    }
}

/// One mutation, and the plain model of what it does.
private enum Mutation {
    case appendItem(Row, toSection: Int)
    case insertItem(Row, at: ItemPath)
    case removeItem(at: ItemPath)
    case moveItem(from: ItemPath, to: ItemPath)
    case replaceItem(at: ItemPath, with: Row)
    case appendSection(TestSection)
    case insertSection(TestSection, at: Int)
    case removeSection(at: Int)
    case moveSection(from: Int, to: Int)
    case replaceSection(at: Int, with: TestSection)

    @MainActor func perform(on array: SectionedArray<TestSection>) throws(SectionedArrayError) {
        switch self {
        case let .appendItem(row, section): try array.appendItem(row, toSection: section)
        case let .insertItem(row, path): try array.insertItem(row, at: path)
        case let .removeItem(path): try array.removeItem(at: path)
        case let .moveItem(from, to): try array.moveItem(from: from, to: to)
        case let .replaceItem(path, row): try array.replaceItem(at: path, with: row)
        case let .appendSection(section): try array.appendSection(section)
        case let .insertSection(section, index): try array.insertSection(section, at: index)
        case let .removeSection(index): try array.removeSection(at: index)
        case let .moveSection(from, to): try array.moveSection(from: from, to: to)
        case let .replaceSection(index, section): try array.replaceSection(at: index, with: section)
        }
    }

    /// The sections after the mutation, or nil when it must be refused.
    func result(of sections: [TestSection]) -> [TestSection]? {
        var sections = sections
        func hasSection(_ index: Int) -> Bool { index >= 0 && index < sections.count }
        func hasItem(_ path: ItemPath) -> Bool {
            hasSection(path.section) && path.item >= 0 && path.item < sections[path.section].items.count
        }
        switch self {
        case let .appendItem(row, section):
            guard hasSection(section) else { return nil }
            sections[section].items.append(row)
        case let .insertItem(row, path):
            guard hasSection(path.section), path.item >= 0, path.item <= sections[path.section].items.count
            else { return nil }
            sections[path.section].items.insert(row, at: path.item)
        case let .removeItem(path):
            guard hasItem(path) else { return nil }
            sections[path.section].items.remove(at: path.item)
        case let .moveItem(from, to):
            guard hasItem(from) else { return nil }
            let row = sections[from.section].items.remove(at: from.item)
            guard hasSection(to.section), to.item >= 0, to.item <= sections[to.section].items.count else { return nil }
            sections[to.section].items.insert(row, at: to.item)
        case let .replaceItem(path, row):
            guard hasItem(path) else { return nil }
            sections[path.section].items[path.item] = row
        case let .appendSection(section):
            sections.append(section)
        case let .insertSection(section, index):
            guard index >= 0, index <= sections.count else { return nil }
            sections.insert(section, at: index)
        case let .removeSection(index):
            guard hasSection(index) else { return nil }
            sections.remove(at: index)
        case let .moveSection(from, to):
            guard hasSection(from), hasSection(to) else { return nil }
            sections.insert(sections.remove(at: from), at: to)
        case let .replaceSection(index, section):
            guard hasSection(index) else { return nil }
            sections[index] = section
        }
        return sections
    }
}

/// Mutations with indices mostly in range and sometimes just outside it,
/// identities from small pools so that duplicates occur.
private struct RandomMutations {
    var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &generator) < percent }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }

    /// An index in `0..<count`, or now and then one just outside.
    mutating func index(below count: Int) -> Int {
        chance(10) ? [-1, count, count + 1].randomElement(using: &generator)! : int(0...max(count - 1, 0))
    }

    mutating func row() -> Row { Row(id: int(0...29), version: chance(30) ? 1 : 0) }

    mutating func newSection() -> TestSection {
        section("S\(int(0...6))", rows: (0..<int(0...3)).map { _ in row() }, title: chance(30) ? "t" : "")
    }

    mutating func path(in sections: [TestSection], extra: Int = 0) -> ItemPath {
        let section = index(below: sections.count)
        let count = sections.indices.contains(section) ? sections[section].items.count + extra : 1
        return ItemPath(section: section, item: index(below: count))
    }

    mutating func mutation(of sections: [TestSection]) -> Mutation {
        let total = sections.reduce(0) { $0 + $1.items.count }
        let growing = total < 30 && sections.count < 8
        switch int(0...11) {
        case 0 where growing: return .appendItem(row(), toSection: index(below: sections.count))
        case 1...2 where growing: return .insertItem(row(), at: path(in: sections, extra: 1))
        case 3 where growing: return chance(50) ? .appendSection(newSection())
            : .insertSection(newSection(), at: index(below: sections.count + 1))
        case 4: return .removeSection(at: index(below: sections.count))
        case 5: return .moveSection(from: index(below: sections.count), to: index(below: sections.count))
        case 6: return .replaceSection(at: index(below: sections.count), with: newSection())
        case 7, 8: return .moveItem(from: path(in: sections), to: path(in: sections))
        case 9: return .replaceItem(at: path(in: sections), with: row())
        default: return .removeItem(at: path(in: sections))
        }
    }
}
