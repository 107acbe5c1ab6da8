import ItemizeRuntime
import ItemizeTesting
import XCTest

/// Every check UIKit makes in `performBatchUpdates`, each with UIKit's wording.
final class BatchUpdateSimulatorUIKitRuleTests: XCTestCase {
    let abc = [section("A", ["a", "b", "c"])]
    let twoSections = [section("A", ["a", "b"]), section("B", ["c"])]

    // MARK: Counts

    func testRowCountMismatchIsUIKitsInvalidNumberOfRows() {
        assertRejected(
            [section("A", ["a", "b"])], BatchUpdate(), after: abc,
            message: "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
                + "existing section after the update (3) must be equal to the number of rows contained in that "
                + "section before the update (2), plus or minus the number of rows inserted or deleted from that "
                + "section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that "
                + "section (0 moved in, 0 moved out).",
            isStrictRule: false
        )
    }

    func testRowCountCountsMovesAcrossSections() {
        // Moving c into section 0 without the data source following it.
        assertRejected(
            twoSections, BatchUpdate(movedItems: [(path(1, 0), path(0, 0))]),
            after: [section("A", ["c", "a", "b"]), section("B", ["c"])],
            message: "Invalid update: invalid number of rows in section 1. The number of rows contained in an "
                + "existing section after the update (1) must be equal to the number of rows contained in that "
                + "section before the update (1), plus or minus the number of rows inserted or deleted from that "
                + "section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that "
                + "section (0 moved in, 1 moved out).",
            isStrictRule: false
        )
    }

    func testCollectionViewSaysItems() {
        assertRejected(
            abc, BatchUpdate(deletedItems: [path(0, 0)]), after: abc,
            message: "Invalid update: invalid number of items in section 0. The number of items contained in an "
                + "existing section after the update (3) must be equal to the number of items contained in that "
                + "section before the update (3), plus or minus the number of items inserted or deleted from that "
                + "section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that "
                + "section (0 moved in, 0 moved out).",
            isStrictRule: false, viewKind: .collectionView
        )
    }

    func testSectionCountMismatchIsUIKitsInvalidNumberOfSections() {
        assertRejected(
            twoSections, BatchUpdate(deletedSections: [1]), after: twoSections,
            message: "Invalid update: invalid number of sections. The number of sections contained in the table "
                + "view after the update (2) must be equal to the number of sections contained in the table view "
                + "before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, "
                + "1 deleted).",
            isStrictRule: false
        )
    }

    func testSectionCountOfCollectionViewSaysCollectionView() {
        assertRejected(
            twoSections, BatchUpdate(insertedSections: [0]), after: twoSections,
            message: "Invalid update: invalid number of sections. The number of sections contained in the "
                + "collection view after the update (2) must be equal to the number of sections contained in the "
                + "collection view before the update (2), plus or minus the number of sections inserted or deleted "
                + "(1 inserted, 0 deleted).",
            isStrictRule: false, viewKind: .collectionView
        )
    }

    /// The data source was not switched: the view deleted a row the data source still returns.
    func testDataSourceNotSwitchedFailsTheRowCount() {
        assertRejected(
            abc, BatchUpdate(deletedItems: [path(0, 1)]), after: abc,
            message: "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
                + "existing section after the update (3) must be equal to the number of rows contained in that "
                + "section before the update (3), plus or minus the number of rows inserted or deleted from that "
                + "section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that "
                + "section (0 moved in, 0 moved out).",
            isStrictRule: false
        )
    }

    // MARK: Bounds

    func testDeleteBeyondTheRowsBefore() {
        assertRejected(
            abc, BatchUpdate(deletedItems: [path(0, 5)]), after: [section("A", ["a", "b"])],
            message: "attempt to delete row 5 from section 0 which only contains 3 rows before the update",
            isStrictRule: false
        )
    }

    func testReloadBeyondTheRowsBeforeIsWordedAsADelete() {
        assertRejected(
            abc, BatchUpdate(reloadedItems: [path(0, 3)]), after: abc,
            message: "attempt to delete row 3 from section 0 which only contains 3 rows before the update",
            isStrictRule: false
        )
    }

    func testDeleteInASectionThatDoesNotExist() {
        assertRejected(
            abc, BatchUpdate(deletedItems: [path(2, 0)]), after: abc,
            message: "attempt to delete row 0 from section 2, but there are only 1 sections before the update",
            isStrictRule: false
        )
    }

