import ItemizeTesting
import XCTest

// Testable to run the data source's batch deadlines when a test chooses.
@testable import ItemizeRuntime

/// A view that never calls a batch's completion does not stop the data
/// source's updates for good: after `batchCompletionLimit` the data source
/// gives up on the batch, reloads, runs the completions, says why, and goes
/// on with the update waiting; a completion that comes later is ignored.
// Async test methods: see SectionedDataSourceTests.
@MainActor
final class SectionedDataSourceBatchDeadlineTests: XCTestCase {
    private let old = [section("A", [1, 2]), section("B", [3])]
    private let new = [section("B", [3, 4]), section("A", [2])]
    private let newer = [section("B", [5, 3, 4]), section("A", [2, 6])]

    func testAViewThatNeverFinishesABatchIsReloadedAfterTheLimitAndTheUpdateWaitingIsShown() async {
        let dataSource = SectionedDataSource(sections: old)
        let deadlines = HeldCallbacks(dataSource, \.scheduleBatchDeadline)
        var reasons: [String] = []
        dataSource.reloadReasonHandler = { reasons.append($0) }
        let view = SimulatedListView { dataSource.sections }
        view.holdsCompletions = true   // and never finishes them: UIKit skipped the completions
        var completions: [String] = []
        dataSource.apply(new, to: view) { completions.append("new") }
        dataSource.apply(newer, to: view) { completions.append("newer") }
        let batches = view.batchCount
        XCTAssertGreaterThan(batches, 0)
        XCTAssertTrue(dataSource.isUpdating)
        XCTAssertEqual(deadlines.count, 1, "one deadline for the batches of one call")
        XCTAssertEqual(completions, [])

        deadlines.run()
        XCTAssertEqual(view.reloadCount, 1, "the view is reloaded with the data it was last given")
        XCTAssertEqual(
            reasons,
            [
                "reloading instead of waiting: the view did not finish \(batches) batch(es) within 5 seconds "
                    + "(their completion never came); later updates go on"
            ])
        XCTAssertEqual(completions, ["new"], "the abandoned update's completion runs")
        // The waiting update went on, animated from what the reload showed.
        XCTAssertGreaterThan(view.batchCount, batches)
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: newer))
        XCTAssertEqual(dataSource.sections, newer)

        // Its batches never finish either: it is given up on in turn.
        XCTAssertEqual(deadlines.count, 1)
        deadlines.run()
        XCTAssertEqual(completions, ["new", "newer"])
        XCTAssertFalse(dataSource.isUpdating)
        XCTAssertEqual(view.reloadCount, 2)

        // And the queue is free: the next apply animates at once.
        view.holdsCompletions = false
        var last = false
        dataSource.apply(old, to: view) { last = true }
        XCTAssertTrue(last)
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: old))
    }

    func testACompletionThatComesAfterTheDataSourceGaveUpIsIgnored() async {
        let dataSource = SectionedDataSource(sections: old)
        let deadlines = HeldCallbacks(dataSource, \.scheduleBatchDeadline)
        dataSource.reloadReasonHandler = { _ in }
        let view = SimulatedListView { dataSource.sections }
        view.holdsCompletions = true
        var completions: [String] = []
        dataSource.apply(new, to: view) { completions.append("new") }
        let stale = view.heldCompletionCount
        dataSource.apply(newer, to: view) { completions.append("newer") }
        deadlines.run()
        XCTAssertEqual(completions, ["new"])
        XCTAssertTrue(dataSource.isUpdating, "the waiting update's batches animate")

        // The late completions of the abandoned batches arrive: they must
        // neither end the running update nor run a completion twice.
        for _ in 0..<stale { XCTAssertTrue(view.finishOldestAnimation()) }
        XCTAssertEqual(completions, ["new"])
        XCTAssertTrue(dataSource.isUpdating)

        // The running update's own completions end it.
        view.finishAnimations()
        XCTAssertEqual(completions, ["new", "newer"])
        XCTAssertFalse(dataSource.isUpdating)
        XCTAssertEqual(view.reloadCount, 1)
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: newer))
    }

    func testBatchesThatFinishInTimeAreNeverGivenUpOn() async {
        let dataSource = SectionedDataSource(sections: old)
        let deadlines = HeldCallbacks(dataSource, \.scheduleBatchDeadline)
        var reasons: [String] = []
        dataSource.reloadReasonHandler = { reasons.append($0) }
        let view = SimulatedListView { dataSource.sections }
        view.holdsCompletions = true
        var completed = 0
        dataSource.apply(new, to: view) { completed += 1 }
        view.finishAnimations()
        XCTAssertEqual(completed, 1)
        // A second update is under way when the first one's deadline passes.
        dataSource.apply(newer, to: view) { completed += 1 }
        XCTAssertEqual(deadlines.count, 2)
        deadlines.runOldest()
        XCTAssertEqual(reasons, [], "the deadline of the finished run gave up on the next run's batches")
        XCTAssertEqual(view.reloadCount, 0)
        XCTAssertTrue(dataSource.isUpdating)
        view.finishAnimations()
        XCTAssertEqual(completed, 2)
        XCTAssertNil(view.shownDifference(from: newer))
    }

    func testLaterBatchesOfTheSameRunMoveTheDeadlineOn() async throws {
        // The stages of one batch of a bound array are sent as they come,
        // each joining the running update: the wait is measured from the
        // last, and the data source gives up once, on all of them.
        let array = try SectionedArray(sections: old)
        let dataSource = SectionedDataSource<TestSection>()
        let deadlines = HeldCallbacks(dataSource, \.scheduleBatchDeadline)
        var reasons: [String] = []
        dataSource.reloadReasonHandler = { reasons.append($0) }
        let view = SimulatedListView { dataSource.sections }
        dataSource.bind(array, to: view)
        view.holdsCompletions = true
        try array.batch { array in
            try array.insertSection(section("C", [8]), at: 0)
            try array.moveItem(from: ItemPath(section: 1, item: 0), to: ItemPath(section: 2, item: 1))
        }
        let batches = view.heldCompletionCount
        XCTAssertGreaterThan(batches, 1)
        XCTAssertEqual(deadlines.count, batches)
        deadlines.run()
        XCTAssertEqual(reasons.count, 1, "only the deadline of the last batch gives up: \(reasons)")
        XCTAssertTrue(reasons.first?.contains("did not finish \(batches) batch(es)") == true, "\(reasons)")
        XCTAssertFalse(dataSource.isUpdating)
        XCTAssertEqual(view.reloadCount, 1)
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: array.sections))
    }

    func testNoReloadWhileADropIsInProgressTheDataSourceWaitsForItsEnd() async {
        let dataSource = SectionedDataSource(sections: old)
        let deadlines = HeldCallbacks(dataSource, \.scheduleBatchDeadline)
        dataSource.reloadReasonHandler = { _ in }
        let view = SimulatedListView { dataSource.sections }
        view.holdsCompletions = true
        var completed = false
        dataSource.apply(new, to: view) { completed = true }
        view.hasUncommittedUpdates = true
        deadlines.run()
        XCTAssertEqual(view.reloadCount, 0, "a reload deletes the drop's placeholders")
        XCTAssertFalse(completed)
        XCTAssertEqual(deadlines.count, 1, "it waits once more")
        view.hasUncommittedUpdates = false
        deadlines.run()
        XCTAssertEqual(view.reloadCount, 1)
        XCTAssertTrue(completed)
        XCTAssertEqual(view.errors, [])
    }

    func testNoReloadWhileTheUserMovesARow() async {
        let dataSource = SectionedDataSource(sections: old)
        let deadlines = HeldCallbacks(dataSource, \.scheduleBatchDeadline)
        dataSource.reloadReasonHandler = { _ in }
        let view = SimulatedListView { dataSource.sections }
        view.holdsCompletions = true
        dataSource.apply(new, to: view, completion: nil)
        dataSource.beginInteractiveMove()
        deadlines.run()
        XCTAssertEqual(view.reloadCount, 0, "reloaded during the user's move")
        dataSource.endInteractiveMove()
        deadlines.run()
        XCTAssertEqual(view.reloadCount, 1)
        XCTAssertFalse(dataSource.isUpdating)
    }

    func testTheLimitIsPastEveryUIKitAnimationAndShortEnoughToNotice() {
        // UIKit's batch animations last about 0.3 s, ten times that with
        // the Simulator's slow animations.
        let seconds = Double(SectionedDataSource<TestSection>.batchCompletionLimit) / 1e9
        XCTAssertEqual(seconds, 5)
    }
}
