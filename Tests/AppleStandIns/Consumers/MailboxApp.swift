// What a user adds beside the generated Examples/Mailbox.swift: a screen
// that builds the mailbox's tree with the typed node builders, keeps it in
// an `Outline` and shows its visible rows in a table, a placeholder row
// while a parent's children load.
import ItemizeRuntime
import UIKit

@MainActor
final class MailboxScreen {
    typealias Rows = Outline<MailboxSection, MailboxItem>
    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) var outline = Rows(section: .mailboxes, roots: [])
    private(set) lazy var dataSource = makeDataSource()

    private func makeDataSource() -> TableViewDataSource<Rows.SectionModel> {
        MailboxItem.TableCells.register(in: tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Loading")
        // The flagged group has no data and no content: its row is drawn here.
        let cells = MailboxItem.TableCells(flagged: { cell in cell.textLabel?.text = "Flagged" })
        let dataSource = TableViewDataSource<Rows.SectionModel>(
            configureCell: { [cells] tableView, indexPath, row in
                guard let item = row.item else {
                    return tableView.dequeueReusableCell(withIdentifier: "Loading", for: indexPath)
                }
                return cells.cell(for: item, in: tableView, at: indexPath)
            })
        tableView.dataSource = dataSource
        return dataSource
    }

    /// The tree, as the spec's `"children"` allow it: a folder holds
    /// folders and messages, the flagged group messages, loaded later.
    func show(inbox: Folder, work: Folder, messages: [Message]) {
        outline = Rows(section: .mailboxes, roots: [
            MailboxItem.flagged(children: .notLoaded),
            MailboxItem.folder(inbox, children: .loaded(messages.map { .message($0) })),
            MailboxItem.folder(work, children: [.folder(Folder(id: "old", title: "Old", unread: 0), children: [])]),
        ])
        _ = outline.expand(MailboxItem.folder(inbox).identity)
        dataSource.apply([outline.sectionModel], to: tableView, animated: false)
    }

    /// The flagged messages, when they arrive.
    func flaggedArrived(_ messages: [Message]) {
        let members: [MailboxItem.FlaggedChildren] = messages.map { .message($0) }
        _ = outline.children(arrived: members.map(\.node), for: MailboxItem.flagged.identity)
        dataSource.apply([outline.sectionModel], to: tableView, animated: false)
    }
}
