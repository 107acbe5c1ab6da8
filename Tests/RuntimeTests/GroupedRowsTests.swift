@testable import ItemizeRuntime
import XCTest

/// A table that shows sections as group rows: which row shows what, and
/// the row changes of each stage of an update, replayed under
/// NSTableView's rules.
final class GroupedRowsTests: XCTestCase {
    func testRowsMapToHeadersAndItemsAndBack() {
        let rows = GroupedRows([section("A", [1, 2]), section("B", []), section("C", [3])])
        XCTAssertEqual(rows.count, 6)
        XCTAssertEqual((0..<6).map { rows.row(at: $0) }, [
            .header(section: 0), .item(ItemPath(section: 0, item: 0)), .item(ItemPath(section: 0, item: 1)),
            .header(section: 1), .header(section: 2), .item(ItemPath(section: 2, item: 0)),
        ])
        XCTAssertEqual((0..<6).filter(rows.isHeader), [0, 3, 4])
        XCTAssertNil(rows.row(at: 6))
        XCTAssertNil(rows.row(at: -1))
        for index in 0..<6 {
            if let path = rows.itemPath(at: index) { XCTAssertEqual(rows.row(of: path), index) }
        }
        XCTAssertEqual(rows.headerRow(ofSection: 2), 4)
        XCTAssertNil(rows.headerRow(ofSection: 3))
        XCTAssertNil(rows.row(of: ItemPath(section: 1, item: 1)), "past the end of an empty section")
        XCTAssertEqual(rows.row(of: ItemPath(section: 1, item: 0)), 4, "the end of an empty section")
        XCTAssertEqual(GroupedRows(itemCounts: []).count, 0)
        XCTAssertNil(GroupedRows(itemCounts: []).row(at: 0))
    }

    func testADropAboveAHeaderLandsAtTheEndOfTheSectionBefore() {
        let rows = GroupedRows([section("A", [1, 2]), section("B", []), section("C", [3])])
        XCTAssertNil(rows.dropPath(aboveRow: 0), "nothing is above the first header")
        XCTAssertEqual(rows.dropPath(aboveRow: 1), ItemPath(section: 0, item: 0))
        XCTAssertEqual(rows.dropPath(aboveRow: 3), ItemPath(section: 0, item: 2))
        XCTAssertEqual(rows.dropPath(aboveRow: 4), ItemPath(section: 1, item: 0))
        XCTAssertEqual(rows.dropPath(aboveRow: 6), ItemPath(section: 2, item: 1))
        XCTAssertNil(rows.dropPath(aboveRow: 7))
    }

    func testASectionInsertedOrDeletedTakesItsGroupRowAlong() throws {
        let before = [section("A", [1]), section("B", [2, 3])]
        let after = [section("A", [1]), section("N", [4]), section("B", [2, 3])]
        let inserted = try XCTUnwrap(GroupedRowSteps(from: before, to: after))
        XCTAssertEqual(inserted.removed, [])
        XCTAssertEqual(inserted.placements, [.insert(2), .insert(3)])
        let deleted = try XCTUnwrap(GroupedRowSteps(from: after, to: before))
        XCTAssertEqual(deleted.removed, [2, 3])
        XCTAssertEqual(deleted.placements, [])
    }

    func testChangedHeadersAndItemsAreReloadedWhereTheyEnd() throws {
        let before = [section("A", [1, 2]), section("B", [3])]
        let after = [section("B", rows: [Row(id: 3, version: 1)], title: "new"), section("A", [1, 2])]
        let steps = try XCTUnwrap(GroupedRowSteps(from: before, to: after))
        XCTAssertEqual(steps.reloaded, [0, 1])
        XCTAssertEqual(replay(steps, from: before, to: after), nil)
    }

    func testRepeatedIdentitiesGetNoSteps() {
        XCTAssertNil(GroupedRowSteps(from: [section("A", [1, 1])], to: [section("A", [1])]))
        XCTAssertNil(GroupedRowSteps(from: [section("A", [1])], to: [section("A", [1]), section("A", [])]))
    }

    /// Random updates, staged as `SectionedDataSource` applies them: each
    /// stage's steps, from the sections shown before it, replay under
    /// NSTableView's rules and leave every header and item at its row.
    func testEveryStageReplaysUnderNSTableViewRules() {
        var random = RandomSections(seed: 45)
        var stages = 0, planned = 0
        for pair in 0..<1500 {
            let (source, target) = random.pair()
            var shown = source
            for stage in StagedChangeset(source: source, target: target) {
                stages += 1
                defer { shown = stage.sections }
                guard let steps = GroupedRowSteps(from: shown, to: stage.sections) else {
                    XCTAssertTrue(hasRepeats(shown) || hasRepeats(stage.sections), "pair \(pair): refused without a repeat")
                    continue
                }
                planned += 1
                if let failure = replay(steps, from: shown, to: stage.sections) {
                    return XCTFail("pair \(pair): \(failure)")
                }
            }
        }
        XCTAssertGreaterThan(planned, 1000, "of \(stages) stages")
    }

    /// Negative control: steps planned over the items alone, as a mapping
    /// that forgets group rows would, break NSTableView's rules or leave
    /// rows where the data source has others.
    func testStepsThatForgetGroupRowsAreCaught() {
        var random = RandomSections(seed: 45)
        var caught = 0
        for _ in 0..<200 {
            let (source, target) = random.pair()
            guard !hasRepeats(source), !hasRepeats(target), !target.isEmpty else { continue }
            let itemsOnly = { (sections: [TestSection]) in sections.flatMap(\.items).map(\.identity) }
            guard let steps = GroupedRowSteps(from: itemsOnly(source), to: itemsOnly(target), reloading: [])
            else { continue }
            if replay(steps, from: source, to: target) != nil { caught += 1 }
        }
        XCTAssertGreaterThan(caught, 50)
        XCTAssertNotNil(replay(
            GroupedRowSteps(from: [1], to: [1, 2], reloading: [])!, from: [section("A", [1])],
            to: [section("A", [1]), section("B", [2])]))
    }

    /// Replays `steps` on a model of the table showing `before`'s rows;
    /// nil when every rule held and each row then shows what `after` says.
    private func replay(_ steps: GroupedRowSteps, from before: [TestSection], to after: [TestSection]) -> String? {
        let afterKeys = GroupedRowSteps.keys(of: after)
        var table = NSTableViewRowsModel(rows: GroupedRowSteps.keys(of: before))
        table.removeRows(steps.removed)
        for placement in steps.placements {
            switch placement {
            case .insert(let row): table.insertRow(row)
            case .move(let from, let to): table.moveRow(from, to)
            }
        }
        let rows = GroupedRows(after)
        table.endUpdates(numberOfRows: rows.count) { afterKeys[$0] }
        if let failure = table.failure { return failure }
        guard table.rows == afterKeys else { return "rows \(table.rows), the data source shows \(afterKeys)" }
        for (index, key) in afterKeys.enumerated() {
            guard case .header = key else { continue }
            guard rows.isHeader(index) else { return "row \(index) is a header but no group row" }
        }
        guard steps.reloaded.allSatisfy(afterKeys.indices.contains) else { return "reloads \(steps.reloaded)" }
        return nil
    }

    private func hasRepeats(_ sections: [TestSection]) -> Bool {
        let keys = GroupedRowSteps.keys(of: sections)
        return Set(keys).count != keys.count
    }
}
