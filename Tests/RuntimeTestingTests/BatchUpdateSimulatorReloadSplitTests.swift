import ItemizeRuntime
import ItemizeTesting
import XCTest

/// UIKit splits a reload into a delete and an insert whose index is shifted
/// by deletes and inserts but not by moves; these crashes follow from it.
final class BatchUpdateSimulatorReloadSplitTests: XCTestCase {
    /// a moves onto row 1, b is reloaded at row 1: the reload's insert half
    /// lands on row 1 too, since the move is not counted.
    func testReloadPlusAMoveOntoTheSameRowIsRejectedByUIKit() {
        assertRejected(
            [section("A", ["a", "b", "c"])],
            BatchUpdate(reloadedItems: [path(0, 1)], movedItems: [(path(0, 0), path(0, 1))]),
            after: [section("A", ["b#2", "a", "c"])],
            message: "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 1})",
            isStrictRule: false
        )
    }

    /// openradar 27041784: reloading row 0 of section 1 while section 1 moves
    /// to 0. The insert half goes to section 1, which is now the old section 0.
    func testReloadPlusSectionMoveIsRejectedByUIKit() {
        let before = [section("A", ["a1", "a2", "a3"]), section("B", ["b1", "b2", "b3"])]
        assertRejected(
            before, BatchUpdate(movedSections: [(1, 0)], reloadedItems: [path(1, 0)]),
            after: [section("B", ["b1#2", "b2", "b3"]), section("A", ["a1", "a2", "a3"])],
            message: "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
                + "existing section after the update (3) must be equal to the number of rows contained in that "
                + "section before the update (3), plus or minus the number of rows inserted or deleted from that "
                + "section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that "
                + "section (0 moved in, 0 moved out).",
            isStrictRule: false
        )
    }

    /// Section 0 moves onto index 1 while section 1 is reloaded: the
    /// reload's insert half lands on index 1 as well.
    func testSectionReloadPlusASectionMoveOntoItIsRejectedByUIKit() {
        assertRejected(
            [section("A", ["a"]), section("B", ["b"])],
            BatchUpdate(reloadedSections: [1], movedSections: [(0, 1)]),
            after: [section("B", ["b#2"]), section("A", ["a"])],
            message: "attempt to perform an insert and a move to the same section (1)",
            isStrictRule: false
        )
    }

    /// A reload and a move that do not collide pass UIKit, but the reload
    /// lands where deletes and inserts alone put it; the strict rule rejects
    /// the pair because the view then shows the wrong rows.
    func testReloadBesideAMoveShowsTheWrongRowsInUIKitMode() throws {
        let before = [section("A", ["a", "b", "c"])]
        let after = [section("A", ["c", "a", "b#2"])]
        var view = Simulator(showing: before, strictness: .uikit)
        try view.performBatchUpdates(
            BatchUpdate(reloadedItems: [path(0, 1)], movedItems: [(path(0, 2), path(0, 0))]), dataSourceAfter: after
        )
        // The insert half of b's reload takes row 1, where the data source has a.
        XCTAssertEqual(rows(view.shown), [["A", "c", "a", "a"]])
        XCTAssertEqual(view.shownDifference(from: after), "item [0, 2] is \"a\", expected \"b\"")
    }
}
