// A drop that reorders a table's rows, from the moment the user holds the
// row over the table to the drop. The rule modelled, from
// https://developer.apple.com/documentation/uikit/uitableview/hasuncommittedupdates:
// `hasUncommittedUpdates` is true "when the table view ... is handling a
// drop and is in the middle of reordering its rows", and then "avoid
// making any significant changes to the table view". The drop reorders
// the rows where `standInDrop(_:at:)` would reorder them: the drop
// delegate proposes `.move` to `.insertAtDestinationIndexPath` for one row
// dragged from this table (UITableView+DragAndDrop.swift). The table's
// rows shift under the held row meanwhile, so a batch sent then is checked
// against counts that leave the reorder out; the stand-in, like UIKit,
// raises nothing for it, and its reload traps (UITableView.swift). That the
// drag of a row's reorder control in edit mode counts as such a reorder,
// no page says; the stand-in does not model it.

@available(iOS 11.0, *)
@available(tvOS, unavailable)
extension UITableView {
    /// A user's drop of `session` at `destination` with the time before
    /// it: the drag hovers over the table, where `whileHovering` runs (what
    /// the app does meanwhile), and is then dropped, as `standInDrop(_:at:)`
    /// does. While it hovers, `hasUncommittedUpdates` is true if the drop
    /// delegate's proposal reorders the table's rows.
    /// A stand-in hook for checks.
    @_spi(StandInTap) public func standInDropReordering(
        _ session: StandInDropSession, at destination: IndexPath?, whileHovering: () -> Void
    ) -> StandInDropOutcome {
        if let dropDelegate, destination != nil {
            let proposal = dropDelegate.tableView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
            let drag = session.localDragSession as? StandInDragSession
            isReorderingADrop =
                proposal.operation == .move && proposal.intent == .insertAtDestinationIndexPath
                && drag?.sourceView === self && session.items.count == 1
        }
        whileHovering()
        isReorderingADrop = false
        return standInDrop(session, at: destination)
    }
}
