// What a Mac app adds beside the generated Examples/Inbox.swift (whose
// UIKit part is off here): an NSTableView that shows every section, its
// header as a group row, through the runtime's GroupedTableDataSource;
// the user drags mails between the sections that allow them, and a swipe
// shows the generated row actions. docs/runtime.md shows this screen.
import AppKit
import ItemizeRuntime

@MainActor
final class InboxMacScreen: NSObject, NSTableViewDelegate {
    let tableView = NSTableView(frame: .zero)
    let rows: GroupedTableDataSource<InboxSectionModel>
    let actions: InboxItem.Actions
    var data: SectionedDataSource<InboxSectionModel> { rows.data }

    init(sections: [InboxSectionModel], actions: InboxItem.Actions) {
        rows = GroupedTableDataSource(
            data: SectionedDataSource(sections: sections),
            makeHeaderView: { _, section in NSTextField(labelWithString: section.model.header ?? "") },
            makeItemView: { _, _, item, _ in
                switch item {
                case .mail(let mail): return NSTextField(labelWithString: mail.subject)
                case .spinner: return NSTextField(labelWithString: "Loading…")
                }
            })
        self.actions = actions
        super.init()
        rows.reorderByKind()
        tableView.registerForDraggedTypes([GroupedTableDataSource<InboxSectionModel>.rowDragType])
        tableView.dataSource = rows
        tableView.delegate = self
    }

    /// Shows `sections`, animated in a window.
    func show(_ sections: [InboxSectionModel]) {
        rows.apply(sections, to: tableView)
    }

    func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool {
        rows.isGroupRow(row)
    }

    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
        rows.view(forRow: row, column: tableColumn, in: tableView)
    }

    func tableView(_ tableView: NSTableView, shouldSelectRow row: Int) -> Bool {
        !rows.isGroupRow(row)
    }

    func tableView(_ tableView: NSTableView, rowActionsForRow row: Int, edge: NSTableView.RowActionEdge)
        -> [NSTableViewRowAction]
    {
        guard let path = rows.itemPath(atRow: row) else { return [] }
        let indexPath = IndexPath(item: path.item, section: path.section)
        return actions.rowActions(at: indexPath, in: ActionRows(data), edge: edge, in: tableView)
    }
}
