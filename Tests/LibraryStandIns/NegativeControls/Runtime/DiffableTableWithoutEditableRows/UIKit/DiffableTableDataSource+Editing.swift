#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // Negative control for DiffableReorderCheck: the diffable table without
    // its own `tableView(_:canEditRowAt:)` rule, answering as UIKit's
    // diffable data source does, false for every row, so that edit mode
    // shows no reorder control and the table asks for no swipe actions.
    extension DiffableTableDataSource {
        public func offerSwipeActions<Actions: RowActionTable>(of actions: Actions, using shown: ShownItems<Section, Item>)
        where Actions.Item == Item, Actions.Section == Section {}

        func canEditRow(at indexPath: IndexPath, in tableView: UITableView) -> Bool {
            false
        }
    }
#endif
