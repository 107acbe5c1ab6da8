import ItemizeRuntime
import ItemizeTesting
import XCTest

/// Reconfigured rows and headers configured again in place: the views are
/// kept and show the data source's content, under UIKit's rules for
/// reconfigure inside a batch (see BatchUpdateSimulator+ReconfigureRules).
final class BatchUpdateSimulatorReconfigureTests: XCTestCase {
    struct Header: IdentifiableType, Equatable, Sendable {
        var id: String
        var title: String
        var identity: String { id }
    }

    typealias TitledSection = AnimatableSectionModel<Header, TestItem>

    private func titled(_ id: String, _ title: String, _ rows: [String]) -> TitledSection {
        TitledSection(model: Header(id: id, title: title), items: section(id, rows).items)
    }

    // MARK: Views kept and replaced

    func testAReconfiguredRowKeepsItsCellAndAReloadedOneGetsANewCell() throws {
        let before = [section("A", ["a", "b", "c"])]
        let after = [section("A", ["a", "b#2", "c"])]
        var reconfigured = Simulator(showing: before)
        let cells = reconfigured.cellIDs
        try reconfigured.performBatchUpdates(BatchUpdate(reconfiguredItems: [path(0, 1)]), dataSourceAfter: after)
        XCTAssertNil(reconfigured.shownDifference(from: after), "the reconfigured row shows the new content")
        XCTAssertEqual(reconfigured.cellIDs, cells, "every cell is kept")

        var reloaded = Simulator(showing: before)
        try reloaded.performBatchUpdates(BatchUpdate(reloadedItems: [path(0, 1)]), dataSourceAfter: after)
        XCTAssertNil(reloaded.shownDifference(from: after))
        XCTAssertEqual(reloaded.cellIDs[0][0], cells[0][0])
        XCTAssertNotEqual(reloaded.cellIDs[0][1], cells[0][1], "a reload replaces the cell")
        XCTAssertEqual(reloaded.cellIDs[0][2], cells[0][2])
    }

    func testCellsFollowTheirRowsThroughMovesAndNewRowsGetNewCells() throws {
        let before = [section("A", ["a", "b"]), section("B", ["c"])]
        let after = [section("A", ["b", "x"]), section("B", ["a", "c"])]
        var view = Simulator(showing: before)
        let cells = view.cellIDs
        try view.performBatchUpdates(
            BatchUpdate(insertedItems: [path(0, 1)], movedItems: [(path(0, 0), path(1, 0))]), dataSourceAfter: after)
        XCTAssertNil(view.shownDifference(from: after))
        XCTAssertEqual(view.cellIDs[0][0], cells[0][1], "b kept its cell")
        XCTAssertEqual(view.cellIDs[1][0], cells[0][0], "a moved with its cell")
        XCTAssertEqual(view.cellIDs[1][1], cells[1][0], "c kept its cell")
        XCTAssertFalse(cells.joined().contains(view.cellIDs[0][1]), "the inserted row has a new cell")

        let (shownCells, shownHeaders) = (view.cellIDs, view.sectionViewIDs)
        XCTAssertEqual(shownHeaders.count, 2)
        view.reloadData(after)
        XCTAssertTrue(Set(view.cellIDs.joined()).isDisjoint(with: shownCells.joined()), "reloadData replaces every cell")
        XCTAssertTrue(Set(view.sectionViewIDs).isDisjoint(with: shownHeaders), "and every header")
    }

