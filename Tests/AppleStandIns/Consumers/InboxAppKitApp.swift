// What a Mac app adds beside the generated Examples/Inbox.swift (whose
// UIKit part is off here): a table showing every section's rows one after
// another, as an NSTableView has rows only, whose delegate answers a swipe
// with the generated row actions. The table's data source and cell views
// are the app's own, as on any Mac table, and left out here.
import AppKit
import ItemizeRuntime

@MainActor
final class InboxMacScreen: NSObject, NSTableViewDelegate {
    let tableView = NSTableView(frame: .zero)
    let data: SectionedDataSource<InboxSectionModel>
    let actions: InboxItem.Actions

    init(sections: [InboxSectionModel], actions: InboxItem.Actions) {
        data = SectionedDataSource(sections: sections)
        self.actions = actions
        super.init()
        tableView.delegate = self
    }

    func tableView(_ tableView: NSTableView, rowActionsForRow row: Int, edge: NSTableView.RowActionEdge)
        -> [NSTableViewRowAction]
    {
        guard let (_, place) = inboxRow(atTableRow: row) else { return [] }
        return actions.rowActions(at: place.indexPath, in: ActionRows(data), edge: edge, in: tableView)
    }

    /// The item shown in the table's row `row`, and its place: the sections'
    /// rows follow one another in the table.
    func inboxRow(atTableRow row: Int) -> (item: InboxItem, place: InboxItem.ActionPlace)? {
        var first = 0
        for (index, section) in data.sections.enumerated() {
            if row >= first, row < first + section.items.count {
                return data.sections.actionRow(at: IndexPath(item: row - first, section: index))
            }
            first += section.items.count
        }
        return nil
    }
}
