#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension TableViewDataSource where Section.Item: KindedItem, Section.Item.Kind: ItemKind {
        /// Lets each row be edited and moved as its kind says, for a table
        /// without swipe actions: sets `canEditRow` to the kind's
        /// `isEditable(hasSwipeActions: false)` and `canMoveRow` to its
        /// `isMovable`. Call it before assigning the data source to the table,
        /// which asks what it implements then.
        public func editRowsByKind() {
            canEditRow = { item, _ in item.kind.isEditable(hasSwipeActions: false) }
            canMoveRow = { item, _ in item.kind.isMovable }
        }

        /// The control the row at `indexPath` shows in edit mode, for the
        /// delegate's `tableView(_:editingStyleForRowAt:)`: `.delete` for a
        /// deletable kind while `commitEditing` is set to delete it, else
        /// `.none`, so that a row that only moves or swipes shows no delete
        /// control (UIKit's default without the delegate method is `.delete`
        /// for every editable row).
        ///
        /// - Complexity: O(1).
        public func editingStyle(forRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
            guard commitEditing != nil, let item = item(at: indexPath), item.kind.isDeletable else { return .none }
            return .delete
        }

        /// Whether the row's background indents in edit mode, for the
        /// delegate's `tableView(_:shouldIndentWhileEditingRowAt:)`: only to
        /// make room for a delete control (UIKit's default is to indent).
        ///
        /// - Complexity: O(1).
        public func shouldIndentWhileEditing(rowAt indexPath: IndexPath) -> Bool {
            editingStyle(forRowAt: indexPath) != .none
        }
    }

    extension TableViewDataSource {
        /// Lets each row be edited, moved and swiped as its kind says: sets
        /// `canEditRow` to `actions.canEditRow(_:at:)` (a row of a kind that
        /// cannot be deleted still moves and offers its swipe actions) and
        /// `canMoveRow` to the kind's `isMovable`. Call it before assigning the
        /// data source to the table, which asks what it implements then.
        ///
        /// - Parameter actions: The handler table whose swipe actions the
        ///   app's delegate returns.
        public func editRowsByKind<Model, Item, Actions: RowActionTable>(offering actions: Actions)
        where
            Section == AnimatableSectionModel<Model, Item>, Item: KindedItem, Item.Kind: ItemKind, Actions.Item == Item,
            Actions.Section == Model
        {
            canEditRow = { [data] _, indexPath in
                guard let row = data.sections.actionRow(at: indexPath) else { return false }
                return actions.canEditRow(row.item, at: row.place)
            }
            canMoveRow = { item, _ in item.kind.isMovable }
        }
    }
#endif
