import ItemizeRuntime
import TodoList
import XCTest

/// The consumer's own tests: the generated code, driven by the runtime,
/// behaves as the screen needs.
final class TodoBoardTests: XCTestCase {
    private let milk = Todo(id: "milk", title: "Buy milk", isDone: false)
    private let call = Todo(id: "call", title: "Call Ann", isDone: false)
    private let wash = Todo(id: "wash", title: "Wash the car", isDone: false)
    private let wifi = Note(id: 1, text: "Wi-Fi: guest / 1234")

    func testSectionsFollowTheSpecAndSkipEmptyParts() {
        let board = TodoBoard(pinnedNotes: [wifi], today: [milk], upcoming: [("Mon", [call]), ("Tue", [])])

        XCTAssertEqual(board.sections.map(\.model), [.pinned, .today, .day("Mon")])
        XCTAssertEqual(board.sections.map(\.model.header), ["Pinned", "Today", nil])
        XCTAssertEqual(board.sections[1].model.footer, "Swipe to finish a to-do")
        XCTAssertEqual(TodoSection.pinned.allowedKinds, [.note])
        for section in board.sections {
            XCTAssertTrue(section.items.allSatisfy { section.model.allowedKinds.contains($0.kind) })
        }
    }

    func testFinishingATodoIsOneRowUpdate() {
        let before = TodoBoard(today: [milk, call])

        let changes = before.changes(to: before.finishing("call"))

        XCTAssertEqual(changes.count, 1)
        XCTAssertEqual(changes[0].updatedItems, [ItemPath(section: 0, item: 1)])
        XCTAssertEqual(changes[0].insertedItems + changes[0].deletedItems, [])
        XCTAssertEqual(changes[0].sections.last?.items[1].todo?.isDone, true)
    }

    func testPostponingATodoToANewDayRemovesItsRowAndInsertsTheDay() throws {
        let before = TodoBoard(today: [milk, call])
        let after = TodoBoard(today: [milk], upcoming: [("Mon", [call])])

        let changes = before.changes(to: after)

        XCTAssertEqual(changes.last?.sections, after.sections)
        // A new section arrives whole: UIKit cannot move a row into a
        // section inserted by the same batch.
        XCTAssertEqual(changes.flatMap(\.deletedItems), [ItemPath(section: 0, item: 1)])
        XCTAssertEqual(changes.flatMap(\.insertedSections), [1])
        XCTAssertEqual(changes.flatMap(\.movedItems).count, 0)
        XCTAssertEqual(after.path(ofTodo: "call"), ItemPath(section: 1, item: 0))
        XCTAssertNil(after.path(ofTodo: "gone"))
    }

    func testPostponingToAnExistingDayMovesTheRow() throws {
        let before = TodoBoard(today: [milk, call], upcoming: [("Mon", [wash])])
        let after = TodoBoard(today: [milk], upcoming: [("Mon", [call, wash])])

        let changes = before.changes(to: after)

        XCTAssertEqual(changes.last?.sections, after.sections)
        let moves = changes.flatMap(\.movedItems)
        XCTAssertEqual(moves.map(\.from), [ItemPath(section: 0, item: 1)])
        XCTAssertEqual(moves.map(\.to), [ItemPath(section: 1, item: 0)])
    }

    func testIdentitiesOfDifferentKindsNeverCollide() {
        // A to-do and a note may share an id's spelling; the kind tags it.
        let todo = TodoItem.todo(Todo(id: "1", title: "One", isDone: false))
        let note = TodoItem.note(Note(id: 1, text: "One"))
        XCTAssertNotEqual(AnyHashable(todo.identity), AnyHashable(note.identity))
        XCTAssertEqual(Set(TodoItem.Kind.allCases.map(\.reuseIdentifier)), ["Todo", "Note"])
    }

    func testEveryKindHasRowText() {
        let path = ItemPath(section: 0, item: 0)
        XCTAssertEqual(rowText(for: .todo(milk), at: path), "[ ] Buy milk")
        XCTAssertEqual(rowText(for: .todo(milk.finished), at: path), "[x] Buy milk")
        XCTAssertEqual(rowText(for: .note(wifi), at: path), "Wi-Fi: guest / 1234")
    }
}

private extension Todo {
    var finished: Todo {
        var copy = self
        copy.isDone = true
        return copy
    }
}
