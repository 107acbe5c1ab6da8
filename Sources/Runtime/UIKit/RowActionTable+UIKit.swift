#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // tvOS has neither swipe actions nor these menus on rows.
    #if !os(tvOS)
        extension RowActionTable where Item: IdentifiableType {
            /// The leading swipe actions of the row at `indexPath`, for
            /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` or a
            /// list configuration's `leadingSwipeActionsConfigurationProvider`.
            ///
            /// A button finds its row again by identity when it is tapped, so
            /// its handler gets the row's item and place as they are then; a
            /// row that is gone by then runs nothing. A kind without leading
            /// actions gets an empty configuration, which shows none: nil
            /// would ask UIKit for its default actions.
            public func leadingSwipeActions(at indexPath: IndexPath, in rows: ActionRows<Section, Item>) -> UISwipeActionsConfiguration {
                swipeActions(ItemPath(indexPath).map { actionsFound(in: .leadingSwipe, at: $0, in: rows) } ?? [])
            }

            /// The trailing swipe actions of the row at `indexPath`, for
            /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` or a
            /// list configuration's `trailingSwipeActionsConfigurationProvider`,
            /// as `leadingSwipeActions(at:in:)` makes them. An empty
            /// configuration keeps UIKit's default Delete off a kind without
            /// trailing actions.
            public func trailingSwipeActions(at indexPath: IndexPath, in rows: ActionRows<Section, Item>) -> UISwipeActionsConfiguration {
                swipeActions(ItemPath(indexPath).map { actionsFound(in: .trailingSwipe, at: $0, in: rows) } ?? [])
            }

            /// The context menu of the row at `indexPath`, or nil for a kind
            /// without one: for `tableView(_:contextMenuConfigurationForRowAt:point:)`
            /// or `collectionView(_:contextMenuConfigurationForItemsAt:point:)`.
            /// Its items find the row again by identity when chosen, and its
            /// `identifier` names the row's identity, which
            /// `indexPath(ofMenu:in:)` turns into the row's index path then.
            public func contextMenu(at indexPath: IndexPath, in rows: ActionRows<Section, Item>) -> UIContextMenuConfiguration? {
                guard let path = ItemPath(indexPath), let row = rows.rowAt(path) else { return nil }
                return menu(actionsFound(in: .contextMenu, at: path, in: rows).map(\.action), identifier: MenuRowIdentifier(row.item.identity))
            }

            /// Where the row whose menu `configuration` is shows now, for
            /// the delegate's `tableView(_:previewForDismissingContextMenuWithConfiguration:)`
            /// or `collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)`:
            /// the row may have moved since the menu opened. Nil when it is
            /// gone, or for a menu `contextMenu(at:in:)` did not make.
            public func indexPath(ofMenu configuration: UIContextMenuConfiguration, in rows: ActionRows<Section, Item>) -> IndexPath? {
                guard let row = (configuration.identifier as? MenuRowIdentifier<Item.Identity>).flatMap({ rows.rowOf($0.identity) })
                else { return nil }
                return row.place.indexPath
            }
        }

        extension RowActionTable {
            /// The leading swipe actions of `item`'s row at `place`, or nil for
            /// a kind without them.
            @available(*, deprecated, renamed: "leadingSwipeActions(at:in:)",
                message: "the handler gets the place the row had when the swipe began, and nil shows UIKit's default actions")
            public func leadingSwipeActions(for item: Item, at place: ActionPlace<Section>) -> UISwipeActionsConfiguration? {
                fixedSwipeActions(actions(in: .leadingSwipe, for: item, at: place))
            }

            /// The trailing swipe actions of `item`'s row at `place`, or nil for
            /// a kind without them.
            @available(*, deprecated, renamed: "trailingSwipeActions(at:in:)",
                message: "the handler gets the place the row had when the swipe began, and nil shows UIKit's default Delete")
            public func trailingSwipeActions(for item: Item, at place: ActionPlace<Section>) -> UISwipeActionsConfiguration? {
                fixedSwipeActions(actions(in: .trailingSwipe, for: item, at: place))
            }

            /// The context menu of `item`'s row at `place`, or nil for a kind
            /// without one.
            @available(*, deprecated, renamed: "contextMenu(at:in:)",
                message: "the handler gets the place the row had when the menu opened")
            public func contextMenu(for item: Item, at place: ActionPlace<Section>) -> UIContextMenuConfiguration? {
                menu(actions(in: .contextMenu, for: item, at: place), identifier: nil)
            }

            /// One swipe button per action, each given `place` as it was and
            /// telling UIKit it was done, or nil for none.
            private func fixedSwipeActions(_ actions: [RowAction]) -> UISwipeActionsConfiguration? {
                guard !actions.isEmpty else { return nil }
                return swipeActions(actions.map { action in
                    (action, {
                        action.perform()
                        return true
                    })
                })
            }

            /// One swipe button per action; none for no actions. Each runs
            /// its action, then tells UIKit whether it was done: UIKit keeps
            /// the row swiped open until it is told, and animates the row of
            /// a destructive action out when told it was.
            func swipeActions(_ actions: [(action: RowAction, run: () -> Bool)]) -> UISwipeActionsConfiguration {
                UISwipeActionsConfiguration(actions: actions.map { action, run in
                    let button = UIContextualAction(style: action.isDestructive ? .destructive : .normal, title: action.title) {
                        _, _, completion in completion(run())
                    }
                    if action.style == .caution { button.backgroundColor = .systemRed }
                    button.image = action.systemImage.flatMap { UIImage(systemName: $0) }
                    return button
                })
            }

            /// A menu of one item per action, or nil for none: a red item for
            /// a destructive or caution action.
            func menu(_ actions: [RowAction], identifier: (any NSCopying)?) -> UIContextMenuConfiguration? {
                guard !actions.isEmpty else { return nil }
                let children = actions.map { action in
                    UIAction(
                        title: action.title, image: action.systemImage.flatMap { UIImage(systemName: $0) },
                        attributes: action.style == .normal ? [] : .destructive
                    ) { _ in action.perform() }
                }
                return UIContextMenuConfiguration(identifier: identifier, previewProvider: nil) { _ in
                    UIMenu(title: "", children: children)
                }
            }
        }

        /// A context menu's identifier: the identity of its row.
        final class MenuRowIdentifier<Identity: Hashable>: NSObject, NSCopying {
            let identity: Identity

            init(_ identity: Identity) {
                self.identity = identity
            }

            func copy(with zone: NSZone? = nil) -> Any { self }
        }
    #endif
#endif
