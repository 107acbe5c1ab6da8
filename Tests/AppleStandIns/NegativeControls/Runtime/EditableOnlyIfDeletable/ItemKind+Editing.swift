// Negative control for EditingRulesCheck: the editing rule as the docs had
// it, a row editable only when its kind can be deleted, so that a kind that
// moves or swipes but is not deletable loses its reorder control and its
// swipe actions.
extension ItemKind {
    public func isEditable(hasSwipeActions: Bool) -> Bool {
        isDeletable
    }
}

extension RowActionTable where Item: KindedItem, Item.Kind: ItemKind {
    public func hasSwipeActions(for item: Item, at place: ActionPlace<Section>) -> Bool {
        !actions(in: .leadingSwipe, for: item, at: place).isEmpty || !actions(in: .trailingSwipe, for: item, at: place).isEmpty
    }

    public func canEditRow(_ item: Item, at place: ActionPlace<Section>) -> Bool {
        item.kind.isEditable(hasSwipeActions: hasSwipeActions(for: item, at: place))
    }
}