    func testInsertBeyondTheRowsAfter() {
        assertRejected(
            abc, BatchUpdate(insertedItems: [path(0, 4)]), after: [section("A", ["a", "b", "c", "d"])],
            message: "attempt to insert row 4 into section 0, but there are only 4 rows in section 0 after the update",
            isStrictRule: false
        )
    }

    func testInsertBeyondTheItemsAfterInACollectionView() {
        assertRejected(
            abc, BatchUpdate(insertedItems: [path(0, 3)]), after: abc,
            message: "attempt to insert item 3 into section 0, but there are only 3 items in section 0 after the update",
            isStrictRule: false, viewKind: .collectionView
        )
    }

    func testMoveFromARowThatDoesNotExist() {
        assertRejected(
            abc, BatchUpdate(movedItems: [(path(0, 3), path(0, 0))]), after: abc,
            message: "attempt to move index path ({length = 2, path = 0 - 3}) that does not exist - there are only "
                + "3 rows in section 0 before the update",
            isStrictRule: false
        )
    }

    func testMoveToARowThatDoesNotExist() {
        assertRejected(
            abc, BatchUpdate(movedItems: [(path(0, 0), path(0, 3))]), after: abc,
            message: "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = "
                + "0 - 3}) that does not exist - there are only 3 rows in section 0 after the update",
            isStrictRule: false
        )
    }

    func testDeleteSectionBeyondTheSectionsBefore() {
        assertRejected(
            twoSections, BatchUpdate(deletedSections: [2]), after: [section("A", ["a", "b"])],
            message: "attempt to delete section 2, but there are only 2 sections before the update",
            isStrictRule: false
        )
    }

    func testInsertSectionBeyondTheSectionsAfter() {
        assertRejected(
            twoSections, BatchUpdate(insertedSections: [3]), after: twoSections + [section("C", [])],
            message: "attempt to insert section 3 but there are only 3 sections after the update",
            isStrictRule: false
        )
    }

    func testMoveSectionToASectionThatDoesNotExist() {
        assertRejected(
            twoSections, BatchUpdate(movedSections: [(0, 2)]), after: twoSections,
            message: "attempt to move section 0 to section 2, but there are only 2 sections after the update",
            isStrictRule: false
        )
    }

    // MARK: The same index twice in one list

    func testDeletingOneItemTwiceIsRejected() {
        // It corrupts UICollectionView (IGListKit #689, openradar 31786176).
        assertRejected(
            abc, BatchUpdate(deletedItems: [path(0, 0), path(0, 0)]), after: [section("A", ["c"])],
            message: "attempt to delete item 0 from section 0 twice",
            isStrictRule: false, viewKind: .collectionView
        )
    }

    func testInsertingOnePathTwiceIsRejected() {
        assertRejected(
            abc, BatchUpdate(insertedItems: [path(0, 1), path(0, 1)]), after: [section("A", ["a", "x", "y", "b", "c"])],
            message: "attempt to insert row 1 into section 0 twice",
            isStrictRule: false
        )
    }

    func testReloadingOnePathTwiceIsRejected() {
        assertRejected(
            abc, BatchUpdate(reloadedItems: [path(0, 2), path(0, 2)]), after: abc,
            message: "attempt to reload row 2 in section 0 twice",
            isStrictRule: false
        )
    }

    func testDeletingOneSectionTwiceIsRejected() {
        assertRejected(
            twoSections, BatchUpdate(deletedSections: [1, 1]), after: [section("A", ["a", "b"])],
            message: "attempt to delete section 1 twice",
            isStrictRule: false
        )
    }

    func testTwoMovesFromOneRowAreRejected() {
        assertRejected(
            abc, BatchUpdate(movedItems: [(path(0, 0), path(0, 1)), (path(0, 0), path(0, 2))]), after: abc,
            message: "attempt to move index path ({length = 2, path = 0 - 0}) twice, to index path ({length = 2, "
                + "path = 0 - 1}) and to index path ({length = 2, path = 0 - 2})",
            isStrictRule: false
        )
    }

    func testTwoMovesToOneRowAreRejected() {
        assertRejected(
            abc, BatchUpdate(movedItems: [(path(0, 0), path(0, 2)), (path(0, 1), path(0, 2))]), after: abc,
            message: "attempt to move both index path ({length = 2, path = 0 - 0}) and index path ({length = 2, "
                + "path = 0 - 1}) to index path ({length = 2, path = 0 - 2})",
            isStrictRule: false
        )
    }

