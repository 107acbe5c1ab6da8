import ItemizeRuntime
import ItemizeTesting
import XCTest

/// `bind(_:to:)`: a SectionedArray drives a view through a data source, one
/// batch per changeset with no diff, under the rules of `apply`.
// Async test methods: see SectionedDataSourceTests.
@MainActor
final class SectionedDataSourceBindingTests: XCTestCase {
    private let start = [section("A", [1, 2, 3]), section("B", [4])]

    func testEachChangesetOfTheArrayIsOneBatchAsTheArrayRecordedIt() async throws {
        let array = try SectionedArray(sections: start)
        let dataSource = SectionedDataSource<TestSection>()
        let view = SimulatedListView { dataSource.sections }
        var recorded: [Changeset<TestSection>] = []
        _ = array.observe { recorded.append($0) }
        dataSource.bind(array, to: view)
        XCTAssertNil(view.shownDifference(from: start), "the view shows the array at once")
        let batches = view.batchCount

        try array.appendItem(Row(id: 5), toSection: 1)
        try array.moveItem(from: ItemPath(section: 0, item: 2), to: ItemPath(section: 1, item: 0))
        try array.replaceItem(at: ItemPath(section: 0, item: 0), with: Row(id: 1, version: 1))
        // A section reload, which no diff would send for new rows.
        try array.replaceSection(at: 1, with: section("B", [9, 4]))
        try array.removeSection(at: 0)
        XCTAssertEqual(view.errors, [])
        XCTAssertEqual(recorded.count, 5)
        let sent = view.batches.dropFirst(batches)
        XCTAssertEqual(sent.count, recorded.count)
        for (batch, changeset) in zip(sent, recorded) {
            let style: UpdateStyle = changeset.updatedSections.isEmpty ? .reconfigure : .reload
            XCTAssertEqual(batch.description, BatchUpdate(changeset, updateStyle: style).description)
        }
        XCTAssertEqual(view.batches.last?.deletedSections, [0])
        XCTAssertNil(view.shownDifference(from: array.sections))
        XCTAssertEqual(dataSource.sections, array.sections)
    }

    func testChangesetsThatArriveWhileABatchAnimatesWaitAndAreShownInOneDiff() async throws {
        let array = try SectionedArray(sections: start)
        let dataSource = SectionedDataSource(sections: start)
        let view = SimulatedListView { dataSource.sections }
        view.holdsCompletions = true
        dataSource.bind(array, to: view)
        try array.appendItem(Row(id: 5), toSection: 0)
        XCTAssertEqual(view.batchCount, 1)
        try array.appendItem(Row(id: 6), toSection: 0)
        try array.removeItem(at: ItemPath(section: 1, item: 0))
        XCTAssertEqual(view.batchCount, 1, "no batch while one animates")
        XCTAssertEqual(dataSource.sections.map { $0.items.map(\.id) }, [[1, 2, 3, 5], [4]])
        view.finishAnimations()
        // One diff of both: its delete stage and its insert stage.
        let diffed = view.batches.dropFirst()
        XCTAssertEqual(diffed.map(\.deletedItems), [[ItemPath(section: 1, item: 0)], []])
        XCTAssertEqual(diffed.map(\.insertedItems), [[], [ItemPath(section: 0, item: 4)]])
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: array.sections))

        // Once idle, changesets go straight to the view again.
        let batches = view.batchCount
        try array.insertItem(Row(id: 7), at: ItemPath(section: 1, item: 0))
        XCTAssertEqual(view.batchCount, batches + 1)
        view.finishAnimations()
        XCTAssertNil(view.shownDifference(from: array.sections))
    }

    func testTheStagesOfOneBatchOfTheArrayAreSentTogether() async throws {
        let array = try SectionedArray(sections: start)
        let dataSource = SectionedDataSource(sections: start)
        let view = SimulatedListView { dataSource.sections }
        view.holdsCompletions = true
        var recorded: [Changeset<TestSection>] = []
        _ = array.observe { recorded.append($0) }
        dataSource.bind(array, to: view)
        try array.batch { array in
            try array.insertSection(section("C", [8]), at: 0)
            try array.moveItem(from: ItemPath(section: 1, item: 0), to: ItemPath(section: 2, item: 1))
            try array.replaceItem(at: ItemPath(section: 1, item: 1), with: Row(id: 3, version: 1))
        }
        XCTAssertGreaterThan(recorded.count, 1)
        XCTAssertEqual(view.batchCount, recorded.count, "every stage went to the view at once")
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: array.sections))
        XCTAssertEqual(view.finishAnimations(), recorded.count)
        XCTAssertFalse(dataSource.isUpdating)
    }

    func testAfterTheDataWasChangedElsewhereTheNextChangesetIsDiffed() async throws {
        let array = try SectionedArray(sections: start)
        let dataSource = SectionedDataSource(sections: start)
        let view = SimulatedListView { dataSource.sections }
        dataSource.bind(array, to: view)
        let elsewhere = [section("B", [4]), section("Z", [1])]
        await dataSource.apply(elsewhere, to: view)
        try array.appendItem(Row(id: 5), toSection: 0)
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: array.sections), "the array's data is shown, diffed")

        // Negative control: the same changeset sent as it is, against the
        // data shown elsewhere, is rejected.
        var shown = elsewhere
        let other = SimulatedListView { shown }
        let changeset = Changeset(sections: array.sections, insertedItems: [ItemPath(section: 0, item: 3)])
        other.performBatchUpdates(
            changeset, updateStyle: .reconfigure, updateData: { shown = changeset.sections }, completion: {})
        XCTAssertFalse(other.errors.isEmpty)
    }

    func testRemovingTheObservationStopsAndAGoneDataSourceOrViewIsLeftAlone() async throws {
        let array = try SectionedArray(sections: start)
        let dataSource = SectionedDataSource(sections: start)
        let view = SimulatedListView { dataSource.sections }
        let token = dataSource.bind(array, to: view)
        array.removeObserver(token)
        try array.appendItem(Row(id: 5), toSection: 0)
        XCTAssertEqual(view.batchCount, 0)
        XCTAssertEqual(dataSource.sections, start)

        var released: SectionedDataSource<TestSection>? = SectionedDataSource(sections: start)
        weak let gone = released
        var shownView: SimulatedListView<TestSection>? = SimulatedListView { [start] in start }
        released?.bind(array, to: shownView!)
        let shownBatches = shownView?.batchCount
        released = nil
        XCTAssertNil(gone, "the array does not keep the data source alive")
        try array.appendItem(Row(id: 6), toSection: 0)
        XCTAssertEqual(shownView?.batchCount, shownBatches)
        shownView = nil

        let kept = SectionedDataSource(sections: array.sections)
        let before = array.sections
        kept.bind(array, to: SimulatedListView { kept.sections })   // the view is not kept
        try array.appendItem(Row(id: 7), toSection: 0)
        XCTAssertEqual(kept.sections, before, "with its view gone, the binding does nothing")
    }
}
