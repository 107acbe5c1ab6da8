import ItemizeTesting
import XCTest

// Testable to give the data source a user's move as the UIKit adapters do
// (`takeInteractiveMove`), and to run its checks when a test chooses.
@testable import ItemizeRuntime

/// While the user moves a row (`beginInteractiveMove()` to
/// `endInteractiveMove()`), updates are held: the view names the moved row
/// by the index path it had when the move began (UIKit's
/// `collectionView(_:moveItemAt:to:)`: "The item's original index path"),
/// which a batch sent meanwhile would change. They are shown at the look
/// after the move has ended, diffed from the data with the move in it.
// Async test methods: see SectionedDataSourceTests.
@MainActor
final class SectionedDataSourceInteractiveMoveTests: XCTestCase {
    private let old = [section("A", [1, 2, 3]), section("B", [4])]
    /// A refresh that arrives during the move: a new row at the top of A.
    private let refresh = [section("A", [0, 1, 2, 3]), section("B", [4])]

    /// Moves the row at `from` to `to` in the data source, as the UIKit
    /// adapters' move methods do.
    private func move(in dataSource: SectionedDataSource<TestSection>, from: ItemPath, to: ItemPath) {
        var sections = dataSource.sections
        let row = sections[from.section].items.remove(at: from.item)
        sections[to.section].items.insert(row, at: to.item)
        dataSource.takeInteractiveMove(sections)
    }

    func testUpdatesAreHeldFromTheStartOfAMoveToItsEndAndShownAfterIt() async {
        let dataSource = SectionedDataSource(sections: old)
        let looks = HeldCallbacks(dataSource, \.scheduleCommitCheck)
        let view = SimulatedListView { dataSource.sections }
        // The user picks up row 1 and drags it below row 3.
        dataSource.beginInteractiveMove()
        view.beginInteractiveMove(at: ItemPath(section: 0, item: 0))
        XCTAssertTrue(dataSource.isMovingInteractively)
        var completed = false
        dataSource.apply(refresh, to: view) { completed = true }
        XCTAssertEqual(view.batchCount + view.reloadCount, 0, "a batch reached the view during the move")
        XCTAssertFalse(completed)
        XCTAssertEqual(dataSource.sections, old)
        // A look about a frame later finds the move still in progress.
        looks.run()
        XCTAssertEqual(view.batchCount + view.reloadCount, 0)
        XCTAssertEqual(looks.count, 1, "it stopped looking during the move")

        view.endInteractiveMove(at: ItemPath(section: 0, item: 2)) { move(in: dataSource, from: $0, to: $1) }
        XCTAssertEqual(dataSource.sections, [section("A", [2, 3, 1]), section("B", [4])], "the lifted row moved")
        XCTAssertFalse(completed, "shown before the move ended")
        dataSource.endInteractiveMove()
        XCTAssertFalse(completed, "shown in the run loop turn the move ended in")
        // The next look, about a frame later, shows it.
        looks.run()
        XCTAssertTrue(completed)
        XCTAssertFalse(dataSource.isMovingInteractively)
        XCTAssertEqual(view.errors, [])
        XCTAssertEqual(view.reloadCount, 0)
        XCTAssertNil(view.shownDifference(from: refresh))
    }

    func testWithoutTheHoldABatchLandsDuringTheMoveAndAnotherRowMoves() async {
        // Negative control: the data source as it was, sending the refresh
        // while the user holds row 1. The view reports the batch, and when
        // the move ends the row at the path row 1 had, now row 0, moves.
        let dataSource = SectionedDataSource(sections: old)
        let view = SimulatedListView { dataSource.sections }
        view.beginInteractiveMove(at: ItemPath(section: 0, item: 0))
        dataSource.apply(refresh, to: view, completion: nil)
        XCTAssertEqual(view.errors.count, 1)
        XCTAssertEqual(view.errors.first?.isStrictRule, true)
        XCTAssertTrue(
            view.errors.first?.message.hasPrefix("a batch update while the user moves the row picked up at [0, 0]") == true,
            "\(view.errors)")
        view.endInteractiveMove(at: ItemPath(section: 0, item: 3)) { move(in: dataSource, from: $0, to: $1) }
        XCTAssertEqual(dataSource.sections[0].items.map(\.id), [1, 2, 3, 0], "row 0 moved, not the row the user held")
    }

