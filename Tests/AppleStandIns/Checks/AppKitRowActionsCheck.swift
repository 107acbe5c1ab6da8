// Drives every row action of every kind of the generated Examples/Inbox.swift
// through the Mac table of Consumers/InboxAppKitApp.swift (a group row per
// section, then its rows), as AppKit asks
// its delegate on a swipe, against the AppKit stand-in; run by
// AppleTypeCheckTests. A swipe to the right shows the kind's leading
// swipe actions and one to the left its trailing ones, with their titles,
// styles and symbols; each button reaches its kind's handler with the
// row's own value and place, and then hides the row's actions, which
// AppKit leaves showing; a kind without actions offers none.
@_spi(StandInTap) import AppKit
import ItemizeRuntime

@main
struct AppKitRowActionsCheck {
    @MainActor
    static func main() {
        var calls: [String] = []
        func record(_ name: String) -> (Mail, InboxItem.ActionPlace) -> Void {
            { mail, place in calls.append("\(name) \(mail.id) \(place.section.identity) \(place.indexPath.section).\(place.indexPath.item)") }
        }
        let actions = InboxItem.Actions(mail: .init(
            toggleRead: record("toggleRead"), delete: record("delete"), archive: record("archive"), select: record("select")))
        let hello = Mail(id: 1, subject: "Hello", isRead: false)
        let lunch = Mail(id: 2, subject: "Lunch?", isRead: true)
        let screen = InboxMacScreen(
            sections: [
                InboxSectionModel(model: .inbox(unread: 1), items: [.mail(hello)]),
                InboxSectionModel(model: .day("Mon"), items: [.mail(lunch)]),
                InboxSectionModel(model: .loading, items: [.spinner]),
            ],
            actions: actions)
        let table = screen.tableView

        /// Swipes `row` towards `edge` once per button, clicks that button,
        /// and checks what it shows, what it calls and that it closes.
        func swipe(
            _ row: Int, _ edge: NSTableView.RowActionEdge, expecting buttons: [(String, NSTableViewRowAction.Style, String)],
            calls expected: [String]
        ) {
            let shown = table.standInSwipe(row: row, edge: edge)
            check(shown.map(\.title) == buttons.map(\.0), "the \(edge) buttons at row \(row) are \(shown.map(\.title)), not \(buttons.map(\.0))")
            check(shown.map(\.style) == buttons.map(\.1), "the \(edge) buttons at row \(row) have the styles \(shown.map(\.style))")
            check(
                shown.map { $0.image?.standInSymbolName } == buttons.map(\.2),
                "the \(edge) buttons at row \(row) show \(shown.map { $0.image?.standInSymbolName })")
            calls = []
            for index in shown.indices {
                table.standInClick(table.standInSwipe(row: row, edge: edge)[index])
                check(!table.rowActionsVisible, "the \(edge) button \(index) at row \(row) left the row's actions showing")
            }
            check(calls == expected, "the \(edge) buttons at row \(row) called \(calls), not \(expected)")
        }

        for (row, mail, place) in [(1, hello, "inbox 0.0"), (3, lunch, "day(\"Mon\") 1.0")] {
            swipe(row, .leading, expecting: [("Read", .regular, "envelope.open")], calls: ["toggleRead \(mail.id) \(place)"])
            swipe(
                row, .trailing, expecting: [("Delete", .destructive, "trash"), ("Archive", .regular, "archivebox")],
                calls: ["delete \(mail.id) \(place)", "archive \(mail.id) \(place)"])
        }

        // The spinner has no actions: a swipe shows nothing on either edge.
        for edge in [NSTableView.RowActionEdge.leading, .trailing] {
            check(table.standInSwipe(row: 5, edge: edge).isEmpty, "the spinner has \(edge) buttons")
            check(!table.rowActionsVisible, "a swipe on the spinner shows row actions")
        }
        check(table.standInSwipe(row: 6, edge: .trailing).isEmpty, "a row past the last one has buttons")
        for header in [0, 2, 4] {
            check(table.standInSwipe(row: header, edge: .trailing).isEmpty, "the group row \(header) has buttons")
        }

        // A caution action is red but regular: AppKit animates a destructive
        // one as a deletion. A click runs the handler of the row as it is then.
        var flagged: [String] = []
        let flagOnly = FlagOnly { mail, place in flagged.append("\(mail.id) \(place.indexPath[0]).\(place.indexPath[1])") }
        let flagDelegate = FlagMacDelegate(actions: flagOnly, screen: screen)
        table.delegate = flagDelegate
        let flag = table.standInSwipe(row: 3, edge: .leading)
        check(flag.map(\.style) == [.regular] && flag.map { $0.backgroundColor?.name } == ["systemRed"],
              "the caution action is \(flag.map(\.style)) in \(flag.map { $0.backgroundColor?.name })")
        screen.data.setSections([
            InboxSectionModel(model: .inbox(unread: 1), items: [.mail(hello)]),
            InboxSectionModel(model: .day("Mon"), items: [.mail(Mail(id: 3, subject: "Early", isRead: true)), .mail(lunch)]),
        ])
        flag.first.map { table.standInClick($0) }
        check(flagged == ["2 1.1"], "the caution action clicked after an update flagged \(flagged)")

        finishChecks()
    }
}


/// A Mac table delegate that offers `FlagOnly`'s row actions.
@MainActor
final class FlagMacDelegate: NSObject, NSTableViewDelegate {
    let actions: FlagOnly
    let screen: InboxMacScreen

    init(actions: FlagOnly, screen: InboxMacScreen) {
        self.actions = actions
        self.screen = screen
    }

    func tableView(_ tableView: NSTableView, rowActionsForRow row: Int, edge: NSTableView.RowActionEdge)
        -> [NSTableViewRowAction]
    {
        guard let path = screen.rows.itemPath(atRow: row) else { return [] }
        return actions.rowActions(
            at: IndexPath(item: path.item, section: path.section), in: ActionRows(screen.data), edge: edge, in: tableView)
    }
}
