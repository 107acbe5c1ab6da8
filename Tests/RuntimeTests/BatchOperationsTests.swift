@testable import ItemizeRuntime
import ItemizeTesting
import XCTest

/// A view's batch operations that record each call, in order, and collect
/// the batch as a `BatchUpdate`, which `batchEnded` receives once the
/// updates block has run (where UIKit checks the batch).
@MainActor
private final class RecordingOperations: BatchOperations {
    private(set) var calls: [String] = []
    private var update = BatchUpdate()
    var batchEnded: (BatchUpdate) -> Void = { _ in }

    func performBatch(_ updates: @escaping () -> Void, completion: @escaping () -> Void) {
        calls.append("batch")
        update = BatchUpdate()
        updates()
        calls.append("end of batch")
        batchEnded(update)
        completion()
    }

    func deleteSections(_ sections: [Int]) {
        calls.append("deleteSections \(sections)")
        update.deletedSections += sections
    }

    func insertSections(_ sections: [Int]) {
        calls.append("insertSections \(sections)")
        update.insertedSections += sections
    }

    func moveSection(_ section: Int, toSection newSection: Int) {
        calls.append("moveSection \(section) \(newSection)")
        update.movedSections.append((section, newSection))
    }

    func updateSections(_ sections: [Int], style: UpdateStyle) {
        calls.append("updateSections \(sections) \(style)")
        if style == .reconfigure {
            update.reconfiguredSections += sections
        } else {
            update.reloadedSections += sections
        }
    }

    func deleteItems(at paths: [ItemPath]) {
        calls.append("deleteItems \(paths)")
        update.deletedItems += paths
    }

    func insertItems(at paths: [ItemPath]) {
        calls.append("insertItems \(paths)")
        update.insertedItems += paths
    }

    func moveItem(at path: ItemPath, to newPath: ItemPath) {
        calls.append("moveItem \(path) \(newPath)")
        update.movedItems.append((path, newPath))
    }

    func updateItems(at paths: [ItemPath], style: UpdateStyle) {
        calls.append("updateItems \(paths) \(style)")
        if style == .reconfigure {
            update.reconfiguredItems += paths
        } else {
            update.reloadedItems += paths
        }
    }
}

/// The one piece that turns a changeset into a view's batch calls, shared
/// by UIKit's and AppKit's table and collection views.
// Async test methods: see SectionedDataSourceTests.
@MainActor
final class BatchOperationsTests: XCTestCase {
    private func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

    func testTheDataIsSwitchedFirstInsideTheBatchThenEveryOperationInUIKitsOrder() async {
        let operations = RecordingOperations()
        let changeset = Changeset(
            sections: [section("A", [1])], deletedSections: [3, 4], insertedSections: [2], movedSections: [(0, 1), (1, 0)],
            updatedSections: [5], deletedItems: [path(0, 1)], insertedItems: [path(0, 0), path(0, 2)],
            movedItems: [(path(1, 0), path(1, 1))], updatedItems: [path(2, 0)])
        var completions = 0
        operations.perform(
            changeset, updateStyle: .reconfigure, updateData: {},
            completion: { completions += 1 })
        XCTAssertEqual(completions, 1)
        let inside = Array(operations.calls.dropFirst().dropLast())
        XCTAssertEqual(operations.calls.first, "batch")
        XCTAssertEqual(operations.calls.last, "end of batch")
        XCTAssertEqual(inside, [
            "deleteSections [3, 4]", "insertSections [2]", "moveSection 0 1", "moveSection 1 0",
            "updateSections [5] reconfigure", "deleteItems \([path(0, 1)])", "insertItems \([path(0, 0), path(0, 2)])",
            "moveItem \(path(1, 0)) \(path(1, 1))", "updateItems \([path(2, 0)]) reconfigure",
        ])
    }

    func testUpdateDataRunsBeforeAnyOperationAndInsideTheBatch() async {
        let operations = RecordingOperations()
        var callsWhenSwitched: [String]?
        operations.perform(
            Changeset(sections: [section("A", [1])], insertedItems: [path(0, 0)]), updateStyle: .reload,
            updateData: { callsWhenSwitched = operations.calls }, completion: {})
        XCTAssertEqual(callsWhenSwitched, ["batch"])
        XCTAssertEqual(operations.calls, ["batch", "insertItems \([path(0, 0)])", "end of batch"])
    }

    func testKindsWithoutOperationsAreNotSentAndTheStyleReachesTheUpdates() async {
        // An empty list would still be a UIKit call (and an empty reload
        // asks the adapter for nothing): only kinds with operations are sent.
        let operations = RecordingOperations()
        operations.perform(
            Changeset<TestSection>(sections: [], updatedSections: [1], updatedItems: [path(0, 3)]), updateStyle: .reload,
            updateData: {}, completion: {})
        XCTAssertEqual(operations.calls, [
            "batch", "updateSections [1] reload", "updateItems \([path(0, 3)]) reload", "end of batch",
        ])
        let empty = RecordingOperations()
        var completions = 0
        empty.perform(Changeset<TestSection>(sections: []), updateStyle: .reload, updateData: {}, completion: { completions += 1 })
        XCTAssertEqual(empty.calls, ["batch", "end of batch"])
        XCTAssertEqual(completions, 1)
    }

    func testRandomDiffsSentThroughTheOperationsPassTheStrictSimulatorAndEndAtTheTarget() async {
        // Every operation reaches the call of its kind with its own indices:
        // a delete sent as an insert, or a move's ends swapped, would be
        // rejected by the simulator or leave the view elsewhere.
        var random = RandomSections(seed: 0x0B47)
        var stageCount = 0
        for pairIndex in 0..<2_000 {
            let (source, target) = random.pair()
            var held = source
            var view = BatchUpdateSimulator(showing: source, strictness: .strict)
            var failures: [String] = []
            let operations = RecordingOperations()
            operations.batchEnded = { update in
                do {
                    try view.performBatchUpdates(update, dataSourceAfter: held)
                } catch {
                    failures.append("\(error)")
                }
            }
            for stage in StagedChangeset(source: source, target: target) {
                operations.perform(stage, updateStyle: .reload, updateData: { held = stage.sections }, completion: {})
                stageCount += 1
            }
            if let failure = failures.first ?? view.shownDifference(from: target) {
                return XCTFail("pair \(pairIndex): \(failure)\nsource: \(source)\ntarget: \(target)")
            }
        }
        XCTAssertGreaterThan(stageCount, 3_000)
    }
}

/// What UIKit's and AppKit's views answer to `readsData(from:)`, from
/// their data source.
// Async test methods: see SectionedDataSourceTests.
@MainActor
final class ViewReadsDataTests: XCTestCase {
    private final class Adapter: SectionedDataAdapter {
        let adaptedData: AnyObject
        init(showing data: AnyObject) { adaptedData = data }
    }

    private final class OwnDataSource {}

    func testAViewReadsTheDataOfItsAdapterOnly() async {
        let data = SectionedDataSource(sections: [section("A", [1])])
        let other = SectionedDataSource(sections: [section("A", [1])])
        XCTAssertTrue(viewReadsData(data, through: Adapter(showing: data)))
        XCTAssertFalse(viewReadsData(data, through: Adapter(showing: other)), "an adapter of other data")
        XCTAssertFalse(viewReadsData(data, through: nil), "a released data source")
        XCTAssertTrue(viewReadsData(data, through: OwnDataSource()), "a data source of the app's own is trusted")
    }
}
