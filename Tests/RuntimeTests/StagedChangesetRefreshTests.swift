import ItemizeTesting
import XCTest

// Testable for the diff's core, into which the negative controls inject a
// wrong rule for skipping sections.
@testable import ItemizeRuntime

/// The diff skips sections whose items are unchanged: exact stages where
/// that matters, and negative controls showing that the checks catch a skip
/// that misses a move between sections.
final class StagedChangesetRefreshTests: XCTestCase {
    private func assertReplays(
        _ stages: StagedChangeset<TestSection>, _ source: [TestSection], _ target: [TestSection],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertNil(stagesFailure(stages, from: source, to: target), file: file, line: line)
        XCTAssertNil(simulatorFailure(stages, from: source, to: target, viewKind: .tableView), file: file, line: line)
    }

    /// The sections named by the item operations of all stages: those whose
    /// items the diff touched.
    private func itemSections(_ stages: StagedChangeset<TestSection>) -> Set<Int> {
        Set(stages.flatMap { stage in
            stage.deletedItems.map(\.section) + stage.insertedItems.map(\.section) + stage.updatedItems.map(\.section)
                + stage.movedItems.flatMap { [$0.from.section, $0.to.section] }
        })
    }

    func testOnlyTheChangedSectionHasItemOperations() {
        let source = [section("A", [1, 2]), section("B", [3, 4]), section("C", [5])]
        let target = [section("A", [1, 2]), section("B", [4, 3, 6]), section("C", [5])]
        let stages = StagedChangeset(source: source, target: target)
        XCTAssertEqual(stages.count, 1)
        XCTAssertEqual(stages[0].insertedItems, [ItemPath(section: 1, item: 2)])
        XCTAssertEqual(stages[0].movedItems.count, 1)
        XCTAssertEqual(itemSections(stages), [1])
        assertReplays(stages, source, target)
    }

    func testAnItemMovesBetweenChangedSectionsAcrossAnUnchangedOne() {
        let source = [section("A", [1, 2]), section("B", [3]), section("C", [4])]
        let target = [section("A", [1]), section("B", [3]), section("C", [2, 4])]
        let stages = StagedChangeset(source: source, target: target)
        XCTAssertEqual(stages.count, 1)
        XCTAssertEqual(stages[0].movedItems.map { [$0.from, $0.to] }, [[ItemPath(section: 0, item: 1), ItemPath(section: 2, item: 0)]])
        XCTAssertEqual(stages[0].deletedItems + stages[0].insertedItems, [])
        assertReplays(stages, source, target)
    }

    func testUnchangedSectionsShiftedByOthersGetOnlySectionOperations() {
        let source = [section("A", [1]), section("B", [2, 3]), section("C", [4])]
        let target = [section("N", [9]), section("X", [7]), section("B", [2, 3]), section("C", [4, 5])]
        let stages = StagedChangeset(source: source, target: target)
        XCTAssertEqual(stages.flatMap(\.deletedSections), [0])
        XCTAssertEqual(stages.flatMap(\.insertedSections), [0, 1])
        XCTAssertEqual(stages.flatMap(\.insertedItems), [ItemPath(section: 3, item: 1)])
        XCTAssertEqual(itemSections(stages), [3])
        assertReplays(stages, source, target)
    }

    func testEqualSectionsThatMoveAreMovedWhole() {
        let source = [section("A", [1, 2]), section("B", [3, 4]), section("C", [5])]
        let target = [section("B", [3, 4]), section("C", [5]), section("A", [1, 2])]
        let stages = StagedChangeset(source: source, target: target)
        XCTAssertEqual(stages.count, 1)
        XCTAssertEqual(stages[0].movedSections.map { [$0.from, $0.to] }, [[0, 2]])
        XCTAssertEqual(itemSections(stages), [])
        assertReplays(stages, source, target)
    }

    func testEqualItemsUnderAChangedHeaderReloadOnlyTheSection() {
        let source = [section("A", [1, 2]), section("B", [3])]
        let target = [section("A", [1, 2], title: "new"), section("B", [3])]
        let stages = StagedChangeset(source: source, target: target)
        XCTAssertEqual(stages.count, 1)
        XCTAssertEqual(stages[0].updatedSections, [0])
        XCTAssertEqual(itemSections(stages), [])
        assertReplays(stages, source, target)
    }

    func testARepeatedIdentityInAnUnchangedSectionIsLeftThere() {
        // Identity 1 is in A and B; A is unchanged, so B's 1 is the one that moves to C.
        let source = [section("A", [1]), section("B", [1, 2]), section("C", [])]
        let target = [section("A", [1]), section("B", [2]), section("C", [1])]
        let stages = StagedChangeset(source: source, target: target)
        XCTAssertEqual(stages.count, 1)
        XCTAssertEqual(stages[0].movedItems.map { [$0.from, $0.to] }, [[ItemPath(section: 1, item: 0), ItemPath(section: 2, item: 0)]])
        XCTAssertEqual(itemSections(stages), [1, 2])
        assertReplays(stages, source, target)
    }

    // MARK: Negative controls

    /// A wrong skip, injected: a section counts as unchanged when its count
    /// and its first and last items are, which misses an item that left it
    /// for another section while one came back in its place.
    private func diffSkippingByCountAndEnds(_ source: [TestSection], _ target: [TestSection]) -> StagedChangeset<TestSection> {
        StagedChangeset(stages: stagedDiff(source: source, target: target) { old, new in
            old.items.count == new.items.count && old.items.first == new.items.first && old.items.last == new.items.last
        })
    }

    func testTheChecksCatchASkipThatMissesAMoveBetweenSections() {
        // 2 and 4 change places; the wrong skip leaves A as it was.
        let source = [section("A", [1, 2, 3]), section("B", [4])]
        let target = [section("A", [1, 4, 3]), section("B", [2])]
        XCTAssertNil(stagesFailure(StagedChangeset(source: source, target: target), from: source, to: target))
        let wrong = diffSkippingByCountAndEnds(source, target)
        XCTAssertEqual(
            stagesFailure(wrong, from: source, to: target),
            "missed move: item 4 goes from section B to A, but is deleted")
        XCTAssertEqual(
            simulatorFailure(wrong, from: source, to: target, viewKind: .tableView),
            #"stage 1 rejected: strict rule: after the update, row [0, 1] shows "2" but the data source returns "4" there; "#
                + "the data source must hold the new data when the update block ends")
    }

    func testTheRandomPairsCatchASkipThatMissesMovesBetweenSections() {
        var random = RandomSections(seed: 0x1705)
        var missedMoves = 0, simulatorFailures = 0
        for _ in 0..<5_000 {
            let (source, target) = random.pair()
            let wrong = diffSkippingByCountAndEnds(source, target)
            if stagesFailure(wrong, from: source, to: target)?.hasPrefix("missed move: ") == true { missedMoves += 1 }
            if simulatorFailure(wrong, from: source, to: target, viewKind: .collectionView) != nil { simulatorFailures += 1 }
        }
        // The seed gives 16 and 27: a wrong skip is rare in random pairs, hence the fixed case above.
        XCTAssertGreaterThan(missedMoves, 10)
        XCTAssertGreaterThan(simulatorFailures, 10)
    }
}
