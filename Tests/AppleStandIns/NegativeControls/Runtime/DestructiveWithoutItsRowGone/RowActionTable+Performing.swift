// What happens when the user chooses an action: the row is found again by
// its identity, so its handler gets the item and place it has now.

extension RowActionTable where Item: IdentifiableType {
    /// The actions the row at `path` offers in `menu`, each with `run`,
    /// which runs its handler on the row as it is when the user chooses it
    /// (`perform(_:in:of:in:)`); the action's own `perform` does the same.
    /// Empty outside the rows.
    ///
    /// - Complexity: O(*a*) for *a* actions, plus the lookup.
    func actionsFound(
        in menu: ActionMenu, at path: ItemPath, in rows: ActionRows<Section, Item>
    ) -> [(action: RowAction, run: () -> Bool)] {
        guard let row = rows.rowAt(path) else { return [] }
        let identity = row.item.identity
        return actions(in: menu, for: row.item, at: row.place).map { shown in
            let run = { self.perform(shown.name, in: menu, of: identity, in: rows) }
            return (RowAction(name: shown.name, title: shown.title, systemImage: shown.systemImage, style: shown.style) { _ = run() }, run)
        }
    }

    /// Runs the action named `name` in `menu` of the row of `identity` with
    /// its item and place now.
    ///
    /// - Returns: Whether the action was done, as a swipe's completion tells
    ///   UIKit: false when the row is gone or no longer offers the action
    ///   (nothing runs), and false for a destructive action whose row is
    ///   still in the data when its handler returns, so that the view does
    ///   not animate out a row its data still has.
    /// - Complexity: O(*a*) for *a* actions, plus two lookups.
    func perform(_ name: String, in menu: ActionMenu, of identity: Item.Identity, in rows: ActionRows<Section, Item>) -> Bool {
        guard let row = rows.rowOf(identity),
            let action = actions(in: menu, for: row.item, at: row.place).first(where: { $0.name == name })
        else { return false }
        action.perform()
        // The mistake: done, whether or not a destructive action's row is gone.
        return true
    }
}
