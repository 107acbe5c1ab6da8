import ItemizeRuntime
import XCTest

/// The kinds' traits and the action description the generated `Kind` and
/// `Actions` build on.
@MainActor
final class RowBehaviourTests: XCTestCase {
    /// Kinds whose spec names no trait.
    enum Plain: String, ItemKind {
        case note, photo
        var reuseIdentifier: String { rawValue }
    }
    /// Kinds whose spec sets each trait for one kind, as a generated `Kind` does.
    enum Marked: ItemKind {
        case mail, spinner, ad
        var reuseIdentifier: String { "\(self)" }
        static let unselectableKinds: Set<Marked> = [.spinner]
        static let movableKinds: Set<Marked> = [.mail]
        static let undeletableKinds: Set<Marked> = [.spinner, .ad]
    }

    func testAKindWithoutTraitsCanBeSelectedAndDeletedButNotMoved() async {
        XCTAssertEqual(Plain.allCases.map(\.isSelectable), [true, true])
        XCTAssertEqual(Plain.allCases.map(\.isMovable), [false, false])
        XCTAssertEqual(Plain.allCases.map(\.isDeletable), [true, true])
    }

    func testEachTraitReadsItsOwnSet() async {
        XCTAssertEqual(Marked.allCases.map(\.isSelectable), [true, false, true])
        XCTAssertEqual(Marked.allCases.map(\.isMovable), [true, false, false])
        XCTAssertEqual(Marked.allCases.map(\.isDeletable), [true, false, false])
    }

    /// A table of one kind's actions, as a generated `Actions` is.
    struct PetActions: RowActionTable {
        var log: (String) -> Void

        func actions(in menu: ActionMenu, for item: Pet, at place: ActionPlace<Pen>) -> [RowAction] {
            guard case .dog(let id) = item, menu == .trailingSwipe else { return [] }
            return [RowAction(name: "walk", title: "Walk", isDestructive: false) { log("walk \(id) at \(place.path)") }]
        }

        func select(_ item: Pet, at place: ActionPlace<Pen>) {
            log("select \(item) at \(place.path)")
        }
    }

    func testAnActionRowIsTheItemAndItsPlaceAndNilOutsideTheSections() async {
        let sections = [kennel([.dog(1), .dog(2)]), cattery([.cat(3)])]
        let row = sections.actionRow(at: ItemPath(section: 0, item: 1))
        XCTAssertEqual(row?.item, .dog(2))
        XCTAssertEqual(row?.place, ActionPlace(section: sections[0].model, path: ItemPath(section: 0, item: 1)))
        XCTAssertEqual(sections.actionRow(at: ItemPath(section: 1, item: 0))?.item, .cat(3))
        for outside in [ItemPath(section: 1, item: 1), ItemPath(section: 2, item: 0), ItemPath(section: -1, item: 0)] {
            XCTAssertNil(sections.actionRow(at: outside), "\(outside)")
        }

        var log: [String] = []
        let table = PetActions { log.append($0) }
        guard let found = row else { return }
        table.actions(in: .trailingSwipe, for: found.item, at: found.place).forEach { $0.perform() }
        table.select(found.item, at: found.place)
        XCTAssertEqual(log, ["walk 2 at [0, 1]", "select dog(2) at [0, 1]"])
        XCTAssertTrue(table.actions(in: .leadingSwipe, for: found.item, at: found.place).isEmpty)
    }

    /// One kind per combination of deletable, movable and offering swipe
    /// actions, named by what it can do.
    enum Editing: String, ItemKind {
        case nothing, delete, move, swipe, deleteMove, deleteSwipe, moveSwipe, all
        var reuseIdentifier: String { rawValue }
        static let movableKinds: Set<Editing> = [.move, .deleteMove, .moveSwipe, .all]
        static let undeletableKinds: Set<Editing> = [.nothing, .move, .swipe, .moveSwipe]
        var swipes: Bool { [.swipe, .deleteSwipe, .moveSwipe, .all].contains(self) }
    }

    /// A row of an `Editing` kind.
    struct EditingRow: KindedItem {
        var kind: Editing
    }

    /// Leading swipe actions for the kinds that swipe, as a generated `Actions` is.
    struct EditingActions: RowActionTable {
        func actions(in menu: ActionMenu, for item: EditingRow, at place: ActionPlace<String>) -> [RowAction] {
            guard item.kind.swipes, menu == .leadingSwipe else { return [] }
            return [RowAction(name: "flag", title: "Flag") {}]
        }

        func select(_ item: EditingRow, at place: ActionPlace<String>) {}
    }

    func testARowCanBeEditedWhenItsKindDeletesMovesOrSwipesAndOnlyThen() async {
        let actions = EditingActions()
        let place = ActionPlace(section: "main", path: ItemPath(section: 0, item: 0))
        let editable = Editing.allCases.filter { actions.canEditRow(EditingRow(kind: $0), at: place) }
        XCTAssertEqual(editable, [.delete, .move, .swipe, .deleteMove, .deleteSwipe, .moveSwipe, .all])
        XCTAssertEqual(
            Editing.allCases.filter { actions.hasSwipeActions(for: EditingRow(kind: $0), at: place) },
            [.swipe, .deleteSwipe, .moveSwipe, .all])
        // Without the table, the kinds' own traits alone.
        XCTAssertEqual(Editing.allCases.filter { $0.isEditable(hasSwipeActions: false) }, [.delete, .move, .deleteMove, .deleteSwipe, .moveSwipe, .all])
    }
}