    func testTwoMovesOfOneSectionAreRejected() {
        let three = twoSections + [section("C", [])]
        assertRejected(
            three, BatchUpdate(movedSections: [(0, 1), (0, 2)]), after: three,
            message: "attempt to move section 0 twice, to section 1 and to section 2",
            isStrictRule: false
        )
    }

    func testTwoMovesToOneSectionAreRejected() {
        assertRejected(
            twoSections, BatchUpdate(movedSections: [(0, 1), (1, 1)]), after: twoSections,
            message: "attempt to move both section 0 and section 1 to section 1",
            isStrictRule: false
        )
    }

    // MARK: One place named by two operations

    func testDeleteAndReloadOfOnePath() {
        assertRejected(
            abc, BatchUpdate(deletedItems: [path(0, 1)], reloadedItems: [path(0, 1)]), after: [section("A", ["a", "c"])],
            message: "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})",
            isStrictRule: false
        )
    }

    func testDeleteAndReloadOfOneSection() {
        assertRejected(
            twoSections, BatchUpdate(deletedSections: [1], reloadedSections: [1]), after: [section("A", ["a", "b"])],
            message: "attempt to delete and reload the same section (1)",
            isStrictRule: false
        )
    }

    func testDeleteAndMoveFromOnePath() {
        assertRejected(
            abc, BatchUpdate(deletedItems: [path(0, 0)], movedItems: [(path(0, 0), path(0, 1))]),
            after: [section("A", ["b", "c"])],
            message: "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 0})",
            isStrictRule: false
        )
    }

    /// openradar 33662307: a reload is split into a delete, so UIKit words it as a delete.
    func testReloadAndMoveFromOnePathIsWordedAsADelete() {
        assertRejected(
            abc, BatchUpdate(reloadedItems: [path(0, 1)], movedItems: [(path(0, 1), path(0, 0))]),
            after: [section("A", ["b", "a", "c"])],
            message: "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 1})",
            isStrictRule: false
        )
    }

    func testInsertAndMoveToOnePath() {
        assertRejected(
            abc, BatchUpdate(insertedItems: [path(0, 2)], movedItems: [(path(0, 0), path(0, 2))]),
            after: [section("A", ["b", "c", "x", "a"])],
            message: "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 2})",
            isStrictRule: false
        )
    }

    func testDeleteAndMoveOfOneSection() {
        assertRejected(
            twoSections, BatchUpdate(deletedSections: [0], movedSections: [(0, 0)]), after: [section("B", ["c"])],
            message: "attempt to perform a delete and a move from the same section (0)",
            isStrictRule: false
        )
    }

    func testInsertAndMoveToOneSection() {
        let after = [section("B", ["c"]), section("A", ["a", "b"]), section("C", [])]
        assertRejected(
            twoSections, BatchUpdate(insertedSections: [0], movedSections: [(1, 0)]), after: after,
            message: "attempt to perform an insert and a move to the same section (0)",
            isStrictRule: false
        )
    }

    // MARK: Moves across deleted and inserted sections

    func testMovingARowOutOfADeletedSection() {
        assertRejected(
            twoSections, BatchUpdate(deletedSections: [0], movedItems: [(path(0, 0), path(0, 1))]),
            after: [section("B", ["c", "a"])],
            message: "cannot move a row from a deleted section (0)",
            isStrictRule: false
        )
    }

    func testMovingARowOutOfAReloadedSection() {
        assertRejected(
            twoSections, BatchUpdate(reloadedSections: [0], movedItems: [(path(0, 0), path(1, 1))]),
            after: [section("A", ["b"]), section("B", ["c", "a"])],
            message: "cannot move a row from a deleted section (0)",
            isStrictRule: false
        )
    }

    func testMovingAnItemIntoANewlyInsertedSection() {
        assertRejected(
            twoSections, BatchUpdate(insertedSections: [2], movedItems: [(path(1, 0), path(2, 0))]),
            after: twoSections.prefix(1) + [section("B", []), section("C", ["c"])],
            message: "cannot move an item into a newly inserted section (2)",
            isStrictRule: false, viewKind: .collectionView
        )
    }
}
