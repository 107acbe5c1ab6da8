#if canImport(SwiftUI)
import SwiftUI

// The lists of a target whose section models are another library's
// (`LibrarySections`): they are converted here, and the hooks are told index
// paths of two indices, as those libraries' own lists were.
extension ListSections where Section: LibrarySections {
    /// Creates the content of a list showing `sections`, section models of
    /// another library, each item shown by `rows`. `onDelete` and `onMove`
    /// are told index paths of two indices, section then item; the rest is
    /// as for `init(_:rows:onDelete:onMove:)`.
    ///
    /// - Complexity: O(*s*) for *s* sections: the items' arrays are shared, not copied.
    public init(
        _ sections: [Section.LibrarySection],
        rows: Rows,
        onDelete: ((Item, IndexPath) -> Void)? = nil,
        onMove: ((_ item: Item, _ from: IndexPath, _ to: IndexPath) -> Void)? = nil
    ) {
        self.init(
            Section.runtimeSections(sections), rows: rows, onDelete: Self.itemPathHook(onDelete),
            onMove: Self.itemPathHook(onMove))
    }

    /// Creates the content of a list showing `sections`, section models of
    /// another library, whose rows offer the actions `actions` describes, as
    /// `init(_:rows:onDelete:onMove:actions:)` says.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public init<Actions: RowActionTable>(
        _ sections: [Section.LibrarySection],
        rows: Rows,
        onDelete: ((Item, IndexPath) -> Void)? = nil,
        onMove: ((_ item: Item, _ from: IndexPath, _ to: IndexPath) -> Void)? = nil,
        actions: Actions?
    ) where Actions.Item == Item, Actions.Section == Section {
        self.init(
            Section.runtimeSections(sections), rows: rows, onDelete: Self.itemPathHook(onDelete),
            onMove: Self.itemPathHook(onMove), actions: actions)
    }

    /// `onDelete` as the hook `ListSections` calls with item paths.
    private static func itemPathHook(_ onDelete: ((Item, IndexPath) -> Void)?) -> ((Item, ItemPath) -> Void)? {
        onDelete.map { onDelete in { item, path in onDelete(item, indexPath(path)) } }
    }

    /// `onMove` as the hook `ListSections` calls with item paths.
    private static func itemPathHook(
        _ onMove: ((Item, IndexPath, IndexPath) -> Void)?
    ) -> ((Item, ItemPath, ItemPath) -> Void)? {
        onMove.map { onMove in { item, from, to in onMove(item, indexPath(from), indexPath(to)) } }
    }

    /// `path` as an index path of two indices, section then item.
    private static func indexPath(_ path: ItemPath) -> IndexPath {
        IndexPath(indexes: [path.section, path.item])
    }
}

#if !os(macOS) && !os(watchOS)
extension EditableList where Section: LibrarySections {
    /// Creates a list showing `sections`, section models of another library,
    /// selecting into `selection`, in edit mode while `editMode` is active;
    /// the rest is as for `ListSections.init(_:rows:onDelete:onMove:)` of
    /// such sections.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public init(
        _ sections: [Section.LibrarySection],
        rows: Rows,
        selection: Binding<Set<Item.Identity>>,
        editMode: Binding<EditMode>,
        onDelete: ((Item, IndexPath) -> Void)? = nil,
        onMove: ((_ item: Item, _ from: IndexPath, _ to: IndexPath) -> Void)? = nil
    ) {
        self.init(
            ListSections(sections, rows: rows, onDelete: onDelete, onMove: onMove), selection: selection,
            editMode: editMode)
    }

    /// Creates a list showing `sections`, section models of another library,
    /// whose rows offer the actions `actions` describes.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public init<Actions: RowActionTable>(
        _ sections: [Section.LibrarySection],
        rows: Rows,
        selection: Binding<Set<Item.Identity>>,
        editMode: Binding<EditMode>,
        onDelete: ((Item, IndexPath) -> Void)? = nil,
        onMove: ((_ item: Item, _ from: IndexPath, _ to: IndexPath) -> Void)? = nil,
        actions: Actions?
    ) where Actions.Item == Item, Actions.Section == Section {
        self.init(
            ListSections(sections, rows: rows, onDelete: onDelete, onMove: onMove, actions: actions), selection: selection,
            editMode: editMode)
    }
}
#endif
#endif
