import ItemizeRuntime
import XCTest

/// Negative controls: the replay check must reject what UIKit rejects,
/// else the property tests prove nothing.
final class ReplayCheckTests: XCTestCase {
    func testRejectsAWrongRowCount() {
        let stage = Changeset(sections: [section("A", [1, 2, 3])])
        XCTAssertThrowsError(try replay(stage, on: [section("A", [1, 2])]))
    }

    func testRejectsAReloadNextToAMove() {
        let stage = Changeset(
            sections: [section("A", rows: [Row(id: 2), Row(id: 1, version: 1)])],
            movedItems: [(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 1))],
            updatedItems: [ItemPath(section: 0, item: 0)])
        XCTAssertThrowsError(try replay(stage, on: [section("A", [1, 2])]))
    }

    func testRejectsAnItemMoveInsideAMovingSection() {
        let stage = Changeset(
            sections: [section("B", []), section("A", [2, 1])],
            movedSections: [(from: 0, to: 1)],
            movedItems: [(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 1))])
        XCTAssertThrowsError(try replay(stage, on: [section("A", [1, 2]), section("B", [])]))
    }

    func testMovedRowsKeepTheirOldContent() throws {
        let stage = Changeset(
            sections: [section("A", rows: [Row(id: 2), Row(id: 1, version: 1)])],
            movedItems: [(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 1))])
        let shown = try replay(stage, on: [section("A", [1, 2])])
        XCTAssertNotNil(difference(shown, stage.sections), "a moved row must show stale content")
    }
}
