// Runs the Inbox's Mac screen of Consumers/InboxAppKitApp.swift, which shows
// every section through GroupedTableDataSource, against the AppKit
// stand-in; run by AppleTypeCheckTests. Each section is a group row
// followed by its rows; every update's row changes, replayed one after
// another as NSTableView processes them, leave each header and mail at the
// row the data source then gives it (the stand-in also counts the rows
// and stops the program at `endUpdates()` when they disagree); a user's
// drag moves a mail only into a section that allows mails, never a
// spinner, and never onto a group row. Reports as check.swift says.
@_spi(StandInTap) import AppKit
import ItemizeRuntime

/// A table that replays its row changes on the names of the rows it
/// shows, and checks them against the data source at `endUpdates()`.
@MainActor
final class ReplayingTable: NSTableView {
    var shown: [String?] = []
    var isBroken = false

    /// The name of each row the data source gives: `§` and the section for a
    /// group row, the mail's subject or `spinner` for an item.
    static func names(_ sections: [InboxSectionModel]) -> [String] {
        sections.flatMap { section in
            ["§\(section.model.identity)"] + section.items.map { item in
                if case .mail(let mail) = item { return mail.subject }
                return "spinner"
            }
        }
    }

    var expected: [String] {
        (dataSource as? GroupedTableDataSource<InboxSectionModel>).map { Self.names($0.data.sections) } ?? []
    }

    override func reloadData() {
        super.reloadData()
        shown = expected
    }

    override func removeRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = []) {
        guard !isBroken, check(indexes.allSatisfy(shown.indices.contains), "removes \(Array(indexes)) of \(shown.count) rows") else {
            return broke()
        }
        for index in indexes.reversed() { shown.remove(at: index) }
        super.removeRows(at: indexes, withAnimation: animationOptions)
    }

    override func insertRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = []) {
        for index in indexes {
            guard !isBroken, check(index <= shown.count, "inserts at \(index) of \(shown.count) rows") else { return broke() }
            shown.insert(nil, at: index)
        }
        super.insertRows(at: indexes, withAnimation: animationOptions)
    }

    override func moveRow(at oldIndex: Int, to newIndex: Int) {
        guard !isBroken, check(shown.indices.contains(oldIndex) && shown.indices.contains(newIndex),
                               "moves \(oldIndex) to \(newIndex) of \(shown.count) rows")
        else { return broke() }
        shown.insert(shown.remove(at: oldIndex), at: newIndex)
        super.moveRow(at: oldIndex, to: newIndex)
    }

    override func endUpdates() {
        guard !isBroken else { return }
        let expected = expected
        guard check(shown.count == expected.count, "ends updates with \(shown.count) rows, the data source has \(expected.count)")
        else { return broke() }
        for index in shown.indices where shown[index] == nil { shown[index] = expected[index] }
        check(shown.map { $0 ?? "" } == expected, "shows \(shown.map { $0 ?? "" }), the data source \(expected)")
        super.endUpdates()
    }

    private func broke() { isBroken = true }
}

@main @MainActor
enum GroupedTableCheck {
    static let hello = Mail(id: 1, subject: "Hello", isRead: false)
    static let lunch = Mail(id: 2, subject: "Lunch?", isRead: true)
    static let early = Mail(id: 3, subject: "Early", isRead: true)
    /// The windows the tables are in, kept as the app keeps its windows.
    static var windows: [NSWindow] = []
    static let noop = InboxItem.Actions(mail: .init(toggleRead: { _, _ in }, delete: { _, _ in }, archive: { _, _ in }, select: { _, _ in }))

    static func main() {
        let screen = InboxMacScreen(
            sections: [
                InboxSectionModel(model: .inbox(unread: 1), items: [.mail(hello)]),
                InboxSectionModel(model: .day("Mon"), items: [.mail(lunch)]),
                InboxSectionModel(model: .loading, items: [.spinner]),
            ],
            actions: noop)
        checkRows(screen)
        checkUpdates()
        checkDrags()
        finishChecks()
    }

    static func checkRows(_ screen: InboxMacScreen) {
        let table = screen.tableView
        check(screen.rows.numberOfRows(in: table) == 6, "the Inbox has \(screen.rows.numberOfRows(in: table)) rows, not 6")
        let groups = (0..<7).filter { screen.tableView(table, isGroupRow: $0) }
        check(groups == [0, 2, 4], "the group rows are \(groups), not the three headers")
        let labels = (0..<6).map { (screen.tableView(table, viewFor: nil, row: $0) as? NSTextField)?.stringValue }
        check(labels == ["Inbox (1)", "Hello", "Received Mon", "Lunch?", "", "Loading…"], "the rows show \(labels)")
        check(!screen.tableView(table, shouldSelectRow: 2) && screen.tableView(table, shouldSelectRow: 3),
              "a group row is selectable or a mail is not")
        check(screen.rows.item(atRow: 3) == .mail(lunch) && screen.rows.item(atRow: 2) == nil, "row 3 is not Lunch?")
        check(screen.rows.row(of: ItemPath(section: 2, item: 0)) == 5, "the spinner is not at row 5")
        check(screen.rows.section(atGroupRow: 2)?.model == .day("Mon"), "row 2 is not Monday's header")
    }

