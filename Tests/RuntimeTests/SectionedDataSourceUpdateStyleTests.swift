import ItemizeRuntime
import ItemizeTesting
import XCTest

/// How `apply` shows changed content (reconfigured or reloaded) and when it
/// reloads instead of animating.
// Async test methods: see SectionedDataSourceTests.
@MainActor
final class SectionedDataSourceUpdateStyleTests: XCTestCase {
    private let before = [section("A", [1, 2, 3], title: "a"), section("B", [4], title: "b")]
    private let changed = [
        section("A", rows: [Row(id: 1), Row(id: 2, version: 1), Row(id: 3)], title: "a"),
        section("B", [4], title: "b2"),
    ]

    func testChangedRowsAndHeadersKeepTheirViewsByDefault() async {
        let dataSource = SectionedDataSource(sections: before)
        let view = SimulatedListView { dataSource.sections }
        let (cells, headers) = (view.cellIDs, view.sectionViewIDs)
        await dataSource.apply(changed, to: view)
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: changed))
        XCTAssertEqual(view.cellIDs, cells, "the changed row kept its cell")
        XCTAssertEqual(view.sectionViewIDs, headers, "the retitled section kept its header")
        XCTAssertEqual(view.batches.map(\.reconfiguredItems), [[ItemPath(section: 0, item: 1)], []])
        XCTAssertEqual(view.batches.map(\.reconfiguredSections), [[], [1]])
        XCTAssertEqual(view.reloadCount, 0)
    }

    func testTheReloadStyleReplacesThemPerCallOrPerDataSource() async {
        for perCall in [true, false] {
            let dataSource = SectionedDataSource(sections: before)
            let view = SimulatedListView { dataSource.sections }
            let (cells, headers) = (view.cellIDs, view.sectionViewIDs)
            if perCall {
                await dataSource.apply(changed, to: view, updateStyle: .reload)
            } else {
                dataSource.updateStyle = .reload
                await dataSource.apply(changed, to: view)
            }
            XCTAssertEqual(view.errors, [])
            XCTAssertNil(view.shownDifference(from: changed))
            XCTAssertNotEqual(view.cellIDs[0][1], cells[0][1], "the changed row got a new cell")
            XCTAssertEqual(view.cellIDs[0][0], cells[0][0])
            XCTAssertNotEqual(view.sectionViewIDs[1], headers[1], "the retitled section was reloaded")
            XCTAssertEqual(view.batches.map(\.reloadedItems), [[ItemPath(section: 0, item: 1)], []])
            XCTAssertEqual(view.batches.map(\.reloadedSections), [[], [1]])
        }
        // A call's own style wins over the data source's.
        let dataSource = SectionedDataSource(sections: before)
        dataSource.updateStyle = .reload
        let view = SimulatedListView { dataSource.sections }
        await dataSource.apply(changed, to: view, updateStyle: .reconfigure)
        XCTAssertEqual(view.batches.first?.reconfiguredItems, [ItemPath(section: 0, item: 1)])
    }

    func testASectionUpdateWhoseRowsChangedTooIsReloaded() async throws {
        // replaceSection records one section update for new header data and
        // new rows; configuring the header alone would leave the rows stale.
        let array = try SectionedArray(sections: before)
        let dataSource = SectionedDataSource(sections: before)
        let view = SimulatedListView { dataSource.sections }
        dataSource.bind(array, to: view)
        try array.replaceSection(at: 0, with: section("A", [3, 1, 9], title: "a2"))
        XCTAssertEqual(view.errors, [])
        XCTAssertEqual(view.batches.last?.reloadedSections, [0])
        XCTAssertNil(view.shownDifference(from: array.sections))

        // Negative control: the same batch with the header configured in place.
        var shown = before
        let inPlace = SimulatedListView { shown }
        let changeset = Changeset(sections: array.sections, updatedSections: [0])
        inPlace.performBatchUpdates(
            changeset, updateStyle: .reconfigure, updateData: { shown = changeset.sections }, completion: {})
        XCTAssertNotNil(inPlace.shownDifference(from: array.sections), "the rows would be stale")
    }

    func testAbove100ChangesTheViewIsReloadedAndThePolicyCanSayOtherwise() async {
        func rows(_ count: Int) -> [TestSection] { [section("A", Array(0..<count))] }
        let empty = [section("A", [])]
        for (count, policy, reloads) in [
            (100, nil, false), (101, nil, true),
            (3, SectionedDataSource<TestSection>.ReloadPolicy.changes(above: 2), true),
            (500, .never, false),
            (2, .init { stages in stages.changeCount == 2 }, true),
        ] {
            let dataSource = SectionedDataSource(sections: rows(count))
            if let policy { dataSource.reloadPolicy = policy }
            let view = SimulatedListView { dataSource.sections }
            var finished = false
            dataSource.apply(empty, to: view) { finished = true }
            XCTAssertEqual(view.reloadCount, reloads ? 1 : 0, "\(count) deletes")
            XCTAssertEqual(view.batchCount, reloads ? 0 : 1, "\(count) deletes")
            XCTAssertTrue(finished, "the completion runs at once after a reload too")
            XCTAssertNil(view.shownDifference(from: empty))
            XCTAssertEqual(view.errors, [])
        }
        XCTAssertEqual(SectionedDataSource<TestSection>.ReloadPolicy.defaultLimit, 100)
    }

    func testTheChangeCountCountsEveryOperationOfEveryStage() {
        let stages = StagedChangeset(
            source: [section("A", [1, 2, 3], title: "a"), section("B", [4])],
            target: [section("C", [5]), section("A", rows: [Row(id: 3), Row(id: 1, version: 1)], title: "a2")])
        // Row 1 updated; section B and row 2 deleted; section C inserted; one
        // of rows 3 and 1 moved; section A's title updated.
        XCTAssertEqual(stages.changeCount, 6, "\(Array(stages))")
        XCTAssertEqual(StagedChangeset(source: before, target: before).changeCount, 0)
    }
}
