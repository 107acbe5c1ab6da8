// The Inbox as a SwiftUI list, beside InboxApp.swift's UIKit screens, over
// the same generated Examples/Inbox.swift: each mail offers the spec's
// swipe actions (iOS 15, macOS 12 and later) and context menu, whose
// handlers get the mail and its place; a mail the user selects is opened
// through the `select` handler; mails move within the sections that allow
// them, and can be deleted; the spinner is neither selected, moved nor
// deleted.
import ItemizeRuntime
import SwiftUI

/// The inbox in a list with multiple selection (not on watchOS, which has
/// none); on an iPhone, rows are selected and moved in edit mode
/// (`InboxEditableList`).
@MainActor
struct InboxSwiftUIList: View {
    let sections: [InboxSectionModel]
    let actions: InboxItem.Actions
    @Binding var selection: Set<InboxItem.Identity>
    let onMove: (InboxItem, ItemPath, ItemPath) -> Void
    var onDelete: ((InboxItem, ItemPath) -> Void)? = nil

    /// The list content, whose rows offer their kinds' actions.
    var content: InboxItem.ListSections {
        InboxItem.ListSections(sections, rows: inboxRows, onDelete: onDelete, onMove: onMove, actions: actions)
    }

    var body: some View {
        // The selection lets in selectable kinds only, and calls `select`
        // for each row the user selects.
        List(selection: content.selection($selection)) { content }
    }
}

#if !os(macOS) && !os(watchOS)
/// The inbox in edit mode on an iPhone: the generated list filters its
/// selection as `InboxSwiftUIList` does.
@MainActor
struct InboxEditableList: View {
    let sections: [InboxSectionModel]
    let actions: InboxItem.Actions
    @Binding var selection: Set<InboxItem.Identity>
    @Binding var editMode: EditMode

    var body: some View {
        InboxItem.EditableList(
            sections, rows: inboxRows, selection: $selection, editMode: $editMode,
            onMove: { _, _, _ in }, actions: actions)
    }
}
#endif

/// Each kind's row: a kind added to the spec is a compile error here.
@MainActor
let inboxRows = InboxItem.RowViews(
    mail: { mail in Text(mail.subject) },
    spinner: { Text("Loading") })