    /// A screen whose table replays its updates, in a window so that they animate.
    static func replayingScreen(_ sections: [InboxSectionModel]) -> (InboxMacScreen, ReplayingTable) {
        let screen = InboxMacScreen(sections: [], actions: noop)
        let table = ReplayingTable(frame: .zero)
        table.dataSource = screen.rows
        table.delegate = screen
        let window = NSWindow()
        window.contentView = table
        windows.append(window)
        screen.rows.apply(sections, to: table, animated: false)
        return (screen, table)
    }

    static func checkUpdates() {
        let start = [
            InboxSectionModel(model: .inbox(unread: 1), items: [.mail(hello), .mail(early)]),
            InboxSectionModel(model: .day("Mon"), items: [.mail(lunch)]),
            InboxSectionModel(model: .loading, items: [.spinner]),
        ]
        let (screen, table) = replayingScreen(start)
        let updates: [(String, [InboxSectionModel])] = [
            ("a section inserted", [
                start[0], InboxSectionModel(model: .day("Sun"), items: []), start[1], start[2],
            ]),
            ("a mail moved to another section and a header changed", [
                InboxSectionModel(model: .inbox(unread: 0), items: [.mail(hello)]),
                InboxSectionModel(model: .day("Sun"), items: [.mail(early)]), start[1], start[2],
            ]),
            ("sections reordered and one deleted", [
                start[2], InboxSectionModel(model: .day("Mon"), items: [.mail(lunch), .mail(hello)]),
            ]),
            ("everything gone", []),
            ("everything back", start),
        ]
        for (name, sections) in updates {
            var completed = false
            screen.rows.apply(sections, to: table) { completed = true }
            check(completed, "\(name): the completion did not run")
            check(table.shown.map { $0 ?? "" } == ReplayingTable.names(sections), "\(name): the table shows \(table.shown)")
            check(!table.isBroken, "\(name): the row changes broke NSTableView's rules")
            check(table.numberOfRows == ReplayingTable.names(sections).count, "\(name): the table counts \(table.numberOfRows) rows")
            if table.isBroken { return }
        }
    }

    static func checkDrags() {
        let start = [
            InboxSectionModel(model: .inbox(unread: 1), items: [.mail(hello), .mail(early)]),
            InboxSectionModel(model: .day("Mon"), items: [.mail(lunch)]),
            InboxSectionModel(model: .loading, items: [.spinner]),
        ]
        let (screen, table) = replayingScreen(start)
        var moves: [String] = []
        screen.rows.didMoveItem = { item, from, to in moves.append("\(item.identity) \(from) \(to)") }

        // Hello (row 1) above Lunch? (row 4): to the start of Monday.
        let toMonday = table.standInDragRow(1, droppingAbove: 4)
        check(toMonday.operation == .move && toMonday.accepted, "a mail dragged into Monday was refused")
        check(ReplayingTable.names(screen.data.sections) == ["§inbox", "Early", "§day(\"Mon\")", "Hello", "Lunch?", "§loading", "spinner"],
              "after the drag the data is \(ReplayingTable.names(screen.data.sections))")
        check(table.shown.map { $0 ?? "" } == ReplayingTable.names(screen.data.sections), "after the drag the table shows \(table.shown)")
        check(moves == ["mail(1) [0, 0] [1, 0]"], "didMoveItem heard \(moves)")

        // Hello (row 3) above the loading header (row 5): the end of Monday.
        let toEnd = table.standInDragRow(3, droppingAbove: 5)
        check(toEnd.accepted && screen.data.sections[1].items == [.mail(lunch), .mail(hello)],
              "a mail dropped above the next header did not stay at the end of its section")

        // Refused: a mail into the loading section, a spinner anywhere, above the first header, a mail onto itself.
        let before = screen.data.sections
        let refused = [
            ("a mail into the loading section", table.standInDragRow(1, droppingAbove: 7)),
            ("the spinner into Monday", table.standInDragRow(6, droppingAbove: 3)),
            ("a mail above the first header", table.standInDragRow(1, droppingAbove: 0)),
            ("a group row", table.standInDragRow(2, droppingAbove: 4)),
            ("a mail onto its own place", table.standInDragRow(3, droppingAbove: 3)),
        ]
        for (name, result) in refused {
            check(result.operation.isEmpty && !result.accepted, "\(name) was allowed")
        }
        check(screen.data.sections == before, "a refused drag changed the data")
    }
}
