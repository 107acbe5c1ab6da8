import ItemizeRuntime
import XCTest

/// A view of the app's own, written against the public API only: it reads
/// each batch's typed sections and items, with no cast.
@MainActor
private final class RowListView: TypedBatchUpdateTarget {
    var canAnimateUpdates: Bool { true }
    /// The row identities shown, section by section.
    private(set) var rows: [[Int]] = []
    /// The item paths each batch inserted, in order.
    private(set) var insertedPerBatch: [[ItemPath]] = []
    private(set) var reloads = 0
    private let read: () -> [[Int]]

    init(reading read: @escaping () -> [[Int]]) {
        self.read = read
        rows = read()
    }

    func performBatchUpdates(
        _ changeset: Changeset<TestSection>, updateStyle: UpdateStyle, updateData: () -> Void,
        completion: @escaping () -> Void
    ) {
        updateData()
        rows = changeset.sections.map { $0.items.map(\.id) }
        insertedPerBatch.append(changeset.insertedItems)
        completion()
    }

    func reloadData() {
        reloads += 1
        rows = read()
    }
}

// Async test methods: see SectionedDataSourceTests.
@MainActor
final class TypedBatchUpdateTargetTests: XCTestCase {
    func testACustomViewReceivesTypedBatchesFromApplyAndBind() async throws {
        let dataSource = SectionedDataSource(sections: [section("A", [1, 2])])
        dataSource.reloadPolicy = .never
        let view = RowListView { dataSource.sections.map { $0.items.map(\.id) } }
        await dataSource.apply([section("A", [1, 3, 2]), section("B", [4])], to: view)
        XCTAssertEqual(view.rows, [[1, 3, 2], [4]])
        XCTAssertEqual(view.reloads, 0)
        XCTAssertEqual(view.insertedPerBatch.last, [ItemPath(section: 0, item: 1)])

        let array = try SectionedArray(sections: dataSource.sections)
        dataSource.bind(array, to: view)
        try array.appendItem(Row(id: 5), toSection: 1)
        XCTAssertEqual(view.rows, [[1, 3, 2], [4, 5]])
        XCTAssertEqual(view.insertedPerBatch.last, [ItemPath(section: 1, item: 1)])
        XCTAssertEqual(view.reloads, 0)
    }

    /// Stages built by hand, as a custom view's own test builds them,
    /// reach the typed method as they are.
    func testHandBuiltStagesReachTheTypedMethod() async {
        let before = [section("A", [1])], after = [section("A", [1, 2])]
        let stages = StagedChangeset(stages: [Changeset(sections: after, insertedItems: [ItemPath(section: 0, item: 1)])])
        var shown = before
        let view = RowListView { shown.map { $0.items.map(\.id) } }
        for stage in stages {
            view.performBatchUpdates(stage, updateStyle: .reload, updateData: { shown = stage.sections }, completion: {})
        }
        XCTAssertEqual(view.rows, [[1, 2]])
        XCTAssertEqual(shown, after)
        XCTAssertEqual(view.insertedPerBatch, [[ItemPath(section: 0, item: 1)]])
    }

    /// A data source of other sections cannot send the view a batch it can
    /// read: the data is switched and the view reloaded instead.
    func testABatchOfAnotherSectionTypeBecomesAReload() async {
        let pens = SectionedDataSource(sections: [kennel([.dog(1)])])
        pens.reloadPolicy = .never
        let view = RowListView { [[pens.sections.count]] }
        let after = [kennel([.dog(1), .dog(2)]), cattery([])]
        let stageCount = StagedChangeset(source: pens.sections, target: after).count
        await pens.apply(after, to: view)
        XCTAssertEqual(pens.sections, after)
        XCTAssertEqual(stageCount, 2)
        XCTAssertEqual(view.reloads, stageCount)
        XCTAssertEqual(view.rows, [[2]])
        XCTAssertTrue(view.insertedPerBatch.isEmpty)
    }
}
