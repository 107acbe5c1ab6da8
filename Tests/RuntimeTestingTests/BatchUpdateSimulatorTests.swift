import ItemizeRuntime
import ItemizeTesting
import XCTest

/// What the view shows after accepted batches.
final class BatchUpdateSimulatorTests: XCTestCase {
    /// Apple's Table View Programming Guide, "Batch Insertion, Deletion, and
    /// Reloading of Rows and Sections", as understood here: in one block the
    /// table deletes row 1 of section 0 and section 1, and inserts section 1
    /// and row 1 of section 0. Deletes name the old indices, inserts the new
    /// ones, whatever the call order, so the old section 2 ends up at 2 and
    /// the new section 1 sits between the old sections 0 and 2.
    func testApplesBatchExampleFromTheTableViewGuide() throws {
        let before = [section("Fruit", ["apple", "banana", "cherry"]), section("Old", ["x", "y"]), section("Nuts", ["pecan"])]
        let after = [section("Fruit", ["apple", "date", "cherry"]), section("New", ["n1", "n2"]), section("Nuts", ["pecan"])]
        var view = Simulator(showing: before)
        try view.performBatchUpdates(
            BatchUpdate(deletedSections: [1], insertedSections: [1], deletedItems: [path(0, 1)], insertedItems: [path(0, 1)]),
            dataSourceAfter: after
        )
        XCTAssertEqual(rows(view.shown), [["Fruit", "apple", "date", "cherry"], ["New", "n1", "n2"], ["Nuts", "pecan"]])
        XCTAssertNil(view.shownDifference(from: after))
    }

    func testDeletesMovesAndInsertsFillFreeSlotsInOrder() throws {
        let before = [section("A", ["a", "b", "c", "d", "e"])]
        // Delete b, move e to the front, insert x at 3: untouched a, c, d fill the free slots in order.
        let after = [section("A", ["e", "a", "c", "x", "d"])]
        var view = Simulator(showing: before)
        try view.performBatchUpdates(
            BatchUpdate(deletedItems: [path(0, 1)], insertedItems: [path(0, 3)], movedItems: [(path(0, 4), path(0, 0))]),
            dataSourceAfter: after
        )
        XCTAssertEqual(rows(view.shown), [["A", "e", "a", "c", "x", "d"]])
    }

    func testMovedCellsKeepStaleContentUntilReloaded() throws {
        let before = [section("A", ["a", "b"])]
        let after = [section("A", ["b", "a#2"])]
        var view = Simulator(showing: before)
        try view.performBatchUpdates(BatchUpdate(movedItems: [(path(0, 0), path(0, 1))]), dataSourceAfter: after)
        XCTAssertEqual(rows(view.shown), [["A", "b", "a"]], "a moved cell is not asked for new content")
        XCTAssertEqual(view.shownDifference(from: after), "item [0, 1] (\"a\") shows stale content: a, expected a#2")

        try view.performBatchUpdates(BatchUpdate(reloadedItems: [path(0, 1)]), dataSourceAfter: after)
        XCTAssertEqual(rows(view.shown), [["A", "b", "a#2"]])
        XCTAssertNil(view.shownDifference(from: after))
    }

    func testUntouchedCellsKeepWhatTheyShowed() throws {
        let before = [section("A", ["a", "b"])]
        let after = [section("A", ["a#3", "b", "c"])]
        var view = Simulator(showing: before)
        try view.performBatchUpdates(BatchUpdate(insertedItems: [path(0, 2)]), dataSourceAfter: after)
        XCTAssertEqual(rows(view.shown), [["A", "a", "b", "c"]])
        XCTAssertNotNil(view.shownDifference(from: after))
    }

    func testReloadLandsWhereDeletesAndInsertsShiftIt() throws {
        let before = [section("A", ["a", "b", "c", "d"])]
        // Delete a, insert x at 0 and y at 2, reload c (before-index 2): it lands at after-index 3.
        let after = [section("A", ["x", "b", "y", "c#2", "d"])]
        var view = Simulator(showing: before)
        try view.performBatchUpdates(
            BatchUpdate(deletedItems: [path(0, 0)], insertedItems: [path(0, 0), path(0, 2)], reloadedItems: [path(0, 2)]),
            dataSourceAfter: after
        )
        XCTAssertNil(view.shownDifference(from: after))
    }

