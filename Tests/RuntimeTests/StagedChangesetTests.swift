import ItemizeRuntime
import ItemizeTesting
import XCTest

/// Exact expected stages for small cases.
final class StagedChangesetTests: XCTestCase {
    func testStagesBuiltByHandAreKeptInOrderAndCounted() {
        let first = Changeset(sections: [section("A", [1])], insertedItems: [ItemPath(section: 0, item: 0)])
        let second = Changeset(
            sections: [section("A", [1]), section("B", [])], insertedSections: [1])
        let stages = StagedChangeset(stages: [first, second])
        XCTAssertEqual(Array(stages), [first, second])
        XCTAssertEqual(stages.changeCount, 2)
        XCTAssertEqual(StagedChangeset(stages: [first]), StagedChangeset(source: [section("A", [])], target: [section("A", [1])]))
        XCTAssertNotEqual(stages, StagedChangeset(stages: [second, first]))
    }

    /// Diffs, replays every stage on the independent replay check and on
    /// the strict simulator, and returns the stages for exact assertions.
    private func diff(
        _ source: [TestSection], _ target: [TestSection],
        file: StaticString = #filePath, line: UInt = #line
    ) -> StagedChangeset<TestSection> {
        let stages = StagedChangeset(source: source, target: target)
        var shown = source
        for (index, stage) in stages.enumerated() {
            XCTAssertFalse(stage.isEmpty, "stage \(index) is empty", file: file, line: line)
            do {
                shown = try replay(stage, on: shown)
            } catch {
                XCTFail("stage \(index) rejected: \(error)", file: file, line: line)
                return stages
            }
            if let difference = difference(shown, stage.sections) {
                XCTFail("after stage \(index): \(difference)", file: file, line: line)
            }
        }
        if let difference = difference(shown, target) {
            XCTFail("after the last stage: \(difference)", file: file, line: line)
        }
        var view = BatchUpdateSimulator(showing: source, strictness: .strict)
        for (index, stage) in stages.enumerated() {
            do {
                try view.apply(stage)
            } catch {
                XCTFail("simulator rejects stage \(index): \(error)", file: file, line: line)
                break
            }
        }
        XCTAssertNil(view.shownDifference(from: target), file: file, line: line)
        return stages
    }

    func testIdenticalListsGiveNoStage() {
        let sections = [section("A", [1, 2, 3], title: "a"), section("B", [4])]
        XCTAssertEqual(diff(sections, sections).count, 0)
        XCTAssertEqual(diff([], []).count, 0)
        XCTAssertEqual(diff([section("A", [])], [section("A", [])]).count, 0)
    }

    func testInsertedItem() {
        let target = [section("A", [1, 2, 3])]
        let stages = diff([section("A", [1, 2])], target)
        XCTAssertEqual(Array(stages), [Changeset(sections: target, insertedItems: [ItemPath(section: 0, item: 2)])])
    }

    func testDeletedItem() {
        let target = [section("A", [1, 3])]
        let stages = diff([section("A", [1, 2, 3])], target)
        XCTAssertEqual(Array(stages), [Changeset(sections: target, deletedItems: [ItemPath(section: 0, item: 1)])])
    }

    func testChangedItemIsReloadedInPlace() {
        let target = [section("A", rows: [Row(id: 1), Row(id: 2, version: 1)])]
        let stages = diff([section("A", [1, 2])], target)
        XCTAssertEqual(Array(stages), [Changeset(sections: target, updatedItems: [ItemPath(section: 0, item: 1)])])
    }

