#if canImport(SwiftUI)
import SwiftUI

#if !os(macOS) && !os(watchOS)
/// A `List` of `ListSections` with multiple selection, in the edit mode
/// `editMode` holds; a generated item enum names it
/// (`FeedItem.EditableList`). On a device without a keyboard and a mouse or
/// trackpad, several rows can be selected only in edit mode, and a list
/// shows the handles that move rows in edit mode; switch it with an
/// `EditButton` given the same binding:
///
/// ```swift
/// FeedItem.EditableList(sections, rows: rows, selection: $selection, editMode: $editMode, onMove: { ... })
///     .toolbar { EditButton().environment(\.editMode, $editMode) }
/// ```
///
/// `EditMode` exists on iOS, iPadOS, Mac Catalyst, tvOS and visionOS, so
/// this view does too; on macOS a list selects and moves rows without edit
/// mode (use `List(selection:)` with `ListSections`), and watchOS has no
/// multiple selection.
@MainActor
public struct EditableList<Section, Rows: RowViewTable>: View
where
    Section: KindRestrictedSection & TitledSection & IdentifiableType & Equatable & Sendable,
    Section.Item == Rows.Item,
    Rows.Item: IdentifiableType & Equatable & AccessibilityIdentifiable & Sendable,
    Rows.Item.Kind: ItemKind
{
    /// The items of the list, such as `FeedItem`.
    public typealias Item = Rows.Item

    /// The sections, their rows and their hooks.
    public var content: ListSections<Section, Rows>
    /// The identities of the selected items.
    @Binding public var selection: Set<Item.Identity>
    /// Whether the list is in edit mode.
    @Binding public var editMode: EditMode

    /// Creates a list of `content`, selecting into `selection` (through
    /// `ListSections.selection(_:)`), in edit mode while `editMode` is active.
    public init(
        _ content: ListSections<Section, Rows>, selection: Binding<Set<Item.Identity>>, editMode: Binding<EditMode>
    ) {
        self.content = content
        _selection = selection
        _editMode = editMode
    }

    /// Creates a list showing `sections`, selecting into `selection`, in
    /// edit mode while `editMode` is active; the rest is as for
    /// `ListSections`.
    public init(
        _ sections: [ListSections<Section, Rows>.SectionModel],
        rows: Rows,
        selection: Binding<Set<Item.Identity>>,
        editMode: Binding<EditMode>,
        onDelete: ((Item, ItemPath) -> Void)? = nil,
        onMove: ((_ item: Item, _ from: ItemPath, _ to: ItemPath) -> Void)? = nil
    ) {
        self.init(
            ListSections(sections, rows: rows, onDelete: onDelete, onMove: onMove), selection: selection,
            editMode: editMode)
    }

    /// Creates a list showing `sections` whose rows offer the actions
    /// `actions` describes, as `ListSections.init(_:rows:onDelete:onMove:actions:)`.
    public init<Actions: RowActionTable>(
        _ sections: [ListSections<Section, Rows>.SectionModel],
        rows: Rows,
        selection: Binding<Set<Item.Identity>>,
        editMode: Binding<EditMode>,
        onDelete: ((Item, ItemPath) -> Void)? = nil,
        onMove: ((_ item: Item, _ from: ItemPath, _ to: ItemPath) -> Void)? = nil,
        actions: Actions?
    ) where Actions.Item == Item, Actions.Section == Section {
        self.init(
            ListSections(sections, rows: rows, onDelete: onDelete, onMove: onMove, actions: actions), selection: selection,
            editMode: editMode)
    }

    /// The list, with `editMode` as its environment's edit mode.
    public var body: some View {
        List(selection: content.selection($selection)) { content }
            .environment(\.editMode, $editMode)
    }
}
#endif
#endif
