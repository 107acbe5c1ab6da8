import ItemizeRuntime
import ItemizeTesting
import XCTest

/// Section headers: a section's own content is refreshed only by a reload.
final class BatchUpdateSimulatorHeaderTests: XCTestCase {
    /// A section model whose title can change while its identity stays.
    struct Header: IdentifiableType, Equatable, Sendable {
        var id: String
        var title: String
        var identity: String { id }
    }

    typealias TitledSection = AnimatableSectionModel<Header, TestItem>

    private func titled(_ id: String, _ title: String, _ rows: [String]) -> TitledSection {
        TitledSection(model: Header(id: id, title: title), items: rows.map { TestItem($0) })
    }

    func testMovedSectionKeepsItsStaleHeaderUntilReloaded() throws {
        let before = [titled("A", "Old", ["a"]), titled("B", "Bee", ["b"])]
        let after = [titled("B", "Bee", ["b"]), titled("A", "New", ["a"])]
        var view = BatchUpdateSimulator(showing: before)
        try view.performBatchUpdates(BatchUpdate(movedSections: [(0, 1)]), dataSourceAfter: after)
        XCTAssertEqual(view.shown.map(\.model.title), ["Bee", "Old"])
        let difference = try XCTUnwrap(view.shownDifference(from: after))
        XCTAssertTrue(difference.hasPrefix("section 1 (\"A\") shows stale content"), difference)

        try view.performBatchUpdates(BatchUpdate(reloadedSections: [1]), dataSourceAfter: after)
        XCTAssertNil(view.shownDifference(from: after))
    }

    func testSectionReloadOutOfBoundsIsWordedAsADelete() {
        let before = [titled("A", "Old", ["a"])]
        var view = BatchUpdateSimulator(showing: before)
        XCTAssertThrowsError(try view.performBatchUpdates(BatchUpdate(reloadedSections: [1]), dataSourceAfter: before)) {
            XCTAssertEqual(
                ($0 as? BatchUpdateError)?.message,
                "attempt to delete section 1, but there are only 1 sections before the update"
            )
        }
    }
}