    func testAHeaderConfiguredInPlaceKeepsItsViewAndItsRowsAndAReloadReplacesBoth() throws {
        let before = [titled("A", "Old", ["a", "b"]), titled("B", "Bee", ["c"])]
        let after = [titled("A", "New", ["a", "b"]), titled("B", "Bee", ["c"])]
        var inPlace = BatchUpdateSimulator(showing: before)
        let (cells, headers) = (inPlace.cellIDs, inPlace.sectionViewIDs)
        try inPlace.performBatchUpdates(BatchUpdate(reconfiguredSections: [0]), dataSourceAfter: after)
        XCTAssertNil(inPlace.shownDifference(from: after), "the header shows the new title")
        XCTAssertEqual(inPlace.sectionViewIDs, headers)
        XCTAssertEqual(inPlace.cellIDs, cells, "the section's rows keep their cells")

        var reloaded = BatchUpdateSimulator(showing: before)
        try reloaded.performBatchUpdates(BatchUpdate(reloadedSections: [0]), dataSourceAfter: after)
        XCTAssertNil(reloaded.shownDifference(from: after))
        XCTAssertNotEqual(reloaded.sectionViewIDs[0], headers[0])
        XCTAssertEqual(reloaded.sectionViewIDs[1], headers[1])
        XCTAssertTrue(Set(reloaded.cellIDs[0]).isDisjoint(with: cells[0]), "a section reload rebuilds its rows")
        XCTAssertEqual(reloaded.cellIDs[1], cells[1])
    }

    func testAChangesetMapsItsUpdatesByStyle() {
        let changeset = Changeset(
            sections: [section("A", ["a"])], updatedSections: [0], deletedItems: [path(0, 1)],
            updatedItems: [path(0, 0)])
        let reload = BatchUpdate(changeset)
        XCTAssertEqual(reload.reloadedItems, [path(0, 0)])
        XCTAssertEqual(reload.reloadedSections, [0])
        XCTAssertTrue(reload.reconfiguredItems.isEmpty && reload.reconfiguredSections.isEmpty)
        let inPlace = BatchUpdate(changeset, updateStyle: .reconfigure)
        XCTAssertEqual(inPlace.reconfiguredItems, [path(0, 0)])
        XCTAssertEqual(inPlace.reconfiguredSections, [0])
        XCTAssertEqual(inPlace.deletedItems, [path(0, 1)])
        XCTAssertTrue(inPlace.reloadedItems.isEmpty && inPlace.reloadedSections.isEmpty)
        XCTAssertEqual(
            inPlace.description, "BatchUpdate(reconfiguredSections: 0; deletedItems: [0, 1]; reconfiguredItems: [0, 0])")
    }

    // MARK: UIKit's rules

    func testAReconfigureOutOfBoundsIsRejectedAsUIKitDoes() {
        let shown = [section("A", ["a"])]
        assertRejected(
            shown, BatchUpdate(reconfiguredItems: [path(0, 1)]), after: shown,
            message: "attempt to reconfigure row 1 in section 0 which only contains 1 rows before the update",
            isStrictRule: false)
        assertRejected(
            shown, BatchUpdate(reconfiguredItems: [path(1, 0)]), after: shown,
            message: "attempt to reconfigure item 0 in section 1, but there are only 1 sections before the update",
            isStrictRule: false, viewKind: .collectionView)
    }

    func testAReconfigureWhoseRowAnInsertShiftsIsRejectedAndWouldShowAnotherRow() throws {
        // UIKit asks for the cell at the before-index at once, where the data
        // source now returns the inserted row.
        let shown = [section("A", ["a", "b"])]
        let after = [section("A", ["x", "a", "b#2"])]
        let update = BatchUpdate(insertedItems: [path(0, 0)], reconfiguredItems: [path(0, 1)])
        assertRejected(
            shown, update, after: after,
            message: "attempt to reconfigure row [0, 1] showing \"b\", where the data source returns \"a\" after the "
                + "update; UIKit asks for the cell at once, at that index, so the kept cell would show another row's "
                + "item (a crash when its cell class differs)",
            isStrictRule: true)
        var lenient = Simulator(showing: shown, strictness: .uikit)
        try lenient.performBatchUpdates(update, dataSourceAfter: after)
        let difference = try XCTUnwrap(lenient.shownDifference(from: after), "UIKit shows the wrong row there")
        XCTAssertTrue(difference.hasPrefix("item [0, 2] is \"a\", expected \"b\""), difference)
    }

