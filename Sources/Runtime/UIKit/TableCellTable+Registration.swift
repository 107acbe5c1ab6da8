#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension TableCellTable {
        /// Registers `cellClass` under `identifier`: the kind's own class, so
        /// that the table makes its cells of it. Only a `UITableViewCell`
        /// compiles here: a table makes its cells from the registered class.
        public static func register<Cell: UITableViewCell>(
            _ cellClass: Cell.Type, as identifier: String, in tableView: UITableView
        ) {
            tableView.register(cellClass, forCellReuseIdentifier: identifier)
        }
    }
#endif
