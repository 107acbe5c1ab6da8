import ItemizeRuntime
import ItemizeTesting
import XCTest

/// The patterns UIKit handles in an undefined way: rejected in `.strict`
/// mode (flagged as strict rules) and accepted in `.uikit` mode.
final class BatchUpdateSimulatorStrictRuleTests: XCTestCase {
    let twoSections = [section("A", ["a", "b"]), section("B", ["c"])]

    func testItemInsertInASectionThatMovesInPlace() {
        // Even a move of a section onto its own index makes item operations in it undefined.
        assertRejected(
            twoSections, BatchUpdate(movedSections: [(0, 0)], insertedItems: [path(0, 2)]),
            after: [section("A", ["a", "b", "n"]), section("B", ["c"])],
            message: "attempt to insert row [0, 2] in section 0, which moves in the same batch; "
                + "UIKit's behaviour is undefined",
            isStrictRule: true
        )
    }

    func testItemDeleteInAMovedSection() {
        assertRejected(
            twoSections, BatchUpdate(movedSections: [(1, 0)], deletedItems: [path(1, 0)]),
            after: [section("B", []), section("A", ["a", "b"])],
            message: "attempt to delete row [1, 0] in section 1, which moves in the same batch; "
                + "UIKit's behaviour is undefined",
            isStrictRule: true
        )
    }

    func testItemMoveIntoAMovedSection() {
        assertRejected(
            twoSections, BatchUpdate(movedSections: [(1, 0)], movedItems: [(path(0, 0), path(0, 1))]),
            after: [section("B", ["c", "a"]), section("A", ["b"])],
            message: "attempt to move row [0, 0] to [0, 1] in section 0, which moves in the same batch; "
                + "UIKit's behaviour is undefined",
            isStrictRule: true
        )
    }

    func testItemDeleteInADeletedSection() {
        assertRejected(
            twoSections, BatchUpdate(deletedSections: [0], deletedItems: [path(0, 1)]),
            after: [section("B", ["c"])],
            message: "attempt to delete row [0, 1] in section 0, which is deleted in the same batch; "
                + "UIKit's behaviour is undefined",
            isStrictRule: true
        )
    }

    func testItemInsertInAnInsertedSection() {
        assertRejected(
            twoSections, BatchUpdate(insertedSections: [2], insertedItems: [path(2, 0)]),
            after: twoSections + [section("C", ["n"])],
            message: "attempt to insert row [2, 0] in section 2, which is inserted in the same batch; "
                + "UIKit's behaviour is undefined",
            isStrictRule: true
        )
    }

    func testItemReloadInAReloadedSection() {
        assertRejected(
            twoSections, BatchUpdate(reloadedSections: [1], reloadedItems: [path(1, 0)]),
            after: [section("A", ["a", "b"]), section("B", ["c#2"])],
            message: "attempt to reload row [1, 0] in section 1, which is reloaded in the same batch; "
                + "UIKit's behaviour is undefined",
            isStrictRule: true
        )
    }

    func testReloadNextToAnUnrelatedMove() {
        assertRejected(
            [section("A", ["a", "b"]), section("B", ["c", "d"])],
            BatchUpdate(reloadedItems: [path(0, 0)], movedItems: [(path(1, 0), path(1, 1))]),
            after: [section("A", ["a#2", "b"]), section("B", ["d", "c"])],
            message: "attempt to reload and move in the same batch (reload of row [0, 0], move of row [1, 0] to "
                + "[1, 1]); UIKit places a reload ignoring moves, so it can land on another row",
            isStrictRule: true
        )
    }

    func testSectionReloadNextToASectionMove() {
        let three = twoSections + [section("C", [])]
        assertRejected(
            three, BatchUpdate(reloadedSections: [0], movedSections: [(2, 1)]),
            after: [section("A", ["a#2", "b"]), section("C", []), section("B", ["c"])],
            message: "attempt to reload and move in the same batch (reload of section 0, move of section 2 to 1); "
                + "UIKit places a reload ignoring moves, so it can land on another row",
            isStrictRule: true
        )
    }

    func testReloadThatChangesTheIdentity() {
        assertRejected(
            twoSections, BatchUpdate(reloadedItems: [path(0, 1)]),
            after: [section("A", ["a", "x"]), section("B", ["c"])],
            message: "attempt to reload row [0, 1] showing \"b\" into row [0, 1], where the data source returns "
                + "\"x\"; a reload must keep the identity",
            isStrictRule: true
        )
    }

    func testSectionReloadThatChangesTheIdentity() {
        assertRejected(
            twoSections, BatchUpdate(reloadedSections: [1]),
            after: [section("A", ["a", "b"]), section("X", ["c"])],
            message: "attempt to reload section 1 showing \"B\" into section 1, where the data source returns "
                + "\"X\"; a reload must keep the identity",
            isStrictRule: true
        )
    }

    /// The data source still returns the old rows after a move: counts agree,
    /// so UIKit does not notice, but the view now shows other items than the data source.
    func testDataSourceNotSwitchedToTheNewData() {
        let abc = [section("A", ["a", "b", "c"])]
        assertRejected(
            abc, BatchUpdate(movedItems: [(path(0, 0), path(0, 2))]), after: abc,
            message: "after the update, row [0, 0] shows \"b\" but the data source returns \"a\" there; "
                + "the data source must hold the new data when the update block ends",
            isStrictRule: true
        )
    }

    func testDataSourceWithOtherSectionsThanTheViewKeeps() {
        assertRejected(
            twoSections, BatchUpdate(), after: [section("B", ["a", "b"]), section("A", ["c"])],
            message: "after the update, section 0 shows \"A\" but the data source returns \"B\" there; "
                + "the data source must hold the new data when the update block ends",
            isStrictRule: true
        )
    }

    func testCollectionViewStrictMessagesSayItem() {
        assertRejected(
            twoSections, BatchUpdate(deletedSections: [0], deletedItems: [path(0, 0)]),
            after: [section("B", ["c"])],
            message: "attempt to delete item [0, 0] in section 0, which is deleted in the same batch; "
                + "UIKit's behaviour is undefined",
            isStrictRule: true, viewKind: .collectionView
        )
    }

    func testUIKitModeAppliesAnItemOperationInAMovedSection() throws {
        var view = Simulator(showing: twoSections, strictness: .uikit)
        let after = [section("B", ["c"]), section("A", ["a", "n", "b"])]
        try view.performBatchUpdates(
            BatchUpdate(movedSections: [(0, 1)], insertedItems: [path(1, 1)]), dataSourceAfter: after
        )
        XCTAssertNil(view.shownDifference(from: after))
    }
}
