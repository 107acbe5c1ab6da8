@testable import ItemizeRuntime
import XCTest

/// What the UIKit and AppKit helpers do when the user chooses an action:
/// find the row again by identity, run the handler with the row as it is
/// then, and say whether it was done (docs/row-behaviour.md).
@MainActor
final class RowActionPerformingTests: XCTestCase {
    /// A dog offers Walk (normal), Adopt (destructive: the handler takes the
    /// dog out of `data`, unless `adoptionAsksFirst`) and Brush (caution).
    final class Kennel: RowActionTable {
        let data = SectionedDataSource(sections: [kennel([.dog(1), .dog(2)]), cattery([.cat(3)])])
        var log: [String] = []
        var adoptionAsksFirst = false

        func actions(in menu: ActionMenu, for item: Pet, at place: ActionPlace<Pen>) -> [RowAction] {
            guard case .dog(let id) = item, menu == .trailingSwipe else { return [] }
            return [
                RowAction(name: "walk", title: "Walk") { self.log.append("walk \(id) at \(place.path)") },
                RowAction(name: "adopt", title: "Adopt", style: .destructive) {
                    self.log.append("adopt \(id) at \(place.path)")
                    guard !self.adoptionAsksFirst else { return }
                    self.data.setSections(self.data.sections.map { section in
                        PenSection(model: section.model, items: section.items.filter { $0 != item })
                    })
                },
                RowAction(name: "brush", title: "Brush", style: .caution) { self.log.append("brush \(id)") },
            ]
        }

        func select(_ item: Pet, at place: ActionPlace<Pen>) {}
    }

    func testAnActionChosenAfterAnUpdateGetsTheRowsPlaceThen() async {
        let table = Kennel()
        let found = table.actionsFound(in: .trailingSwipe, at: ItemPath(section: 0, item: 1), in: ActionRows(table.data))
        XCTAssertEqual(found.map(\.action.name), ["walk", "adopt", "brush"])
        XCTAssertEqual(found.map(\.action.style), [.normal, .destructive, .caution])
        // Dog 2 moves to the front after the swipe opened its row.
        table.data.setSections([cattery([.cat(3)]), kennel([.dog(2), .dog(1)])])
        XCTAssertTrue(found[0].run())
        found[0].action.perform()
        XCTAssertEqual(table.log, ["walk 2 at [1, 0]", "walk 2 at [1, 0]"])
    }

    func testNothingRunsForARowThatIsGone() async {
        let table = Kennel()
        let found = table.actionsFound(in: .trailingSwipe, at: ItemPath(section: 0, item: 0), in: ActionRows(table.data))
        table.data.setSections([cattery([.cat(3)])])
        XCTAssertFalse(found[0].run())
        XCTAssertEqual(table.log, [])
        XCTAssertTrue(table.actionsFound(in: .trailingSwipe, at: ItemPath(section: 0, item: 5), in: ActionRows(table.data)).isEmpty)
    }

    func testADestructiveActionIsDoneOnlyOnceItsRowIsGone() async {
        let table = Kennel()
        let rows = ActionRows(table.data)
        table.adoptionAsksFirst = true
        XCTAssertFalse(table.perform("adopt", in: .trailingSwipe, of: 1, in: rows), "the row is still there")
        table.adoptionAsksFirst = false
        XCTAssertTrue(table.perform("adopt", in: .trailingSwipe, of: 1, in: rows))
        XCTAssertNil(table.data.itemPath(for: 1))
        // A caution action leaves its row and is done.
        XCTAssertTrue(table.perform("brush", in: .trailingSwipe, of: 2, in: rows))
        XCTAssertEqual(table.log, ["adopt 1 at [0, 0]", "adopt 1 at [0, 0]", "brush 2"])
        // An action the row no longer offers runs nothing.
        XCTAssertFalse(table.perform("feed", in: .trailingSwipe, of: 2, in: rows))
    }

    func testRowsOfAReleasedDataSourceAreNone() async {
        var data: SectionedDataSource<PenSection>? = SectionedDataSource(sections: [kennel([.dog(1)])])
        let rows = ActionRows(data!)
        XCTAssertEqual(rows.rowOf(1)?.place.path, ItemPath(section: 0, item: 0))
        data = nil
        XCTAssertNil(rows.rowOf(1))
        XCTAssertNil(rows.rowAt(ItemPath(section: 0, item: 0)))
    }
}
