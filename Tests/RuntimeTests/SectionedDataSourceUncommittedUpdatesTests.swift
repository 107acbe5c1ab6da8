import ItemizeTesting
import XCTest

// Testable to run the data source's checks for the end of a drop when a
// test chooses.
@testable import ItemizeRuntime

/// An update asked for while the view has uncommitted updates (a drop in
/// progress) is held, never reloaded nor batched, and shown once the drop
/// has been committed or has ended. Apple: "Don't call this method when the
/// hasUncommittedUpdates property is true" (UITableView's `reloadData()`);
/// a collection view's reload "deletes all placeholders".
// Async test methods: see SectionedDataSourceTests.
@MainActor
final class SectionedDataSourceUncommittedUpdatesTests: XCTestCase {
    private let old = [section("A", [1, 2]), section("B", [3])]
    private let new = [section("B", [3, 4]), section("A", [2])]

    func testAnUpdateDuringADropIsHeldUntilTheDropEndsAndNeverReloaded() async {
        for animated in [true, false] {
            let dataSource = SectionedDataSource(sections: old)
            let checks = HeldCallbacks(dataSource, \.scheduleCommitCheck)
            let view = SimulatedListView { dataSource.sections }
            view.hasUncommittedUpdates = true
            var completed = 0
            dataSource.apply(new, to: view, animated: animated) { completed += 1 }

            XCTAssertEqual(view.batchCount + view.reloadCount, 0, "animated: \(animated)")
            XCTAssertEqual(dataSource.sections, old, "the data changed before the view was told")
            XCTAssertFalse(dataSource.isUpdating, "setSections must reach the data during a drop's commit")
            XCTAssertEqual(completed, 0)
            XCTAssertEqual(checks.count, 1)

            // Still dropping: it looks again, and sends nothing.
            checks.run()
            XCTAssertEqual(view.batchCount + view.reloadCount, 0)
            XCTAssertEqual(checks.count, 1)

            view.hasUncommittedUpdates = false
            checks.run()
            XCTAssertEqual(view.errors, [], "animated: \(animated)")
            XCTAssertEqual(animated ? view.reloadCount : view.batchCount, 0, "animated: \(animated)")
            XCTAssertNil(view.shownDifference(from: new))
            XCTAssertEqual(dataSource.sections, new)
            XCTAssertEqual(completed, 1)
            XCTAssertEqual(checks.count, 0, "it goes on looking after the update was shown")
        }
    }

