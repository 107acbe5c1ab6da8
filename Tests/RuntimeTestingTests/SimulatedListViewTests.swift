import ItemizeRuntime
import ItemizeTesting
import XCTest

/// What SimulatedListView models of an adapter and of running animations:
/// update styles, plain-title headers, and completions held until the
/// animations end.
// Async test methods: swift-corelibs-xctest traps when it looks up a
// synchronous method of a main-actor test class.
@MainActor
final class SimulatedListViewTests: XCTestCase {
    struct Header: IdentifiableType, Equatable, Sendable {
        var id: String
        var title: String
        var identity: String { id }
    }

    typealias TitledSection = AnimatableSectionModel<Header, TestItem>

    private func titled(_ id: String, _ title: String, _ rows: [String]) -> TitledSection {
        TitledSection(model: Header(id: id, title: title), items: section(id, rows).items)
    }

    /// The view takes batches of its own section type through the typed
    /// method, with no cast in a test; a data source of other sections
    /// gets the data switched and a reload, not a batch or an error.
    func testItTakesTypedBatchesAndReloadsForAnotherSectionType() async {
        var held = [section("A", ["a"])]
        let view = SimulatedListView { held }
        let next = [section("A", ["a", "b"])]
        view.performBatchUpdates(
            Changeset(sections: next, insertedItems: [path(0, 1)]), updateStyle: .reload,
            updateData: { held = next }, completion: {})
        XCTAssertEqual(view.batchCount, 1)
        XCTAssertEqual(view.batches.first?.insertedItems, [path(0, 1)])
        XCTAssertNil(view.shownDifference(from: next))

        let after = [titled("A", "Old", ["a"]), titled("B", "New", [])]
        var switched = false
        let target: any BatchUpdateTarget = view
        target.performBatchUpdates(
            Changeset(sections: after, insertedSections: [1]), updateStyle: .reload,
            updateData: { switched = true }, completion: {})
        XCTAssertTrue(switched)
        XCTAssertEqual(view.batchCount, 1)
        XCTAssertEqual(view.reloadCount, 1)
        XCTAssertTrue(view.errors.isEmpty)
    }

    func testTheStyleDecidesWhetherCellsAndHeadersAreKept() async {
        let before = [titled("A", "Old", ["a", "b"])]
        let rowChanged = [titled("A", "Old", ["a", "b#2"])]
        let titleChanged = [titled("A", "New", ["a", "b#2"])]
        var held = before
        let view = SimulatedListView { held }
        let (cells, headers) = (view.cellIDs, view.sectionViewIDs)
        func run(_ changeset: Changeset<TitledSection>, _ style: UpdateStyle) {
            view.performBatchUpdates(
                changeset, updateStyle: style, updateData: { held = changeset.sections }, completion: {})
        }
        run(Changeset(sections: rowChanged, updatedItems: [path(0, 1)]), .reconfigure)
        XCTAssertEqual(view.cellIDs, cells)
        run(Changeset(sections: titleChanged, updatedSections: [0]), .reconfigure)
        XCTAssertEqual(view.sectionViewIDs, headers)
        XCTAssertEqual(view.cellIDs, cells)
        XCTAssertNil(view.shownDifference(from: titleChanged))
        XCTAssertEqual(view.batches.map(\.reconfiguredItems), [[path(0, 1)], []])
        XCTAssertEqual(view.batches.map(\.reconfiguredSections), [[], [0]])

        run(Changeset(sections: before, updatedSections: [0]), .reload)
        XCTAssertNil(view.shownDifference(from: before))
        XCTAssertNotEqual(view.sectionViewIDs, headers)
        XCTAssertTrue(Set(view.cellIDs[0]).isDisjoint(with: cells[0]), "a section reload rebuilds its rows")
        XCTAssertEqual(view.errors, [])
    }

    func testPlainTitlesAreReloadedInsteadOfConfiguredInPlace() async {
        var held = [titled("A", "Old", ["a"])]
        let view = SimulatedListView { held }
        view.configuresHeadersInPlace = false
        let headers = view.sectionViewIDs
        let changeset = Changeset(sections: [titled("A", "New", ["a"])], updatedSections: [0])
        view.performBatchUpdates(
            changeset, updateStyle: .reconfigure, updateData: { held = changeset.sections }, completion: {})
        XCTAssertEqual(view.batches.last?.reloadedSections, [0])
        XCTAssertEqual(view.batches.last?.reconfiguredSections, [])
        XCTAssertNotEqual(view.sectionViewIDs, headers)
        XCTAssertNil(view.shownDifference(from: changeset.sections))
    }

