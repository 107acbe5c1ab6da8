// Drags and drops every kind of the generated Examples/Inbox.swift through
// the table and the list of Consumers/InboxApp.swift (InboxActionsScreen,
// InboxActionsGrid), as UIKit asks their drag and drop delegates, against
// the UIKit stand-in; run by AppleTypeCheckTests. A mail drags and carries
// its identity; the spinner does not drag; a mail dropped into each section
// is refused exactly where the section does not allow mail, and moves
// there, in the data source's data, where it does; a drop from another app
// is cancelled; a mail dragged from the table to the list, or from the
// list to the table (two views of one app, as on an iPad), is forbidden,
// not proposed as a move that UIKit would open a gap for and revert.
//
// With an argument it runs a negative control, which must fail:
// `drag-not-enabled` leaves the views' `dragInteractionEnabled` off, as on
// an iPhone up to iOS 14, so that nothing drags. The runtime with a
// proposal that ignores the kinds is another control (the test builds it
// with NegativeControls/Runtime/DropIgnoringKinds), and one whose
// proposal moves any drag of this app, from any view
// (NegativeControls/Runtime/MoveOfAnyLocalDrag), the last.
@_spi(StandInTap) import UIKit
import ItemizeRuntime

@main
struct RowDragDropCheck {
    @MainActor
    static func main() {
        let control = CommandLine.arguments.dropFirst().first
        let actions = InboxItem.Actions(mail: .init(
            toggleRead: { _, _ in }, delete: { _, _ in }, archive: { _, _ in }, select: { _, _ in }))
        let hello = Mail(id: 1, subject: "Hello", isRead: false)
        let lunch = Mail(id: 2, subject: "Lunch?", isRead: true)
        let sections = [
            InboxSectionModel(model: .inbox(unread: 1), items: [.mail(hello)]),
            InboxSectionModel(model: .day("Mon"), items: [.mail(lunch)]),
            InboxSectionModel(model: .loading, items: [.spinner]),
        ]

        /// Drags each row of `view` and drops it into every section.
        func checkDrops(_ name: String, drag: (IndexPath) -> StandInDragSession?,
                        drop: (StandInDropSession, IndexPath?) -> StandInDropOutcome,
                        reset: () -> Void, shown: () -> [InboxSectionModel]) {
            for (row, item) in [(IndexPath(row: 0, section: 0), InboxItem.mail(hello)), (IndexPath(row: 0, section: 2), .spinner)] {
                reset()
                let session = drag(row)
                guard item.kind.isMovable else {
                    check(session == nil, "the \(item.kind) at \(row) in the \(name) drags")
                    continue
                }
                guard let session else {
                    check(false, "the \(item.kind) at \(row) in the \(name) does not drag")
                    continue
                }
                check(session.items.count == 1, "a drag of the \(item.kind) in the \(name) carries \(session.items.count) items")
                check(session.items.first?.localObject as? InboxItem.Identity == item.identity,
                      "a drag of the \(item.kind) in the \(name) carries \(String(describing: session.items.first?.localObject))")

                for (index, section) in sections.enumerated() {
                    reset()
                    // A drop ends its drag: each drop is of a drag lifted anew.
                    guard let lifted = drag(row) else { continue }
                    // At the end of the section, after its rows.
                    let destination = IndexPath(row: index == 0 ? 1 : section.items.count, section: index)
                    let outcome = drop(StandInDropSession(dropping: lifted), destination)
                    if section.model.allowedKinds.contains(item.kind) {
                        check(outcome == .reordered, "a \(item.kind) dropped into \(section.model.identity) in the \(name) was \(outcome), not reordered")
                        let moved = shown().map { $0.items.map(\.identity) }
                        var expected = sections.map { $0.items.map(\.identity) }
                        expected[row.section].remove(at: row[1])
                        expected[index].insert(item.identity, at: min(destination[1], expected[index].count))
                        check(moved == expected, "after a drop into \(section.model.identity) the \(name) shows \(moved), not \(expected)")
                    } else {
                        check(outcome == .refused(.forbidden),
                              "a \(item.kind) dropped into \(section.model.identity), which refuses it, was \(outcome) in the \(name), not forbidden")
                        check(shown() == sections, "a refused drop into \(section.model.identity) changed the \(name)'s data")
                    }
                }
            }
            reset()
            let foreign = drop(StandInDropSession(itemsFromAnotherApp: 1), IndexPath(row: 0, section: 1))
            check(foreign == .refused(.cancel), "a drop from another app into the \(name) was \(foreign), not cancelled")
            let nowhere = drag(IndexPath(row: 0, section: 0)).map { drop(StandInDropSession(dropping: $0), nil) }
            check(nowhere == .refused(.cancel), "a drop at no row of the \(name) was \(String(describing: nowhere)), not cancelled")
        }

        let screen = InboxActionsScreen(actions: actions)
        let table = screen.tableView
        if control == "drag-not-enabled" { table.dragInteractionEnabled = false }
        checkDrops(
            "table", drag: { table.standInDrag(rowAt: $0) }, drop: { table.standInDrop($0, at: $1) },
            reset: { screen.dataSource.apply(sections, to: table, animated: false) }, shown: { screen.dataSource.data.sections })

        let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let list = InboxActionsGrid(collectionView: grid, actions: actions)
        if control == "drag-not-enabled" { grid.dragInteractionEnabled = false }
        checkDrops(
            "list", drag: { grid.standInDrag(itemAt: $0) }, drop: { grid.standInDrop($0, at: $1) },
            reset: { list.dataSource.apply(sections, to: grid, animated: false) }, shown: { list.dataSource.data.sections })

        // A mail dragged from one view and dropped on the other, into a
        // section that allows mail: the view it lands on did not lift it.
        for (from, to) in [("table", "list"), ("list", "table")] {
            screen.dataSource.apply(sections, to: table, animated: false)
            list.dataSource.apply(sections, to: grid, animated: false)
            let mail = IndexPath(row: 0, section: 0), day = IndexPath(row: 0, section: 1)
            let lifted = from == "table" ? table.standInDrag(rowAt: mail) : grid.standInDrag(itemAt: mail)
            guard let lifted else {
                check(false, "the mail at \(mail) in the \(from) does not drag")
                continue
            }
            let session = StandInDropSession(dropping: lifted)
            let outcome = to == "list" ? grid.standInDrop(session, at: day) : table.standInDrop(session, at: day)
            check(outcome == .refused(.forbidden),
                  "a mail dragged from the \(from) and dropped into the \(to) was \(outcome), not forbidden")
            check(screen.dataSource.data.sections == sections && list.dataSource.data.sections == sections,
                  "a mail dragged from the \(from) to the \(to) changed the data")
        }

        // The list's interactive move keeps a mail out of the loading section.
        let gridDelegate: any UICollectionViewDelegate = list
        let from = IndexPath(row: 0, section: 1), intoLoading = IndexPath(row: 0, section: 2)
        let target = gridDelegate.collectionView(grid, targetIndexPathForMoveFromItemAt: from, toProposedIndexPath: intoLoading)
        check(target == from, "a mail moved into the list's loading section goes to \(target), not back to \(from)")
        let intoInbox = IndexPath(row: 1, section: 0)
        let allowed = gridDelegate.collectionView(
            grid, targetIndexPathForMoveOfItemFromOriginalIndexPath: from, atCurrentIndexPath: from, toProposedIndexPath: intoInbox)
        check(allowed == intoInbox, "a mail may not move into the list's inbox: \(allowed)")
        check(list.dataSource.collectionView(grid, canMoveItemAt: from), "a mail cannot move in the list")
        check(!list.dataSource.collectionView(grid, canMoveItemAt: intoLoading), "the spinner can move in the list")

        finishChecks()
    }
}
