// Negative control for Checks/InboxCellsCheck.swift and SettingsContentCheck.swift:
// the cell tables registering the plain cell class for every kind.
#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension TableCellTable {
        // The mistake: the plain class, whatever the kind's class is, as a
        // class registered elsewhere under the same identifier would be.
        public static func register<Cell: UITableViewCell>(_: Cell.Type, as identifier: String, in tableView: UITableView) {
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: identifier)
        }
    }
#endif
