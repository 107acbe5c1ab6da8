#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // tvOS has neither swipe actions nor these menus on rows.
    #if !os(tvOS)
        extension RowActionTable {
            /// The leading swipe actions of `item`'s row, or nil for a kind
            /// without them: for `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`
            /// or a list configuration's `leadingSwipeActionsConfigurationProvider`.
            public func leadingSwipeActions(for item: Item, at place: ActionPlace<Section>) -> UISwipeActionsConfiguration? {
                swipeActions(actions(in: .leadingSwipe, for: item, at: place))
            }

            /// The trailing swipe actions of `item`'s row, or nil for a kind
            /// without them: for `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`
            /// or a list configuration's `trailingSwipeActionsConfigurationProvider`.
            public func trailingSwipeActions(for item: Item, at place: ActionPlace<Section>) -> UISwipeActionsConfiguration? {
                swipeActions(actions(in: .trailingSwipe, for: item, at: place))
            }

            /// The context menu of `item`'s row, or nil for a kind without one:
            /// for `tableView(_:contextMenuConfigurationForRowAt:point:)` or
            /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`.
            public func contextMenu(for item: Item, at place: ActionPlace<Section>) -> UIContextMenuConfiguration? {
                let offered = actions(in: .contextMenu, for: item, at: place)
                guard !offered.isEmpty else { return nil }
                let children = offered.map { action in
                    UIAction(
                        title: action.title, image: action.systemImage.flatMap { UIImage(systemName: $0) },
                        attributes: action.isDestructive ? .destructive : []
                    ) { _ in action.perform() }
                }
                return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    UIMenu(title: "", children: children)
                }
            }

            /// One swipe button per action, or nil for none. Each runs its
            /// action, then tells UIKit it is done: UIKit keeps the row swiped
            /// open until it is told.
            private func swipeActions(_ actions: [RowAction]) -> UISwipeActionsConfiguration? {
                guard !actions.isEmpty else { return nil }
                return UISwipeActionsConfiguration(
                    actions: actions.map { action in
                        let button = UIContextualAction(style: action.isDestructive ? .destructive : .normal, title: action.title) {
                            _, _, completion in
                            action.perform()
                            completion(true)
                        }
                        button.image = action.systemImage.flatMap { UIImage(systemName: $0) }
                        return button
                    })
            }
        }
    #endif
#endif
