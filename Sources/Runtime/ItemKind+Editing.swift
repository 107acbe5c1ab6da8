extension ItemKind {
    /// Whether a table lets a row of this kind be edited at all, UIKit's
    /// `tableView(_:canEditRowAt:)`. A row that cannot be edited shows no
    /// delete control and no reorder control, and the table never asks for
    /// its swipe actions, so a row can be edited when its kind can be
    /// deleted, can be moved, or offers swipe actions (docs/row-behaviour.md,
    /// "Editing rules").
    ///
    /// - Parameter hasSwipeActions: Whether the row offers swipe actions at
    ///   either edge (`RowActionTable.hasSwipeActions(for:at:)`).
    /// - Complexity: O(1).
    public func isEditable(hasSwipeActions: Bool) -> Bool {
        isDeletable || isMovable || hasSwipeActions
    }
}

extension RowActionTable where Item: KindedItem, Item.Kind: ItemKind {
    /// Whether `item`'s row offers swipe actions at either edge.
    ///
    /// - Complexity: O(*a*) for the *a* actions of its kind.
    public func hasSwipeActions(for item: Item, at place: ActionPlace<Section>) -> Bool {
        !actions(in: .leadingSwipe, for: item, at: place).isEmpty || !actions(in: .trailingSwipe, for: item, at: place).isEmpty
    }

    /// Whether a table lets `item`'s row be edited: its kind's
    /// `isEditable(hasSwipeActions:)` with the swipe actions of this table.
    ///
    /// - Complexity: O(*a*) for the *a* actions of its kind.
    public func canEditRow(_ item: Item, at place: ActionPlace<Section>) -> Bool {
        item.kind.isEditable(hasSwipeActions: hasSwipeActions(for: item, at: place))
    }
}