    func testAReconfigureMeetingAnotherOperationOnItsRowOrSectionIsRejected() {
        let shown = [section("A", ["a", "b"]), section("B", ["c"])]
        let same = [section("A", ["a", "b#2"]), section("B", ["c"])]
        func strict(_ update: BatchUpdate, _ after: [TestSection], _ message: String, line: UInt = #line) {
            assertRejected(shown, update, after: after, message: message, isStrictRule: true, line: line)
        }
        strict(
            BatchUpdate(reconfiguredItems: [path(0, 1), path(0, 1)]), same, "attempt to reconfigure row [0, 1] twice")
        strict(
            BatchUpdate(reloadedItems: [path(0, 1)], reconfiguredItems: [path(0, 1)]), same,
            "attempt to reconfigure and reload the same row [0, 1]; UIKit's behaviour is undefined")
        strict(
            BatchUpdate(deletedItems: [path(0, 1)], insertedItems: [path(0, 1)], reconfiguredItems: [path(0, 1)]), same,
            "attempt to reconfigure and delete the same row [0, 1]; UIKit's behaviour is undefined")
        strict(
            BatchUpdate(reconfiguredItems: [path(0, 0)], movedItems: [(path(0, 0), path(0, 1))]),
            [section("A", ["b", "a"]), section("B", ["c"])],
            "attempt to reconfigure and move the same row [0, 0]; UIKit's behaviour is undefined")
        strict(
            BatchUpdate(movedSections: [(0, 1)], reconfiguredItems: [path(0, 0)]),
            [section("B", ["c"]), section("A", ["a", "b#2"])],
            "attempt to reconfigure row [0, 0] in section 0, which is deleted, reloaded or moved in the same batch; "
                + "UIKit's behaviour is undefined")
    }

    func testAHeaderConfiguredInPlaceMustStayTheSameSectionAlone() {
        let shown = [titled("A", "Old", ["a"]), titled("B", "Bee", ["b"])]
        let retitled = [titled("A", "New", ["a"]), titled("B", "Bee", ["b"])]
        func strict(_ update: BatchUpdate, _ after: [TitledSection], _ message: String, line: UInt = #line) {
            var view = BatchUpdateSimulator(showing: shown)
            XCTAssertThrowsError(try view.performBatchUpdates(update, dataSourceAfter: after), line: line) { error in
                XCTAssertEqual((error as? BatchUpdateError)?.message, message, line: line)
                XCTAssertEqual((error as? BatchUpdateError)?.isStrictRule, true, line: line)
            }
            var lenient = BatchUpdateSimulator(showing: shown, strictness: .uikit)
            XCTAssertNoThrow(try lenient.performBatchUpdates(update, dataSourceAfter: after), line: line)
        }
        strict(
            BatchUpdate(reconfiguredSections: [2]), retitled,
            "attempt to configure the header of section 2 again, but there are only 2 sections before the update")
        strict(
            BatchUpdate(reconfiguredSections: [0, 0]), retitled,
            "attempt to configure the header of section 0 again twice")
        strict(
            BatchUpdate(reloadedSections: [0], reconfiguredSections: [0]), retitled,
            "attempt to configure the header of section 0 again and reload it in the same batch")
        strict(
            BatchUpdate(reconfiguredSections: [0], movedSections: [(0, 1)]),
            [titled("B", "Bee", ["b"]), titled("A", "New", ["a"])],
            "attempt to configure the header of section 0 again and move it in the same batch")
        strict(
            BatchUpdate(deletedSections: [0], insertedSections: [1], reconfiguredSections: [1]),
            [titled("B", "Bee", ["b"]), titled("C", "Sea", [])],
            "attempt to configure the header of section 1 showing \"B\" again, where the data source returns \"C\" "
                + "after the update; the kept header would show another section")
    }
}
