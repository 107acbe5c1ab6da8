import ItemizeRuntime

/// What the to-do screen shows, as plain data: the generated `TodoItem`
/// and `TodoSection` turn it into the sections a list view displays.
public struct TodoBoard: Equatable, Sendable {
    /// Notes kept above everything else.
    public var pinnedNotes: [Note]
    /// Today's to-dos, in the order the user sorted them.
    public var today: [Todo]
    /// Later to-dos by day, days in order.
    public var upcoming: [(day: String, todos: [Todo])]

    /// Creates a board; nothing is shown for an empty part.
    public init(pinnedNotes: [Note] = [], today: [Todo] = [], upcoming: [(day: String, todos: [Todo])] = []) {
        self.pinnedNotes = pinnedNotes
        self.today = today
        self.upcoming = upcoming
    }

    /// The sections to display: pinned notes, today, then one section per
    /// day; a part with nothing in it has no section.
    public var sections: [TodoSectionModel] {
        var sections: [TodoSectionModel] = []
        if !pinnedNotes.isEmpty {
            sections.append(.pinned(pinnedNotes.map(TodoItem.PinnedItems.note)))
        }
        if !today.isEmpty {
            sections.append(.today(today.map(TodoItem.TodayItems.todo)))
        }
        for (day, todos) in upcoming where !todos.isEmpty {
            sections.append(.day(day, todos.map(TodoItem.DayItems.todo)))
        }
        return sections
    }

    public static func == (left: TodoBoard, right: TodoBoard) -> Bool {
        left.pinnedNotes == right.pinnedNotes && left.today == right.today
            && left.upcoming.elementsEqual(right.upcoming) { $0.day == $1.day && $0.todos == $1.todos }
    }
}