    func testACancelledMoveShowsTheHeldUpdateWithoutAMove() async {
        let dataSource = SectionedDataSource(sections: old)
        let looks = HeldCallbacks(dataSource, \.scheduleCommitCheck)
        let view = SimulatedListView { dataSource.sections }
        dataSource.beginInteractiveMove()
        view.beginInteractiveMove(at: ItemPath(section: 0, item: 1))
        var completed = false
        dataSource.apply(refresh, to: view) { completed = true }
        view.cancelInteractiveMove()
        dataSource.endInteractiveMove()
        looks.run()
        XCTAssertTrue(completed)
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: refresh))
    }

    func testAMoveThatBeginsWhileBatchesAnimateHoldsTheUpdateThatWaits() async {
        let dataSource = SectionedDataSource(sections: old)
        let looks = HeldCallbacks(dataSource, \.scheduleCommitCheck)
        let view = SimulatedListView { dataSource.sections }
        view.holdsCompletions = true
        let first = [section("A", [1, 2, 3]), section("B", [4, 5])]
        var completions: [String] = []
        dataSource.apply(first, to: view) { completions.append("first") }
        dataSource.apply(refresh, to: view) { completions.append("refresh") }
        dataSource.beginInteractiveMove()
        view.beginInteractiveMove(at: ItemPath(section: 0, item: 0))
        let batches = view.batchCount
        view.finishAnimations()
        XCTAssertEqual(completions, ["first"])
        XCTAssertEqual(view.batchCount, batches, "the waiting update was sent during the move")
        view.endInteractiveMove(at: ItemPath(section: 0, item: 1)) { move(in: dataSource, from: $0, to: $1) }
        dataSource.endInteractiveMove()
        looks.run()
        view.finishAnimations()
        XCTAssertEqual(completions, ["first", "refresh"])
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: refresh))
    }

    func testABoundArraysChangesetDuringAMoveWaitsForItsEnd() async throws {
        let array = try SectionedArray(sections: old)
        let dataSource = SectionedDataSource<TestSection>()
        let looks = HeldCallbacks(dataSource, \.scheduleCommitCheck)
        let view = SimulatedListView { dataSource.sections }
        dataSource.bind(array, to: view)
        view.holdsCompletions = true
        try array.appendItem(Row(id: 7), toSection: 1)   // animating
        dataSource.beginInteractiveMove()
        view.beginInteractiveMove(at: ItemPath(section: 0, item: 2))
        // Not sent as one more batch of the running update.
        try array.appendItem(Row(id: 8), toSection: 1)
        XCTAssertEqual(view.heldCompletionCount, 1)
        view.finishAnimations()
        XCTAssertEqual(view.errors, [])
        view.endInteractiveMove(at: ItemPath(section: 0, item: 0)) { move(in: dataSource, from: $0, to: $1) }
        dataSource.endInteractiveMove()
        looks.run()
        view.finishAnimations()
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: array.sections))
    }

    func testMovesNestAndAnEndWithoutABeginDoesNothing() async {
        let dataSource = SectionedDataSource(sections: old)
        let looks = HeldCallbacks(dataSource, \.scheduleCommitCheck)
        let view = SimulatedListView { dataSource.sections }
        dataSource.endInteractiveMove()
        XCTAssertFalse(dataSource.isMovingInteractively)
        dataSource.beginInteractiveMove()
        dataSource.beginInteractiveMove()
        var completed = false
        dataSource.apply(refresh, to: view) { completed = true }
        dataSource.endInteractiveMove()
        XCTAssertTrue(dataSource.isMovingInteractively)
        looks.run()
        XCTAssertFalse(completed, "shown while a move was still in progress")
        dataSource.endInteractiveMove()
        looks.run()
        XCTAssertTrue(completed)
        XCTAssertNil(view.shownDifference(from: refresh))
    }

    func testAMoveThatEndsDuringADropWaitsForTheDropToo() async {
        let dataSource = SectionedDataSource(sections: old)
        let looks = HeldCallbacks(dataSource, \.scheduleCommitCheck)
        let view = SimulatedListView { dataSource.sections }
        dataSource.beginInteractiveMove()
        dataSource.apply(refresh, to: view, completion: nil)
        view.hasUncommittedUpdates = true
        dataSource.endInteractiveMove()
        looks.run()
        XCTAssertEqual(view.batchCount + view.reloadCount, 0)
        view.hasUncommittedUpdates = false
        looks.run()
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: refresh))
    }
}