    func testOnlyTheItemThatLeftItsNeighboursMoves() {
        let target = [section("A", [2, 3, 4, 1])]
        let stages = diff([section("A", [1, 2, 3, 4])], target)
        XCTAssertEqual(Array(stages), [Changeset(
            sections: target,
            movedItems: [(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 3))])])
    }

    func testReversalMovesAllButOne() {
        let stages = diff([section("A", Array(0..<50))], [section("A", Array((0..<50).reversed()))])
        XCTAssertEqual(stages.count, 1)
        XCTAssertEqual(stages[0].movedItems.count, 49)
    }

    func testItemMovesAcrossSections() {
        let target = [section("A", [1]), section("B", [2, 3])]
        let stages = diff([section("A", [1, 2]), section("B", [3])], target)
        XCTAssertEqual(Array(stages), [Changeset(
            sections: target,
            movedItems: [(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 1, item: 0))])])
    }

    func testItemsRideAlongWithTheirMovingSection() {
        let a = section("A", [1, 2]), b = section("B", [3]), c = section("C", [4, 5])
        let stages = diff([a, b, c], [c, a, b])
        XCTAssertEqual(Array(stages), [Changeset(sections: [c, a, b], movedSections: [(from: 2, to: 0)])])
    }

    func testItemLeavingADeletedSectionIsInserted() {
        let target = [section("A", [1, 2])]
        let stages = diff([section("A", [1]), section("B", [2])], target)
        XCTAssertEqual(Array(stages), [
            Changeset(sections: [section("A", [1])], deletedSections: [1]),
            Changeset(sections: target, insertedItems: [ItemPath(section: 0, item: 1)]),
        ])
    }

    func testItemGoingToAnInsertedSectionIsDeleted() {
        let target = [section("A", [1]), section("N", [2])]
        let stages = diff([section("A", [1, 2])], target)
        XCTAssertEqual(Array(stages), [
            Changeset(sections: [section("A", [1])], deletedItems: [ItemPath(section: 0, item: 1)]),
            Changeset(sections: target, insertedSections: [1]),
        ])
    }

    func testChangedHeaderIsReloadedLastAndAlone() {
        let target = [section("A", [1, 2], title: "new")]
        let stages = diff([section("A", [2, 1], title: "old")], target)
        XCTAssertEqual(Array(stages), [
            Changeset(
                sections: [section("A", [1, 2], title: "old")],
                movedItems: [(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 0, item: 0))]),
            Changeset(sections: target, updatedSections: [0]),
        ])
    }

    func testEveryKindOfChangeGivesFiveStages() {
        let source = [
            section("A", rows: [Row(id: 1), Row(id: 2), Row(id: 3)], title: "a"),
            section("B", [4, 5]),
            section("C", [6]),
        ]
        let target = [
            section("C", [6, 2]),
            section("N", [7]),
            section("A", rows: [Row(id: 3, version: 1), Row(id: 1)], title: "a2"),
        ]
        let stages = diff(source, target)
        XCTAssertEqual(Array(stages), [
            Changeset(
                sections: [
                    section("A", rows: [Row(id: 1), Row(id: 2), Row(id: 3, version: 1)], title: "a"),
                    section("B", [4, 5]),
                    section("C", [6]),
                ],
                updatedItems: [ItemPath(section: 0, item: 2)]),
            Changeset(
                sections: [section("A", rows: [Row(id: 1), Row(id: 2), Row(id: 3, version: 1)], title: "a"),
                           section("C", [6])],
                deletedSections: [1]),
            Changeset(
                sections: [section("C", [6]), section("N", [7]),
                           section("A", rows: [Row(id: 1), Row(id: 2), Row(id: 3, version: 1)], title: "a")],
                insertedSections: [1],
                movedSections: [(from: 1, to: 0)]),
            Changeset(
                sections: [section("C", [6, 2]), section("N", [7]),
                           section("A", rows: [Row(id: 3, version: 1), Row(id: 1)], title: "a")],
                movedItems: [
                    (from: ItemPath(section: 2, item: 1), to: ItemPath(section: 0, item: 1)),
                    (from: ItemPath(section: 2, item: 2), to: ItemPath(section: 2, item: 0)),
                ]),
            Changeset(sections: target, updatedSections: [2]),
        ])
    }

    func testDuplicateItemsAreMatchedInOrder() {
        // The first 1 of the target is the first 1 of the source: its content
        // changed, the second 1 did not.
        let source = [section("A", rows: [Row(id: 1), Row(id: 2), Row(id: 1, version: 5)])]
        let target = [section("A", rows: [Row(id: 1, version: 1), Row(id: 1, version: 5)])]
        let stages = diff(source, target)
        XCTAssertEqual(stages.first?.updatedItems, [ItemPath(section: 0, item: 0)])
        XCTAssertEqual(stages.flatMap(\.deletedItems), [ItemPath(section: 0, item: 1)])
        XCTAssertEqual(stages.flatMap(\.movedItems).count, 0)
    }

    func testDuplicateSectionsAreMatchedInOrder() {
        let target = [section("A", [1]), section("A", [3]), section("A", [2])]
        let stages = diff([section("A", [1]), section("A", [2])], target)
        XCTAssertEqual(stages.flatMap(\.insertedSections), [2])
        XCTAssertEqual(stages.flatMap(\.movedSections).count, 0)
    }

    func testAllDuplicatesDoNotTrap() {
        let source = [section("A", [Int](repeating: 7, count: 3_000)), section("A", [7, 7])]
        let target = [section("A", [Int](repeating: 7, count: 2_000)), section("B", [7]), section("A", [7])]
        let stages = diff(source, target)
        // The last 7 of the target is the 2,001st in both lists: it comes from
        // the first section, so exactly one item moves.
        XCTAssertEqual(stages.flatMap(\.movedItems).map(\.to), [ItemPath(section: 2, item: 0)])
        XCTAssertEqual(stages.flatMap(\.deletedItems).count, 3_002 - 2_001)
    }

    func testEverythingMovingAcrossSectionsIsOneMoveEach() {
        let source = (0..<20).map { section("S\($0)", Array($0 * 50..<($0 + 1) * 50)) }
        let target = (0..<20).map { index in
            section("S\(index)", Array(((index + 1) % 20) * 50..<(((index + 1) % 20) + 1) * 50))
        }
        let stages = diff(source, target)
        XCTAssertEqual(stages.flatMap(\.movedItems).count, 1_000)
        XCTAssertEqual(stages.flatMap(\.deletedItems).count, 0)
    }
}
