import ItemizeRuntime
import ItemizeTesting
import XCTest

/// A view's data source of the app's own, written against the public API
/// only, as UIKit's `TableViewDataSource` conforms: its `apply`, `bind`
/// and `applyDiffingOffMainActor` come from `SectionedViewDataSource`.
@MainActor
private final class ListDataSource: SectionedViewDataSource {
    typealias ListView = SimulatedListView<TestSection>
    let data: SectionedDataSource<TestSection>

    init(_ sections: [TestSection]) { data = SectionedDataSource(sections: sections) }

    /// A view that reads this data source, showing what it holds now.
    func makeView() -> ListView {
        SimulatedListView { [data] in data.sections }
    }
}

/// `SectionedViewDataSource`'s methods drive the data source's view through
/// `data`, with the animation, update style and completion they are given.
// Async test methods: see SectionedDataSourceTests.
@MainActor
final class SectionedViewDataSourceTests: XCTestCase {
    private let start = [section("A", [1, 2, 3]), section("B", [4])]
    private let next = [section("B", [4, 1]), section("A", [3, 2, 5])]

    func testApplyAnimatesTheViewToTheSectionsAndThenCallsTheCompletion() async {
        let dataSource = ListDataSource(start)
        let view = dataSource.makeView()
        var completions = 0
        dataSource.apply(next, to: view) { completions += 1 }
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: next))
        XCTAssertGreaterThan(view.batchCount, 0)
        XCTAssertEqual(view.reloadCount, 0)
        XCTAssertEqual(completions, 1)
        XCTAssertEqual(dataSource.data.sections, next)

        await dataSource.apply(start, to: view, animated: false)
        XCTAssertNil(view.shownDifference(from: start))
        XCTAssertEqual(view.reloadCount, 1, "not animated: one reload")
    }

    func testTheUpdateStyleGivenReachesTheView() async {
        let changed = [section("A", rows: [Row(id: 1, version: 1), Row(id: 2), Row(id: 3)]), section("B", [4])]
        let dataSource = ListDataSource(start)
        let view = dataSource.makeView()
        await dataSource.apply(changed, to: view, updateStyle: .reload)
        XCTAssertEqual(view.batches.last?.reloadedItems, [ItemPath(section: 0, item: 0)])
        XCTAssertEqual(view.batches.last?.reconfiguredItems, [])
        await dataSource.apply(start, to: view, updateStyle: .reconfigure)
        XCTAssertEqual(view.batches.last?.reconfiguredItems, [ItemPath(section: 0, item: 0)])
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: start))
    }

    func testAsyncApplyReturnsOnceTheAnimationsHaveFinished() async {
        let dataSource = ListDataSource(start)
        let view = dataSource.makeView()
        view.holdsCompletions = true
        let apply = Task { await dataSource.apply(next, to: view) }
        // Let the task start its batches, then end their animations.
        while view.heldCompletionCount == 0 { await Task.yield() }
        view.holdsCompletions = false
        view.finishAnimations()
        await apply.value
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: next))
        XCTAssertFalse(dataSource.data.isUpdating)
    }

    func testBindShowsEachChangesetOfTheArrayAsOneBatch() async throws {
        let array = try SectionedArray(sections: start)
        let dataSource = ListDataSource([])
        let view = dataSource.makeView()
        let token = dataSource.bind(array, to: view, updateStyle: .reload)
        XCTAssertNil(view.shownDifference(from: start), "the view shows the array at once")
        let batches = view.batchCount
        try array.appendItem(Row(id: 5), toSection: 1)
        try array.replaceItem(at: ItemPath(section: 0, item: 0), with: Row(id: 1, version: 1))
        XCTAssertEqual(view.batchCount, batches + 2)
        XCTAssertEqual(view.batches.last?.reloadedItems, [ItemPath(section: 0, item: 0)], "the style given to bind")
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: array.sections))

        array.removeObserver(token)
        try array.removeSection(at: 0)
        XCTAssertEqual(view.batchCount, batches + 2, "no batch once the observation is removed")
    }

    func testApplyDiffingOffMainActorEndsWithTheViewShowingTheSections() async {
        let dataSource = ListDataSource(start)
        let view = dataSource.makeView()
        await dataSource.applyDiffingOffMainActor(next, to: view)
        XCTAssertNil(view.shownDifference(from: next))
        XCTAssertGreaterThan(view.batchCount, 0)

        let done = expectation(description: "completion")
        dataSource.applyDiffingOffMainActor(start, to: view, updateStyle: .reload) { done.fulfill() }
        await fulfillment(of: [done], timeout: 10)
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: start))
        XCTAssertEqual(view.reloadCount, 0)
    }
}
