import ItemizeRuntime
import ItemizeTesting
import XCTest

/// Negative control: the naive single batch is what a careless differ
/// emits. A simulator that accepted it would prove nothing about a staged
/// diff, so for these pairs it must be rejected in strict mode.
final class NaiveBatchNegativeControlTests: XCTestCase {
    private func rejection(_ source: [TestSection], _ target: [TestSection]) -> BatchUpdateError? {
        var view = Simulator(showing: source)
        do throws(BatchUpdateError) {
            try view.performBatchUpdates(naiveBatch(from: source, to: target), dataSourceAfter: target)
            return nil
        } catch {
            return error
        }
    }

    func testChangedItemThatMovesIsReloadedAndMovedFromOnePath() {
        let error = rejection([section("A", ["a", "b"])], [section("A", ["b", "a#2"])])
        XCTAssertEqual(error?.message, "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 0})")
        XCTAssertEqual(error?.isStrictRule, false)
    }

    func testChangedItemThatShiftsIsReloadedAndMovedFromOnePath() {
        let error = rejection([section("A", ["a", "b", "c"])], [section("A", ["c", "a", "b#2"])])
        XCTAssertEqual(error?.message, "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 1})")
        XCTAssertEqual(error?.isStrictRule, false)
    }

    func testItemInsertedIntoASwappedSection() {
        let error = rejection([section("A", ["a"]), section("B", ["b"])], [section("B", ["b", "c"]), section("A", ["a"])])
        XCTAssertEqual(
            error?.message,
            "attempt to insert row [0, 1] in section 0, which moves in the same batch; UIKit's behaviour is undefined"
        )
        XCTAssertEqual(error?.isStrictRule, true)
    }

    func testItemMovedOutOfADeletedSection() {
        let error = rejection([section("A", ["a", "b"]), section("B", ["c"])], [section("B", ["c", "a"])])
        XCTAssertEqual(error?.message, "cannot move a row from a deleted section (0)")
        XCTAssertEqual(error?.isStrictRule, false)
    }

    func testReloadBesideAnUnrelatedMove() {
        let error = rejection(
            [section("A", ["a", "b"]), section("B", ["c", "d"])], [section("A", ["a#2", "b"]), section("B", ["d", "c"])]
        )
        XCTAssertEqual(
            error?.message,
            "attempt to reload and move in the same batch (reload of row [0, 0], move of row [1, 0] to [1, 1]); "
                + "UIKit places a reload ignoring moves, so it can land on another row"
        )
        XCTAssertEqual(error?.isStrictRule, true)
    }

    /// The control is not trivially "reject everything": a naive batch of
    /// deletes and moves alone is legal, and it ends at the target.
    func testNaiveBatchWithoutCrashPatternsIsAccepted() throws {
        let source = [section("A", ["a", "b", "c", "d"])], target = [section("A", ["a", "d", "c"])]
        var view = Simulator(showing: source)
        try view.performBatchUpdates(naiveBatch(from: source, to: target), dataSourceAfter: target)
        XCTAssertNil(view.shownDifference(from: target))
    }
}