    func testReloadedSectionShowsTheDataSourcesWholeSection() throws {
        let before = [section("A", ["a"]), section("B", ["b", "c"])]
        let after = [section("A", ["a"]), section("B", ["c#2", "d"])]
        var view = Simulator(showing: before)
        try view.performBatchUpdates(BatchUpdate(reloadedSections: [1]), dataSourceAfter: after)
        XCTAssertEqual(rows(view.shown), [["A", "a"], ["B", "c#2", "d"]])
    }

    func testMovedSectionKeepsItsRowsAndSiblingsFillTheGaps() throws {
        let before = [section("A", ["a"]), section("B", ["b"]), section("C", ["c"])]
        let after = [section("C", ["c#2"]), section("A", ["a"]), section("B", ["b"])]
        var view = Simulator(showing: before)
        try view.performBatchUpdates(BatchUpdate(movedSections: [(2, 0)]), dataSourceAfter: after)
        XCTAssertEqual(rows(view.shown), [["C", "c"], ["A", "a"], ["B", "b"]])
    }

    func testMoveAcrossSectionsCountsAsMovedOutAndIn() throws {
        let before = [section("A", ["a", "b"]), section("B", ["c"])]
        let after = [section("A", ["b"]), section("B", ["c", "a"])]
        var view = Simulator(showing: before)
        try view.performBatchUpdates(BatchUpdate(movedItems: [(path(0, 0), path(1, 1))]), dataSourceAfter: after)
        XCTAssertEqual(rows(view.shown), [["A", "b"], ["B", "c", "a"]])
    }

    func testApplyTurnsUpdatesIntoReloads() throws {
        let before = [section("A", ["a", "b"]), section("B", ["c"])]
        let after = [section("A", ["a", "b#2"]), section("B", ["c"])]
        var view = Simulator(showing: before)
        try view.apply(Changeset(sections: after, updatedItems: [path(0, 1)]))
        XCTAssertNil(view.shownDifference(from: after))
    }

    func testReloadDataShowsTheGivenSections() {
        var view = Simulator(showing: [section("A", ["a"])])
        view.reloadData([section("B", ["b#2"])])
        XCTAssertEqual(rows(view.shown), [["B", "b#2"]])
    }

    func testRejectedBatchLeavesTheViewAsItWas() {
        let before = [section("A", ["a", "b"])]
        var view = Simulator(showing: before)
        XCTAssertThrowsError(
            try view.performBatchUpdates(BatchUpdate(insertedItems: [path(0, 2)]), dataSourceAfter: before)
        )
        XCTAssertEqual(rows(view.shown), [["A", "a", "b"]])
    }

    func testShownDifferenceNamesTheFirstDifference() {
        let view = Simulator(showing: [section("A", ["a", "b"]), section("B", [])])
        XCTAssertNil(view.shownDifference(from: [section("A", ["a", "b"]), section("B", [])]))
        XCTAssertEqual(
            view.shownDifference(from: [section("A", ["a", "c"]), section("B", [])]),
            "item [0, 1] is \"b\", expected \"c\""
        )
        XCTAssertEqual(
            view.shownDifference(from: [section("A", ["a", "b", "c"]), section("B", [])]),
            "section 0 (\"A\") shows 2 items, expected 3"
        )
        XCTAssertEqual(view.shownDifference(from: [section("A", ["a", "b"])]), "the view shows 2 sections, expected 1")
        XCTAssertEqual(
            view.shownDifference(from: [section("A", ["a", "b"]), section("C", [])]),
            "section 1 is \"B\", expected \"C\""
        )
    }

    func testBatchDescriptionListsTheOperations() {
        let update = BatchUpdate(deletedSections: [2], movedItems: [(path(0, 1), path(1, 0))])
        XCTAssertEqual(update.description, "BatchUpdate(deletedSections: 2; movedItems: [0, 1] -> [1, 0])")
        XCTAssertEqual(BatchUpdate().description, "BatchUpdate(empty)")
    }
}
