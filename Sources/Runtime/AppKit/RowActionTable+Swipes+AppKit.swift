#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit

    // What a swipe on a Mac table's row shows, and what its buttons do.
    extension RowActionTable {
        /// The menu whose actions a swipe shows at `edge`: the leading swipe
        /// actions at the leading edge, the trailing ones at the trailing
        /// edge; nil for an edge AppKit may add.
        static func swipeMenu(at edge: NSTableView.RowActionEdge) -> ActionMenu? {
            switch edge {
            case .leading: .leadingSwipe
            case .trailing: .trailingSwipe
            @unknown default: nil
            }
        }

        /// Runs `action`, then hides the row actions of `tableView`, which
        /// AppKit leaves showing until told.
        static func perform(_ action: RowAction, hidingRowActionsOf tableView: NSTableView?) {
            action.perform()
            tableView?.rowActionsVisible = false
        }
    }
#endif
