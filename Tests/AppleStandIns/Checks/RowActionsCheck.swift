// Drives every action of every kind of the generated Examples/Inbox.swift
// through the table and the list of Consumers/InboxApp.swift
// (InboxActionsScreen, InboxActionsGrid), as UIKit asks their delegates
// and the list configuration, against the UIKit stand-in; run by
// AppleTypeCheckTests. Each swipe button and menu item reaches its kind's
// handler with the row's own value and place, and each swipe closes its
// row; a destructive Delete closes it as done only once the mail is gone
// from the data (a Delete that asks first leaves the row); a button or menu
// item chosen after an update gets the row's place then, and nothing runs
// for a row that is gone; rows of kinds without actions offer none, not
// UIKit's default Delete; a caution action is red without the destructive
// style; selection and moves follow the spec, by a touch and by a
// keyboard's focus alike; in edit mode a mail shows its reorder control and
// no delete control, the spinner nothing; every cell carries its item's
// accessibility identifier.
//
// With an argument it runs a negative control, which must fail:
// `swipe-left-open` taps buttons whose handlers never call UIKit's
// completion (the row stays open); `move-anywhere` asks a delegate without
// the generated move rule where a mail may go; `nil-for-none` returns nil
// where the helper gives an empty configuration (UIKit's default Delete
// appears); `highlight-only` gives the views delegates that refuse the
// spinner only its highlight, as the Inbox screens did, so that a
// keyboard's focus selects it.
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
        // Delete removes the mail at once, through the screen's data source,
        // unless it asks first (`deleteAsksFirst`).
        var remove: (Mail) -> Void = { _ in }
        var deleteAsksFirst = false
        let actions = InboxItem.Actions(mail: .init(
            toggleRead: record("toggleRead"),
            delete: { mail, place in
                record("delete")(mail, place)
                if !deleteAsksFirst { remove(mail) }
            },
            archive: record("archive"), select: record("select")))
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
                    rows.show(sections)
                    let outcome = rows.view.standInSwipe(configuration, choosing: index, at: row)
                    check(outcome == .closed(performed: true), "the \(side) button \(index) at \(row) in the \(rows.name) left the row \(outcome)")
                }
                rows.show(sections)
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
                rows.show(sections)
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

            // A Delete that asks first leaves its row, and says it was not done.
            let lunchRow = IndexPath(row: 0, section: 1)
            deleteAsksFirst = true
            calls = []
            if let trailing = rows.trailing(lunchRow) {
                let outcome = rows.view.standInSwipe(trailing, choosing: 0, at: lunchRow)
                check(outcome == .closed(performed: false), "a Delete that asks first closed the row in the \(rows.name) as \(outcome)")
                check(rows.count(1) == 1, "a Delete that asks first removed the row in the \(rows.name)")
            }
            deleteAsksFirst = false

            // A swipe left open, and a menu, across an update: the handler gets
            // the row's place when the user acts; nothing runs once it is gone.
            let early = Mail(id: 3, subject: "Early", isRead: true)
            if let trailing = rows.trailing(lunchRow), let menu = rows.menu(lunchRow) {
                var moved = sections
                moved[1].items.insert(.mail(early), at: 0)
                rows.show(moved)
                calls = []
                let outcome = rows.view.standInSwipe(trailing, choosing: 1, at: IndexPath(row: 1, section: 1))
                check(calls == ["archive 2 day(\"Mon\") 1.1"], "Archive tapped after an update called \(calls) in the \(rows.name)")
                check(outcome == .closed(performed: true), "Archive tapped after an update left the row \(outcome) in the \(rows.name)")
                let menuPlace = rows.menuIndexPath(menu)
                check(menuPlace == IndexPath(row: 1, section: 1), "the menu opened at [1, 0] now targets \(String(describing: menuPlace)) in the \(rows.name)")
                calls = []
                (menu.standInShowMenu()?.children.first as? UIAction)?.standInChoose()
                check(calls == ["archive 2 day(\"Mon\") 1.1"], "the menu's Archive chosen after an update called \(calls) in the \(rows.name)")
                var gone = moved
                gone[1].items.remove(at: 1)
                rows.show(gone)
                calls = []
                let goneOutcome = rows.view.standInSwipe(trailing, choosing: 1, at: IndexPath(row: 1, section: 1))
                check(calls.isEmpty, "Archive tapped on a row that is gone called \(calls) in the \(rows.name)")
                check(goneOutcome == .closed(performed: false), "Archive tapped on a row that is gone closed it as \(goneOutcome)")
                check(rows.menuIndexPath(menu) == nil, "the menu of a row that is gone still targets a row in the \(rows.name)")
                rows.show(sections)
            } else {
                fail("no trailing actions or menu at \(lunchRow) in the \(rows.name)")
            }

            // The spinner has no actions and cannot be selected.
            let spinner = IndexPath(row: 0, section: 2)
            check(rows.leading(spinner)?.actions.isEmpty ?? true, "the spinner has leading buttons in the \(rows.name)")
            check(rows.trailing(spinner)?.actions.isEmpty ?? true, "the spinner has trailing buttons in the \(rows.name)")
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
        remove = { mail in screen.dataSource.apply(without(mail, in: screen.dataSource.data.sections), to: table) }
        checkRows(Rows(
            name: "table", view: table,
            show: { screen.dataSource.apply($0, to: table, animated: false) },
            count: { screen.dataSource.tableView(table, numberOfRowsInSection: $0) },
            menuIndexPath: { actions.indexPath(ofMenu: $0, in: ActionRows(screen.dataSource.data)) },
            leading: { table.standInSwipeActions(forRowAt: $0, leading: true) },
            trailing: { table.standInSwipeActions(forRowAt: $0, leading: false) },
            menu: { delegate.tableView(table, contextMenuConfigurationForRowAt: $0, point: .zero) },
            highlights: { delegate.tableView(table, shouldHighlightRowAt: $0) },
            select: { delegate.tableView(table, didSelectRowAt: $0) },
            userSelects: { table.standInSelect(rowAt: $0, by: $1) },
            selectedRows: { table.indexPathForSelectedRow.map { [$0] } ?? [] },
            cellIdentifier: { screen.dataSource.tableView(table, cellForRowAt: $0).accessibilityIdentifier }))

        remove = { mail in list.dataSource.apply(without(mail, in: list.dataSource.data.sections), to: grid) }
        checkRows(Rows(
            name: "list", view: grid,
            show: { list.dataSource.apply($0, to: grid, animated: false) },
            count: { list.dataSource.collectionView(grid, numberOfItemsInSection: $0) },
            menuIndexPath: { actions.indexPath(ofMenu: $0, in: ActionRows(list.dataSource.data)) },
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

        // A kind without trailing actions offers none, not UIKit's default
        // Delete, although the data source commits deletions; a caution
        // action is red, not destructive, and leaves its row.
        var flagged: [Int] = []
        let flagOnly = FlagOnly { mail, _ in flagged.append(mail.id) }
        let flagDelegate = FlagDelegate(actions: flagOnly, data: screen.dataSource.data, nilForNone: control == "nil-for-none")
        screen.dataSource.commitEditing = { _, item, _ in
            if case .mail(let mail) = item { remove(mail) }
        }
        table.dataSource = screen.dataSource
        table.delegate = flagDelegate
        remove = { mail in screen.dataSource.apply(without(mail, in: screen.dataSource.data.sections), to: table) }
        let firstMail = IndexPath(row: 0, section: 0)
        let offered = table.standInSwipeActions(forRowAt: firstMail, leading: false)?.actions.compactMap(\.title) ?? []
        check(offered.isEmpty, "a mail without trailing actions offers \(offered) in the table")
        if let flag = table.standInSwipeActions(forRowAt: firstMail, leading: true), flag.actions.count == 1 {
            check(flag.actions[0].style == UIContextualAction.Style.normal, "the caution action has the destructive style, which deletes its row")
            check(flag.actions[0].backgroundColor?.name == "systemRed", "the caution action is not red")
            let outcome = table.standInSwipe(flag, choosing: 0, at: firstMail)
            check(outcome == .closed(performed: true) && flagged == [1], "the caution action ended \(outcome), flagging \(flagged)")
            check(table.numberOfRowsStandIn(0) == 1, "the caution action removed its row")
        } else {
            check(false, "a mail has not one leading caution action")
        }
        let menu = flagOnly.contextMenu(at: firstMail, in: ActionRows(screen.dataSource.data))
        check(menu == nil, "a kind without menu actions has a menu")
        table.delegate = screen

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
    /// Shows these sections, at once.
    var show: ([InboxSectionModel]) -> Void
    /// The rows the view's data source counts in a section.
    var count: (Int) -> Int
    /// Where the row of a menu the helpers made is now.
    var menuIndexPath: (UIContextMenuConfiguration) -> IndexPath?
    var leading, trailing: (IndexPath) -> UISwipeActionsConfiguration?
    var menu: (IndexPath) -> UIContextMenuConfiguration?
    var highlights: (IndexPath) -> Bool
    var select: (IndexPath) -> Void
    /// A user's selection through the view, as UIKit asks the delegate: the row selected.
    var userSelects: (IndexPath, StandInSelectionInput) -> IndexPath?
    var selectedRows: () -> [IndexPath]
    var cellIdentifier: (IndexPath) -> String?
}


/// A table delegate that offers `FlagOnly`'s swipe actions; with
/// `nilForNone` it answers nil for an edge without actions.
@MainActor
final class FlagDelegate: NSObject, UITableViewDelegate {
    let actions: FlagOnly
    let data: SectionedDataSource<InboxSectionModel>
    let nilForNone: Bool

    init(actions: FlagOnly, data: SectionedDataSource<InboxSectionModel>, nilForNone: Bool) {
        self.actions = actions
        self.data = data
        self.nilForNone = nilForNone
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        answer(actions.leadingSwipeActions(at: indexPath, in: ActionRows(data)))
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        answer(actions.trailingSwipeActions(at: indexPath, in: ActionRows(data)))
    }

    private func answer(_ configuration: UISwipeActionsConfiguration) -> UISwipeActionsConfiguration? {
        nilForNone && configuration.actions.isEmpty ? nil : configuration
    }
}

extension UITableView {
    /// The rows the data source counts in `section`.
    func numberOfRowsStandIn(_ section: Int) -> Int { dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0 }
}

/// `sections` without `mail`.
func without(_ mail: Mail, in sections: [InboxSectionModel]) -> [InboxSectionModel] {
    sections.map { section in
        InboxSectionModel(model: section.model, items: section.items.filter { $0 != .mail(mail) })
    }
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
