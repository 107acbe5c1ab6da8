#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit

    extension RowActionTable {
        /// The buttons `item`'s row shows at `edge` when the user swipes it:
        /// its leading swipe actions at the leading edge, its trailing ones at
        /// the trailing edge; empty for a kind without them. For the table
        /// delegate's `tableView(_:rowActionsForRow:edge:)`.
        ///
        /// Each button runs its action, then hides the row's actions
        /// (`rowActionsVisible = false`): AppKit leaves them showing until told.
        public func rowActions(
            for item: Item, at place: ActionPlace<Section>, edge: NSTableView.RowActionEdge, in tableView: NSTableView
        ) -> [NSTableViewRowAction] {
            guard let menu = Self.swipeMenu(at: edge) else { return [] }
            return actions(in: menu, for: item, at: place).map { action in
                let button = NSTableViewRowAction(style: action.isDestructive ? .destructive : .regular, title: action.title) {
                    [weak tableView] _, _ in Self.perform(action, hidingRowActionsOf: tableView)
                }
                if #available(macOS 11.0, *), let symbol = action.systemImage {
                    button.image = NSImage(systemSymbolName: symbol, accessibilityDescription: action.title)
                }
                return button
            }
        }
    }
#endif
