import ItemizeRuntime

extension TodoBoard {
    /// The animated updates that take a list showing `self` to `board`,
    /// stage by stage, each safe for a table or collection view's batch
    /// updates.
    ///
    /// - Complexity: O(n log n) in the number of items, at worst.
    public func changes(to board: TodoBoard) -> StagedChangeset<TodoSectionModel> {
        StagedChangeset(source: sections, target: board.sections)
    }

    /// The board with the to-do `id` marked done wherever it is shown.
    public func finishing(_ id: String) -> TodoBoard {
        func finish(_ todos: [Todo]) -> [Todo] {
            todos.map { todo in
                var todo = todo
                if todo.id == id { todo.isDone = true }
                return todo
            }
        }
        var board = self
        board.today = finish(today)
        board.upcoming = upcoming.map { ($0.day, finish($0.todos)) }
        return board
    }

    /// Where the to-do `id` is shown, found by its identity: after any
    /// update, a tap or a notification can still find its row.
    public func path(ofTodo id: String) -> ItemPath? {
        for (sectionIndex, section) in sections.enumerated() {
            if let itemIndex = section.items.firstIndex(where: { $0.identity == .todo(id) }) {
                return ItemPath(section: sectionIndex, item: itemIndex)
            }
        }
        return nil
    }
}
