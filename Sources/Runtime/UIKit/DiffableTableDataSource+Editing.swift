#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension DiffableTableDataSource {
        /// Lets the table ask the delegate for the swipe actions of the rows
        /// whose kinds offer them in `actions`: the table asks only for rows
        /// it can edit, and UIKit's diffable data source lets none be edited.
        ///
        /// - Parameters:
        ///   - actions: The handler table whose swipe actions the app's
        ///     delegate returns.
        ///   - shown: The items shown, as the cell provider reads them.
        public func offerSwipeActions<Actions: RowActionTable>(of actions: Actions, using shown: ShownItems<Section, Item>)
        where Actions.Item == Item, Actions.Section == Section {
            swipeActionRows = { [unowned self] indexPath in
                guard let identity = itemIdentifier(for: indexPath), let item = shown[identity],
                    let section = shownSection(at: indexPath.section), let path = ItemPath(indexPath)
                else { return false }
                return actions.hasSwipeActions(for: item, at: ActionPlace(section: section, path: path))
            }
        }

        /// Whether the row at `indexPath` can be edited: when it moves or
        /// offers swipe actions. A kind's `deletable` plays no part, since
        /// this data source deletes nothing; the delegate returns `.none` from
        /// `tableView(_:editingStyleForRowAt:)`.
        ///
        /// - Complexity: O(1) on iOS 15 and later, else O(*n*) for *n* sections and items.
        func canEditRow(at indexPath: IndexPath, in tableView: UITableView) -> Bool {
            self.tableView(tableView, canMoveRowAt: indexPath) || swipeActionRows?(indexPath) == true
        }
    }
#endif
