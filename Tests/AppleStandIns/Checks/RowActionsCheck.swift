// Drives every action of every kind of the generated Examples/Inbox.swift
// through the table and the list of Consumers/InboxApp.swift
// (InboxActionsScreen, InboxActionsGrid), as UIKit asks their delegates
// and the list configuration, against the UIKit stand-in; run by
// AppleTypeCheckTests. Each swipe button and menu item reaches its kind's
// handler with the row's own value and place, and each swipe closes its
// row; rows of kinds without actions offer none; selection and moves
// follow the spec, by a touch and by a keyboard's focus alike; in edit mode
// a mail shows its reorder control and no delete control, the spinner
// nothing; every cell carries its item's accessibility identifier.
//
// With an argument it runs a negative control, which must fail:
// `swipe-left-open` taps buttons whose handlers never call UIKit's
// completion (the row stays open); `move-anywhere` asks a delegate without
// the generated move rule where a mail may go; `highlight-only` gives the
// views delegates that refuse the spinner only its highlight, as the Inbox
// screens did, so that a keyboard's focus selects it.
@_spi(StandInTap) import UIKit
import ItemizeRuntime

@main
struct RowActionsCheck {
    @MainActor
    static func main() {
        let control = CommandLine.arguments.dropFirst().first

        var calls: [String] = []
        func record(_ name: String) -> (Mail, InboxItem.ActionPlace) -> Void {
            { mail, place in calls.append("\(name) \(mail.id) \(place.section.identity) \(place.indexPath.section).\(place.indexPath[1])") }
        }
        let actions = InboxItem.Actions(mail: .init(
            toggleRead: record("toggleRead"), delete: record("delete"), archive: record("archive"), select: record("select")))
        let hello = Mail(id: 1, subject: "Hello", isRead: false)
        let lunch = Mail(id: 2, subject: "Lunch?", isRead: true)
        let sections = [
            InboxSectionModel(model: .inbox(unread: 1), items: [.mail(hello)]),
            InboxSectionModel(model: .day("Mon"), items: [.mail(lunch)]),
            InboxSectionModel(model: .loading, items: [.spinner]),
        ]

        /// Asks `rows` for everything a user can do with each row, as UIKit
        /// asks on a tap, a swipe or a long press.
        func checkRows(_ rows: Rows) {
            func swipe(_ configuration: UISwipeActionsConfiguration?, _ side: String, at row: IndexPath, expecting expected: [String]) {
                guard var configuration else { fail("no \(side) swipe actions at \(row) in the \(rows.name)") }
                if control == "swipe-left-open" { configuration = leavingRowsOpen(configuration) }
                calls = []
                for index in configuration.actions.indices {
                    let outcome = rows.view.standInSwipe(configuration, choosing: index)
                    check(outcome == .closed(performed: true), "the \(side) button \(index) at \(row) in the \(rows.name) left the row \(outcome)")
                }
                check(calls == expected, "the \(side) buttons at \(row) in the \(rows.name) called \(calls), not \(expected)")
            }

            for (row, mail, section) in [(IndexPath(row: 0, section: 0), hello, "inbox"), (IndexPath(row: 0, section: 1), lunch, "day(\"Mon\")")] {
                let place = "\(section) \(row.section).\(row[1])"
                let leading = rows.leading(row)
                check(leading?.actions.map(\.title) == ["Read"], "the leading buttons at \(row) are \(String(describing: leading?.actions.map(\.title)))")
                check(leading?.actions.first?.image?.symbolName == "envelope.open", "the Read button shows no envelope.open")
                swipe(leading, "leading", at: row, expecting: ["toggleRead \(mail.id) \(place)"])
                let trailing = rows.trailing(row)
                check(trailing?.actions.map(\.title) == ["Delete", "Archive"], "the trailing buttons at \(row) are \(String(describing: trailing?.actions.map(\.title)))")
                check(trailing?.actions.map(\.style) == [.destructive, .normal], "Delete is not the one destructive button")
                swipe(trailing, "trailing", at: row, expecting: ["delete \(mail.id) \(place)", "archive \(mail.id) \(place)"])

                let items = (rows.menu(row)?.standInShowMenu()?.children ?? []).compactMap { $0 as? UIAction }
                check(items.map(\.title) == ["Archive", "Delete"], "the menu at \(row) in the \(rows.name) is \(items.map(\.title))")
                check(items.map(\.attributes) == [[], .destructive], "Delete is not the one destructive menu item")
                calls = []
                items.forEach { $0.standInChoose() }
                check(calls == ["archive \(mail.id) \(place)", "delete \(mail.id) \(place)"], "the menu at \(row) called \(calls)")

                calls = []
                check(rows.highlights(row), "the mail at \(row) in the \(rows.name) does not highlight")
                rows.select(row)
                check(calls == ["select \(mail.id) \(place)"], "selecting the mail at \(row) in the \(rows.name) called \(calls)")
                for input in [StandInSelectionInput.touch, .focus] {
                    calls = []
                    let selected = rows.userSelects(row, input)
                    check(selected == row, "the mail at \(row) in the \(rows.name), selected by \(input), selected \(String(describing: selected))")
                    check(calls == ["select \(mail.id) \(place)"], "selecting the mail at \(row) in the \(rows.name) by \(input) called \(calls)")
                }
                let identifier = rows.cellIdentifier(row)
                check(identifier == "mail.\(mail.id)", "the mail's cell in the \(rows.name) is identified as \(String(describing: identifier))")
            }

            // The spinner has no actions and cannot be selected.
            let spinner = IndexPath(row: 0, section: 2)
            check(rows.leading(spinner) == nil, "the spinner has leading buttons in the \(rows.name)")
            check(rows.trailing(spinner) == nil, "the spinner has trailing buttons in the \(rows.name)")
            check(rows.menu(spinner) == nil, "the spinner has a menu in the \(rows.name)")
            check(!rows.highlights(spinner), "the spinner highlights in the \(rows.name)")
            calls = []
            rows.select(spinner)
            check(calls.isEmpty, "selecting the spinner in the \(rows.name) called \(calls)")
            for input in [StandInSelectionInput.touch, .focus] {
                calls = []
                let selected = rows.userSelects(spinner, input)
                check(selected == nil, "the spinner in the \(rows.name), selected by \(input), ended selected at \(String(describing: selected))")
                check(calls.isEmpty, "selecting the spinner in the \(rows.name) by \(input) called \(calls)")
            }
            check(!rows.selectedRows().contains(spinner), "the \(rows.name) shows the spinner selected")
            check(rows.cellIdentifier(spinner) == "spinner", "the spinner's cell in the \(rows.name) is not identified as spinner")
        }

        let screen = InboxActionsScreen(actions: actions)
        let table = screen.tableView
        screen.dataSource.apply(sections, to: table, animated: false)
        let delegate: any UITableViewDelegate = screen
        let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let list = InboxActionsGrid(collectionView: grid, actions: actions)
        list.dataSource.apply(sections, to: grid, animated: false)
        let gridDelegate: any UICollectionViewDelegate = list
        let highlightOnly = HighlightOnlyDelegate(table: screen, list: list)
        if control == "highlight-only" {
            table.delegate = highlightOnly
            grid.delegate = highlightOnly
        }

        // A table asks its delegate for swipe actions only on rows its data source lets be edited.
        checkRows(Rows(
            name: "table", view: table,
            leading: { table.standInSwipeActions(forRowAt: $0, leading: true) },
            trailing: { table.standInSwipeActions(forRowAt: $0, leading: false) },
            menu: { delegate.tableView(table, contextMenuConfigurationForRowAt: $0, point: .zero) },
            highlights: { delegate.tableView(table, shouldHighlightRowAt: $0) },
            select: { delegate.tableView(table, didSelectRowAt: $0) },
            userSelects: { table.standInSelect(rowAt: $0, by: $1) },
            selectedRows: { table.indexPathForSelectedRow.map { [$0] } ?? [] },
            cellIdentifier: { screen.dataSource.tableView(table, cellForRowAt: $0).accessibilityIdentifier }))

        checkRows(Rows(
            name: "list", view: grid,
            leading: { list.listConfiguration.leadingSwipeActionsConfigurationProvider?($0) },
            trailing: { list.listConfiguration.trailingSwipeActionsConfigurationProvider?($0) },
            menu: { gridDelegate.collectionView(grid, contextMenuConfigurationForItemsAt: [$0], point: .zero) },
            highlights: { gridDelegate.collectionView(grid, shouldHighlightItemAt: $0) },
            select: { gridDelegate.collectionView(grid, didSelectItemAt: $0) },
            userSelects: { grid.standInSelect(itemAt: $0, by: $1) },
            selectedRows: { grid.indexPathsForSelectedItems ?? [] },
            cellIdentifier: { list.dataSource.collectionView(grid, cellForItemAt: $0).accessibilityIdentifier }))

        // In edit mode a mail moves and, with nothing to delete it, shows no delete control.
        for mail in [IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 1)] {
            let controls = table.standInEditingControls(forRowAt: mail)
            check(controls == StandInEditingControls(editingStyle: .none, reorders: true, indents: false),
                  "in edit mode the mail at \(mail) shows \(controls)")
        }
        let spinnerControls = table.standInEditingControls(forRowAt: IndexPath(row: 0, section: 2))
        check(spinnerControls == .none, "in edit mode the spinner shows \(spinnerControls)")

