import ItemizeRuntime

/// The text of `item`'s row, one closure per kind: adding a kind to the
/// spec makes this fail to compile until the new kind has its text too.
public func rowText(for item: TodoItem, at path: ItemPath) -> String {
    let text = TodoItem.Dispatch<Void, String>(
        todo: { _, _, todo in (todo.isDone ? "[x] " : "[ ] ") + todo.title },
        note: { _, _, note in note.text }
    )
    return text(item, in: (), at: path)
}