    func testHeldCompletionsRunWhenTheAnimationsEndInOrder() async {
        var held = [section("A", ["a"])]
        let view = SimulatedListView { held }
        view.holdsCompletions = true
        var finished: [Int] = []
        for number in 1...3 {
            let next = [section("A", ["a"] + (0..<number).map { "n\($0)" })]
            let changeset = Changeset(sections: next, insertedItems: [path(0, number)])
            view.performBatchUpdates(
                changeset, updateStyle: .reconfigure, updateData: { held = next }, completion: { finished.append(number) })
        }
        XCTAssertEqual(finished, [], "nothing finishes while the animations run")
        XCTAssertEqual(view.heldCompletionCount, 3)
        XCTAssertTrue(view.finishOldestAnimation())
        XCTAssertEqual(finished, [1])
        XCTAssertEqual(view.finishAnimations(), 2)
        XCTAssertEqual(finished, [1, 2, 3])
        XCTAssertFalse(view.finishOldestAnimation())
        XCTAssertEqual(view.errors, [])

        view.holdsCompletions = false
        let last = [section("A", ["a"])]
        view.performBatchUpdates(
            Changeset(sections: last, deletedItems: [path(0, 1), path(0, 2), path(0, 3)]), updateStyle: .reload,
            updateData: { held = last }, completion: { finished.append(4) })
        XCTAssertEqual(finished, [1, 2, 3, 4], "without holding, a batch finishes at once")
    }

    func testAReconfigureTheDataSourceCannotAnswerAtItsIndexIsAnError() async {
        // A target that passes `.reconfigure` for a batch that also inserts
        // rows above the changed one: the strict view says what UIKit would do.
        var held = [section("A", ["a", "b"])]
        let view = SimulatedListView { held }
        let next = [section("A", ["x", "a", "b#2"])]
        view.performBatchUpdates(
            Changeset(sections: next, insertedItems: [path(0, 0)], updatedItems: [path(0, 1)]),
            updateStyle: .reconfigure, updateData: { held = next }, completion: {})
        XCTAssertEqual(view.errors.count, 1)
        XCTAssertTrue(view.errors.first?.message.hasPrefix("attempt to reconfigure row [0, 1] showing \"b\"") == true)
    }

    /// A user's move: the row lands where it is dropped, the data source is
    /// told with the path the row had when the move began, a cancelled or
    /// unmoved one tells it nothing, and a batch in between is a strict
    /// rule's error.
    func testAnInteractiveMoveTellsTheDataSourceThePathTheRowHadWhenItBegan() async {
        var held = [section("A", ["a", "b", "c"])]
        let view = SimulatedListView { held }
        XCTAssertFalse(view.endInteractiveMove(at: ItemPath(section: 0, item: 1)) { _, _ in XCTFail("no move began") })

        view.beginInteractiveMove(at: ItemPath(section: 0, item: 0))
        XCTAssertEqual(view.interactiveMoveOrigin, ItemPath(section: 0, item: 0))
        var told: [(ItemPath, ItemPath)] = []
        XCTAssertTrue(view.endInteractiveMove(at: ItemPath(section: 0, item: 2)) { from, to in
            told.append((from, to))
            held = [section("A", ["b", "c", "a"])]
        })
        XCTAssertEqual(told.map(\.0), [ItemPath(section: 0, item: 0)])
        XCTAssertEqual(told.map(\.1), [ItemPath(section: 0, item: 2)])
        XCTAssertNil(view.interactiveMoveOrigin)
        XCTAssertEqual(view.errors, [])
        XCTAssertNil(view.shownDifference(from: held))

        // A data source that does not take the move is caught.
        view.beginInteractiveMove(at: ItemPath(section: 0, item: 0))
        view.endInteractiveMove(at: ItemPath(section: 0, item: 1)) { _, _ in }
        XCTAssertEqual(view.errors.count, 1)

        // Cancelled, or dropped where it began: the data source is not told.
        let errors = view.errors.count
        view.beginInteractiveMove(at: ItemPath(section: 0, item: 1))
        view.cancelInteractiveMove()
        XCTAssertFalse(view.endInteractiveMove(at: ItemPath(section: 0, item: 2)) { _, _ in XCTFail("cancelled") })
        view.beginInteractiveMove(at: ItemPath(section: 0, item: 1))
        XCTAssertTrue(view.endInteractiveMove(at: ItemPath(section: 0, item: 1)) { _, _ in XCTFail("not moved") })
        XCTAssertEqual(view.errors.count, errors)

        // A batch during a move.
        let shown = view.shown
        held = shown
        view.beginInteractiveMove(at: ItemPath(section: 0, item: 1))
        let next = [section("A", ["z"] + shown[0].items.map(\.id))]
        view.performBatchUpdates(
            Changeset(sections: next, insertedItems: [ItemPath(section: 0, item: 0)]), updateStyle: .reload,
            updateData: { held = next }, completion: {})
        XCTAssertEqual(view.errors.last?.isStrictRule, true)
        XCTAssertEqual(
            view.errors.last?.message,
            "a batch update while the user moves the row picked up at [0, 1]: when the move ends the table view "
                + "names it by that index path (\"The item's original index path\"), which this batch may change")
    }
}