        // Only a mail moves, to another day, never into the loading section.
        let moveDelegate: any UITableViewDelegate = control == "move-anywhere" ? PlainDelegate() : screen
        let spinner = IndexPath(row: 0, section: 2)
        check(screen.dataSource.tableView(table, canMoveRowAt: IndexPath(row: 0, section: 0)), "a mail cannot move")
        check(!screen.dataSource.tableView(table, canMoveRowAt: spinner), "the spinner can move")
        let from = IndexPath(row: 0, section: 1)
        let intoInbox = moveDelegate.tableView(table, targetIndexPathForMoveFromRowAt: from, toProposedIndexPath: IndexPath(row: 1, section: 0))
        check(intoInbox == IndexPath(row: 1, section: 0), "a mail may not move into the inbox: \(intoInbox)")
        let intoLoading = moveDelegate.tableView(table, targetIndexPathForMoveFromRowAt: from, toProposedIndexPath: spinner)
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

/// How a table or a list answers for its rows, as UIKit asks it.
@MainActor
struct Rows {
    var name: String
    var view: UIView
    var leading, trailing: (IndexPath) -> UISwipeActionsConfiguration?
    var menu: (IndexPath) -> UIContextMenuConfiguration?
    var highlights: (IndexPath) -> Bool
    var select: (IndexPath) -> Void
    /// A user's selection through the view, as UIKit asks the delegate: the row selected.
    var userSelects: (IndexPath, StandInSelectionInput) -> IndexPath?
    var selectedRows: () -> [IndexPath]
    var cellIdentifier: (IndexPath) -> String?
}

/// A delegate with none of the generated helpers: UIKit's defaults.
@MainActor
final class PlainDelegate: NSObject, UITableViewDelegate {}

/// The Inbox screens' delegates as they were: the spinner refused its
/// highlight only, not its selection.
@MainActor
final class HighlightOnlyDelegate: NSObject, UITableViewDelegate, UICollectionViewDelegate {
    let table: InboxActionsScreen
    let list: InboxActionsGrid

    init(table: InboxActionsScreen, list: InboxActionsGrid) {
        self.table = table
        self.list = list
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        table.tableView(tableView, shouldHighlightRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        table.tableView(tableView, didSelectRowAt: indexPath)
    }

    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        table.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        table.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        list.collectionView(collectionView, shouldHighlightItemAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        list.collectionView(collectionView, didSelectItemAt: indexPath)
    }
}