    func testTheDroppedItemLandsAndTheNextUpdateStartsFromIt() async {
        // A refresh arrives during the drop and is held; the drop commits
        // its placeholder (the data source takes the dropped row with
        // setSections, at once); the app then shows its newest data, which
        // supersedes the held refresh and inherits its completion.
        let dataSource = SectionedDataSource(sections: old)
        let checks = HeldCallbacks(dataSource, \.scheduleCommitCheck)
        let view = SimulatedListView { dataSource.sections }
        view.hasUncommittedUpdates = true
        var completions: [String] = []
        dataSource.apply(new, to: view) { completions.append("refresh") }

        let committed = view.commitInsertion(at: ItemPath(section: 1, item: 0)) { path in
            var sections = dataSource.sections
            sections[path.section].items.insert(Row(id: 9), at: path.item)
            dataSource.setSections(sections)
        }
        XCTAssertTrue(committed, "the placeholder was deleted")
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: [section("A", [1, 2]), section("B", [9, 3])]))

        let newest = [section("B", [9, 3, 4]), section("A", [2])]
        dataSource.apply(newest, to: view) { completions.append("newest") }
        XCTAssertEqual(view.errors, [])
        XCTAssertEqual(view.reloadCount, 0)
        XCTAssertNil(view.shownDifference(from: newest))
        XCTAssertEqual(completions, ["refresh", "newest"])
        // The held refresh is gone: a check still scheduled finds nothing.
        let batches = view.batchCount
        checks.run()
        XCTAssertEqual(view.batchCount, batches)
        XCTAssertNil(view.shownDifference(from: newest))
    }

    func testTheNewestHeldUpdateWinsAndTheOthersCompleteWithIt() async {
        let dataSource = SectionedDataSource(sections: old)
        let checks = HeldCallbacks(dataSource, \.scheduleCommitCheck)
        let view = SimulatedListView { dataSource.sections }
        view.hasUncommittedUpdates = true
        var completions: [Int] = []
        dataSource.apply([section("A", [1])], to: view) { completions.append(1) }
        dataSource.apply([section("C", [5])], to: view) { completions.append(2) }
        dataSource.apply(new, to: view) { completions.append(3) }
        XCTAssertEqual(checks.count, 1, "one check is enough for every held update")
        XCTAssertEqual(view.batchCount + view.reloadCount, 0)

        view.hasUncommittedUpdates = false
        checks.run()
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: new))
        XCTAssertEqual(completions, [1, 2, 3])
    }

    func testABoundArraysChangesetDuringADropIsHeldAndDiffed() async throws {
        let array = try SectionedArray(sections: old)
        let dataSource = SectionedDataSource<TestSection>()
        let checks = HeldCallbacks(dataSource, \.scheduleCommitCheck)
        let view = SimulatedListView { dataSource.sections }
        dataSource.bind(array, to: view)
        XCTAssertNil(view.shownDifference(from: old))
        view.hasUncommittedUpdates = true
        try array.appendItem(Row(id: 7), toSection: 1)
        _ = try array.removeItem(at: ItemPath(section: 0, item: 0))
        XCTAssertEqual(view.batchCount + view.reloadCount, 1, "only the first load")

        view.hasUncommittedUpdates = false
        checks.run()
        XCTAssertEqual(view.errors, [])
        XCTAssertEqual(view.reloadCount, 0)
        XCTAssertNil(view.shownDifference(from: array.sections))
        // The binding goes on with changesets after the drop.
        try array.appendItem(Row(id: 8), toSection: 0)
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: array.sections))
    }

    func testADropThatBeginsWhileTheDiffRunsOffTheMainActorHoldsTheUpdate() async {
        let dataSource = SectionedDataSource(sections: old)
        let checks = HeldCallbacks(dataSource, \.scheduleCommitCheck)
        var jobs: [@Sendable () async -> Void] = []
        dataSource.runOffMainActor = { jobs.append($0) }
        let view = SimulatedListView { dataSource.sections }
        var completed = false
        dataSource.applyDiffingOffMainActor(new, to: view) { completed = true }
        view.hasUncommittedUpdates = true
        await jobs.removeFirst()()
        XCTAssertEqual(view.batchCount + view.reloadCount, 0)
        XCTAssertFalse(completed)

        view.hasUncommittedUpdates = false
        checks.run()
        // Held updates are diffed again when they start, off the main actor here.
        if !jobs.isEmpty { await jobs.removeFirst()() }
        XCTAssertEqual(view.errors, [])
        XCTAssertEqual(view.reloadCount, 0)
        XCTAssertNil(view.shownDifference(from: new))
        XCTAssertTrue(completed)
    }

    func testWithoutAnyOtherCallTheHeldUpdateIsShownSoonAfterTheDropEnds() async {
        // The data source's own schedule, about once a frame: nothing else
        // tells it that the drop ended.
        let dataSource = SectionedDataSource(sections: old)
        let view = SimulatedListView { dataSource.sections }
        view.hasUncommittedUpdates = true
        var sentDuringTheDrop = -1
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: 50_000_000)
            sentDuringTheDrop = view.batchCount + view.reloadCount
            view.hasUncommittedUpdates = false
        }
        await dataSource.apply(new, to: view)
        XCTAssertEqual(sentDuringTheDrop, 0)
        XCTAssertEqual(view.errors, [])
        XCTAssertEqual(view.reloadCount, 0)
        XCTAssertNil(view.shownDifference(from: new))
    }

    func testTheSimulatedViewRecordsAReloadDuringADropAsUIKitsRule() async {
        // Negative control: the old runtime's reload during a drop, which
        // the simulated view must report in Apple's words.
        for kind in [BatchUpdateSimulator<TestSection>.ViewKind.tableView, .collectionView] {
            var sections = old
            let view = SimulatedListView(dataSource: { sections }, viewKind: kind)
            view.hasUncommittedUpdates = true
            sections = new
            view.reloadData()
            let message = kind == .tableView
                ? "reloadData() while the table view has uncommitted updates, which forces the table to delete any "
                    + "uncommitted changes: \"Don't call this method when the hasUncommittedUpdates property is true\""
                : "reloadData() while the collection view has uncommitted updates: \"don't reload the collection "
                    + "view's data, as doing so deletes all placeholders and recreates items from the data source\""
            XCTAssertEqual(view.errors.map(\.description), [message])
            XCTAssertFalse(view.hasUncommittedUpdates, "the reload deleted the placeholder")
            XCTAssertFalse(view.commitInsertion(at: ItemPath(section: 0, item: 0)) { _ in XCTFail("committed") })

            // And a batch during a drop, in strict mode.
            view.hasUncommittedUpdates = true
            view.performBatchUpdates(Changeset(sections: new), updateStyle: .reload, updateData: {}, completion: {})
            XCTAssertEqual(view.errors.last?.isStrictRule, true)
            XCTAssertTrue(view.errors.last?.message.hasPrefix("a batch update while the ") == true)
        }
    }
}
