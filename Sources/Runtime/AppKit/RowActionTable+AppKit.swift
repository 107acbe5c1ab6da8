#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit

    extension RowActionTable where Item: IdentifiableType {
        /// The buttons the row at `indexPath` shows at `edge` when the user
        /// swipes it: its leading swipe actions at the leading edge, its
        /// trailing ones at the trailing edge; empty for a kind without them.
        /// For the table delegate's `tableView(_:rowActionsForRow:edge:)`.
        ///
        /// A button finds its row again by identity when it is clicked, so
        /// its handler gets the row's item and place as they are then (a row
        /// that is gone runs nothing); then it hides the row's actions
        /// (`rowActionsVisible = false`), which AppKit leaves showing until told.
        public func rowActions(
            at indexPath: IndexPath, in rows: ActionRows<Section, Item>, edge: NSTableView.RowActionEdge,
            in tableView: NSTableView
        ) -> [NSTableViewRowAction] {
            guard let menu = Self.swipeMenu(at: edge), let path = ItemPath(indexPath) else { return [] }
            return Self.buttons(actionsFound(in: menu, at: path, in: rows).map(\.action), hiding: tableView)
        }
    }

    extension RowActionTable {
        /// The buttons `item`'s row at `place` shows at `edge`.
        @available(*, deprecated, renamed: "rowActions(at:in:edge:in:)",
            message: "the handler gets the place the row had when the swipe began")
        public func rowActions(
            for item: Item, at place: ActionPlace<Section>, edge: NSTableView.RowActionEdge, in tableView: NSTableView
        ) -> [NSTableViewRowAction] {
            guard let menu = Self.swipeMenu(at: edge) else { return [] }
            return Self.buttons(actions(in: menu, for: item, at: place), hiding: tableView)
        }

        /// A button per action: a destructive one `.destructive`, a caution
        /// one red but `.regular`, which AppKit does not animate as a deletion.
        static func buttons(_ actions: [RowAction], hiding tableView: NSTableView) -> [NSTableViewRowAction] {
            actions.map { action in
                let button = NSTableViewRowAction(style: action.isDestructive ? .destructive : .regular, title: action.title) {
                    [weak tableView] _, _ in Self.perform(action, hidingRowActionsOf: tableView)
                }
                if action.style == .caution { button.backgroundColor = .systemRed }
                if #available(macOS 11.0, *), let symbol = action.systemImage {
                    button.image = NSImage(systemSymbolName: symbol, accessibilityDescription: action.title)
                }
                return button
            }
        }
    }
#endif
