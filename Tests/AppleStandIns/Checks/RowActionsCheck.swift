// Drives every action of every kind of the generated Examples/Inbox.swift
// through the table screen of Consumers/InboxActionsScreen (in
// InboxApp.swift), as UIKit asks its delegate, against the UIKit stand-in;
// run by AppleTypeCheckTests. Each swipe button and menu item reaches its
// kind's handler with the row's own value and place, and each swipe closes
// its row; rows of kinds without actions offer none; selection and moves
// follow the spec; every cell carries its item's accessibility identifier.
//
// With an argument it runs a negative control, which must fail:
// `swipe-left-open` taps buttons whose handlers never call UIKit's
// completion (the row stays open); `move-anywhere` asks a delegate without
// the generated move rule where a mail may go.
@_spi(StandInTap) import UIKit
import ItemizeRuntime

@main
struct RowActionsCheck {
    @MainActor
    static func main() {
        let control = CommandLine.arguments.dropFirst().first

        var calls: [String] = []
        func record(_ name: String) -> (Mail, InboxItem.ActionPlace) -> Void {
            { mail, place in calls.append("\(name) \(mail.id) \(place.section.identity) \(place.indexPath.section).\(place.indexPath.row)") }
        }
        let actions = InboxItem.Actions(mail: .init(
            toggleRead: record("toggleRead"), delete: record("delete"), archive: record("archive"), select: record("select")))
        let screen = InboxActionsScreen(actions: actions)
        let table = screen.tableView
        let delegate: any UITableViewDelegate = screen
        let moveDelegate: any UITableViewDelegate = control == "move-anywhere" ? PlainDelegate() : screen
        let hello = Mail(id: 1, subject: "Hello", isRead: false)
        let lunch = Mail(id: 2, subject: "Lunch?", isRead: true)
        screen.dataSource.apply(
            [
                InboxSectionModel(model: .inbox(unread: 1), items: [.mail(hello)]),
                InboxSectionModel(model: .day("Mon"), items: [.mail(lunch)]),
                InboxSectionModel(model: .loading, items: [.spinner]),
            ],
            to: table, animated: false)

        /// Taps each button of `configuration`, expecting `expected` calls.
        func swipe(_ configuration: UISwipeActionsConfiguration?, _ side: String, at row: IndexPath, expecting expected: [String]) {
            guard var configuration else { fail("no \(side) swipe actions at \(row)") }
            if control == "swipe-left-open" { configuration = leavingRowsOpen(configuration) }
            calls = []
            for index in configuration.actions.indices {
                let outcome = table.standInSwipe(configuration, choosing: index)
                check(outcome == .closed(performed: true), "the \(side) button \(index) at \(row) left the row \(outcome)")
            }
            check(calls == expected, "the \(side) buttons at \(row) called \(calls), not \(expected)")
        }

        for (row, mail, section) in [(IndexPath(row: 0, section: 0), hello, "inbox"), (IndexPath(row: 0, section: 1), lunch, "day(\"Mon\")")] {
            let place = "\(section) \(row.section).\(row.row)"
            let leading = delegate.tableView(table, leadingSwipeActionsConfigurationForRowAt: row)
            check(leading?.actions.map(\.title) == ["Read"], "the leading buttons at \(row) are \(String(describing: leading?.actions.map(\.title)))")
            check(leading?.actions.first?.image?.symbolName == "envelope.open", "the Read button shows no envelope.open")
            swipe(leading, "leading", at: row, expecting: ["toggleRead \(mail.id) \(place)"])
            let trailing = delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: row)
            check(trailing?.actions.map(\.title) == ["Delete", "Archive"], "the trailing buttons at \(row) are \(String(describing: trailing?.actions.map(\.title)))")
            check(trailing?.actions.map(\.style) == [.destructive, .normal], "Delete is not the one destructive button")
            swipe(trailing, "trailing", at: row, expecting: ["delete \(mail.id) \(place)", "archive \(mail.id) \(place)"])

            let menu = delegate.tableView(table, contextMenuConfigurationForRowAt: row, point: .zero)?.standInShowMenu()
            let items = (menu?.children ?? []).compactMap { $0 as? UIAction }
            check(items.map(\.title) == ["Archive", "Delete"], "the menu at \(row) is \(items.map(\.title))")
            check(items.map(\.attributes) == [[], .destructive], "Delete is not the one destructive menu item")
            calls = []
            items.forEach { $0.standInChoose() }
            check(calls == ["archive \(mail.id) \(place)", "delete \(mail.id) \(place)"], "the menu at \(row) called \(calls)")

            calls = []
            check(delegate.tableView(table, shouldHighlightRowAt: row), "the mail at \(row) does not highlight")
            delegate.tableView(table, didSelectRowAt: row)
            check(calls == ["select \(mail.id) \(place)"], "selecting the mail at \(row) called \(calls)")
            let cell = screen.dataSource.tableView(table, cellForRowAt: row)
            check(cell.accessibilityIdentifier == "mail.\(mail.id)", "the mail's cell is identified as \(String(describing: cell.accessibilityIdentifier))")
        }

        // The spinner has no actions and cannot be selected or moved.
        let spinnerRow = IndexPath(row: 0, section: 2)
        check(delegate.tableView(table, leadingSwipeActionsConfigurationForRowAt: spinnerRow) == nil, "the spinner has leading buttons")
        check(delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: spinnerRow) == nil, "the spinner has trailing buttons")
        check(delegate.tableView(table, contextMenuConfigurationForRowAt: spinnerRow, point: .zero) == nil, "the spinner has a menu")
        check(!delegate.tableView(table, shouldHighlightRowAt: spinnerRow), "the spinner highlights")
        calls = []
        delegate.tableView(table, didSelectRowAt: spinnerRow)
        check(calls.isEmpty, "selecting the spinner called \(calls)")
        check(screen.dataSource.tableView(table, cellForRowAt: spinnerRow).accessibilityIdentifier == "spinner", "the spinner's cell is not identified as spinner")
        check(screen.dataSource.tableView(table, canMoveRowAt: IndexPath(row: 0, section: 0)), "a mail cannot move")
        check(!screen.dataSource.tableView(table, canMoveRowAt: spinnerRow), "the spinner can move")

        // A mail may move to another day, never into the loading section.
        let from = IndexPath(row: 0, section: 1)
        let intoInbox = moveDelegate.tableView(table, targetIndexPathForMoveFromRowAt: from, toProposedIndexPath: IndexPath(row: 1, section: 0))
        check(intoInbox == IndexPath(row: 1, section: 0), "a mail may not move into the inbox: \(intoInbox)")
        let intoLoading = moveDelegate.tableView(table, targetIndexPathForMoveFromRowAt: from, toProposedIndexPath: IndexPath(row: 0, section: 2))
        check(intoLoading == from, "a mail dropped into the loading section goes to \(intoLoading), not back to \(from)")

        finishChecks()
    }

    /// `configuration` with each button's handler dropping UIKit's completion.
    @MainActor
    static func leavingRowsOpen(_ configuration: UISwipeActionsConfiguration) -> UISwipeActionsConfiguration {
        UISwipeActionsConfiguration(actions: configuration.actions.map { original in
            UIContextualAction(style: original.style, title: original.title) { action, view, _ in
                original.handler(action, view) { _ in }
            }
        })
    }
}

/// A delegate with none of the generated helpers: UIKit's defaults.
@MainActor
final class PlainDelegate: NSObject, UITableViewDelegate {}
