// Drives every action of every kind of the generated Examples/Inbox.swift
// through the SwiftUI list of Consumers/InboxSwiftUIApp.swift, against the
// SwiftUI stand-in, as a user meets the rows (Tests/AppleStandIns/SwiftUI/
// StandInListRows.swift); run by SwiftUITypeCheckTests. Each swipe button
// and menu item reaches its kind's handler with the row's own value and
// place, a full swipe performs the first button, a destructive action is
// a destructive button; the spinner offers no actions, cannot be moved,
// and never enters the selection, even where SwiftUI selects it (before
// iOS 17); selecting a mail calls `select` once; every row carries its
// item's accessibility identifier. With no handler table, rows offer no
// actions and still follow the spec's moves.
// Reports as check.swift says.
@_spi(StandInTap) import SwiftUI
import ItemizeRuntime

@main
struct SwiftUIRowActionsCheck {
    @MainActor
    static func main() {
        var calls: [String] = []
        func record(_ name: String) -> (Mail, InboxItem.ActionPlace) -> Void {
            { mail, place in calls.append("\(name) \(mail.id) \(place.section.identity) \(place.indexPath[0]).\(place.indexPath[1])") }
        }
        let actions = InboxItem.Actions(mail: .init(
            toggleRead: record("toggleRead"), delete: record("delete"), archive: record("archive"), select: record("select")))
        let hello = Mail(id: 1, subject: "Hello", isRead: false)
        let lunch = Mail(id: 2, subject: "Lunch?", isRead: true)
        let news = Mail(id: 3, subject: "News", isRead: true)
        let sections = [
            InboxSectionModel(model: .inbox(unread: 1), items: [.mail(hello)]),
            InboxSectionModel(model: .day("Mon"), items: [.mail(lunch), .mail(news)]),
            InboxSectionModel(model: .loading, items: [.spinner]),
        ]
        var moved: [String] = []
        var deleted: [String] = []
        var selected: Set<InboxItem.Identity> = []
        let selection = Binding(get: { selected }, set: { selected = $0 })
        let screen = InboxSwiftUIList(
            sections: sections, actions: actions, selection: selection,
            onMove: { item, from, to in moved.append("\(item.identity) \(from.section).\(from.item) \(to.section).\(to.item)") },
            onDelete: { item, path in deleted.append("\(item.identity) \(path.section).\(path.item)") })
        let list = screen.body
        let rows = list.standInRows()
        check(rows.map(\.id) == [InboxItem.Identity.mail(1), .mail(2), .mail(3), .spinner].map(AnyHashable.init), "the list shows \(rows.map(\.id))")
        require(rows.count == 4, "the list shows \(rows.count) rows")

        // Every mail's buttons and menu items call its handlers with it and its place.
        for (row, mail, place) in [(rows[0], hello, "inbox 0.0"), (rows[1], lunch, "day(\"Mon\") 1.0")] {
            check(row.accessibilityIdentifier == "mail.\(mail.id)", "mail \(mail.id) is identified as \(String(describing: row.accessibilityIdentifier))")
            check(row.childrenIdentifier == nil, "mail \(mail.id) gives its identifier to each of its views")
            let leading = row.swipeButtons(.leading)
            check(leading.map(\.title) == ["Read"], "the leading buttons of mail \(mail.id) are \(leading.map(\.title))")
            check(leading.map(\.systemImage) == ["envelope.open"], "the Read button shows \(leading.map(\.systemImage))")
            let trailing = row.swipeButtons(.trailing)
            check(trailing.map(\.title) == ["Delete", "Archive"], "the trailing buttons of mail \(mail.id) are \(trailing.map(\.title))")
            check(trailing.map(\.isDestructive) == [true, false], "Delete is not the one destructive swipe button")
            check(trailing.map(\.systemImage) == ["trash", "archivebox"], "the trailing buttons show \(trailing.map(\.systemImage))")
            calls = []
            (leading + trailing).forEach { $0.tap() }
            check(calls == ["toggleRead \(mail.id) \(place)", "delete \(mail.id) \(place)", "archive \(mail.id) \(place)"],
                  "the swipe buttons of mail \(mail.id) called \(calls)")
            calls = []
            let fullSwipes = row.swipes.map { $0.fullSwipe() }
            check(fullSwipes.allSatisfy { $0 } && calls.sorted() == ["delete \(mail.id) \(place)", "toggleRead \(mail.id) \(place)"],
                  "full swipes on mail \(mail.id) called \(calls)")

            let menu = row.menu ?? []
            check(menu.map(\.title) == ["Archive", "Delete"], "the menu of mail \(mail.id) is \(menu.map(\.title))")
            check(menu.map(\.isDestructive) == [false, true], "Delete is not the one destructive menu item")
            calls = []
            menu.forEach { $0.tap() }
            check(calls == ["archive \(mail.id) \(place)", "delete \(mail.id) \(place)"], "the menu of mail \(mail.id) called \(calls)")
            check(row.canMove && !row.isSelectionDisabled, "mail \(mail.id) cannot be moved or selected")
            check(row.canDelete, "mail \(mail.id) cannot be deleted")
        }

        // The spinner offers nothing, and is not moved.
        let spinner = rows[3]
        check(spinner.swipes.isEmpty && spinner.menu == nil, "the spinner offers \(spinner.swipes.count) swipes and a menu of \(spinner.menu?.map(\.title) ?? [])")
        check(spinner.accessibilityIdentifier == "spinner", "the spinner is identified as \(String(describing: spinner.accessibilityIdentifier))")
        check(spinner.isMoveDisabled && !spinner.move(to: 0), "the spinner can be moved")
        // "deletable": false: the spinner is not deleted; a mail is.
        check(spinner.isDeleteDisabled && !spinner.delete() && deleted.isEmpty, "the spinner can be deleted: \(deleted)")
        check(rows[0].delete() && deleted == ["mail(1) 0.0"], "deleting mail 1 told \(deleted)")
        check(rows[1].move(to: 2) && moved == ["mail(2) 1.0 1.1"], "moving mail 2 below mail 3 told \(moved)")

        // Selection: a mail is selected and opened once; the spinner never enters.
        calls = []
        check(list.standInSelect(rows[0]), "mail 1 could not be selected")
        check(selected == [.mail(1)] && calls == ["select 1 inbox 0.0"], "selecting mail 1 gave \(selected), called \(calls)")
        calls = []
        _ = list.standInSelect(rows[0])
        check(calls.isEmpty, "selecting mail 1 again called \(calls)")
        check(spinner.isSelectionDisabled && !list.standInSelect(spinner), "the spinner can be selected")
        _ = list.standInSelect(spinner, beforeSelectionDisabled: true)
        check(selected == [.mail(1)] && calls.isEmpty, "before iOS 17 selecting the spinner gave \(selected), called \(calls)")
        selected = [.mail(1), .mail(2)]
        calls = []
        screen.content.selection(selection).wrappedValue = [.mail(1), .mail(2), .spinner]
        check(selected == [.mail(1), .mail(2)] && calls.isEmpty, "writing a selection of all three gave \(selected), called \(calls)")
        var one: InboxItem.Identity? = nil
        let single = screen.content.selection(Binding(get: { one }, set: { one = $0 }))
        single.wrappedValue = .spinner
        check(one == nil, "the single selection took the spinner")
        single.wrappedValue = .mail(2)
        check(one == .mail(2) && calls == ["select 2 day(\"Mon\") 1.0"], "the single selection of mail 2 gave \(String(describing: one)), called \(calls)")

        #if !os(macOS) && !os(watchOS)
            selected = []
            calls = []
            let editable = InboxEditableList(sections: sections, actions: actions, selection: selection, editMode: .constant(.active))
            let editableRows = editable.body.standInRows()
            check(editableRows.map(\.swipes.count) == [2, 2, 2, 0], "the editable list's rows swipe \(editableRows.map(\.swipes.count))")
            _ = editable.body.standInSelect(editableRows[3], beforeSelectionDisabled: true)
            _ = editable.body.standInSelect(editableRows[1])
            check(selected == [.mail(2)] && calls == ["select 2 day(\"Mon\") 1.0"], "the editable list selected \(selected), called \(calls)")
        #endif

        // Without a handler table: no actions, the spec's moves still.
        let plain = InboxItem.ListSections(sections, rows: inboxRows, onMove: { _, _, _ in }).standInRows()
        check(plain.allSatisfy { $0.swipes.isEmpty && $0.menu == nil }, "rows without a handler table offer actions")
        check(plain.map(\.canMove) == [true, true, true, false], "without a handler table the rows move as \(plain.map(\.canMove))")
        // A caution action is red without the destructive role, which would
        // take its row out of the list as it is tapped.
        var flagged: [Int] = []
        let flagRows = InboxItem.ListSections(
            sections, rows: inboxRows, onMove: { _, _, _ in }, actions: FlagOnly { mail, _ in flagged.append(mail.id) }
        ).standInRows()
        let flag = flagRows.first?.swipeButtons(.leading) ?? []
        check(flag.map(\.title) == ["Flag"] && flag.map(\.isDestructive) == [false] && flag.map(\.tint) == [.red],
              "the caution action is \(flag.map { ($0.title, $0.isDestructive, $0.tint) })")
        flag.first?.tap()
        check(flagged == [1], "the caution action flagged \(flagged)")

        finishChecks()
    }
}
