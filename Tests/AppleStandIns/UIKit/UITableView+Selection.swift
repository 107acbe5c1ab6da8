// How a user's selection of a row reaches the delegate. The rules
// modelled, for a table and a collection view alike:
// - A touch first highlights the row, asking
//   `tableView(_:shouldHighlightRowAt:)` (`collectionView(_:shouldHighlightItemAt:)`):
//   "As touch events arrive, the table view highlights rows in anticipation
//   of the user selecting them. As it processes those touch events, the
//   table view calls this method"
//   (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldhighlightrowat:),
//   https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldhighlightitemat:)).
//   A row that does not highlight is not selected by the touch.
// - A selection that follows focus (`selectionFollowsFocus`, on by default
//   where a keyboard moves focus: iPad, Mac Catalyst) involves no touch, so
//   nothing asks about highlighting: "A Boolean value that triggers an
//   automatic selection when focus moves to a cell"
//   (https://developer.apple.com/documentation/uikit/uicollectionview/selectionfollowsfocus,
//   https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:selectionfollowsfocusforrowat:)).
//   That focus selection is then asked about as a tapped one is, the pages
//   do not say; the stand-in decides it until a device confirms.
// - Both ask `tableView(_:willSelectRowAt:)` (nil: no row is selected) or
//   `collectionView(_:shouldSelectItemAt:)` (false: not selected), then
//   call `didSelect`. A selection in code (`selectRow(at:animated:scrollPosition:)`)
//   asks nothing and calls nothing: "Calling this method doesn't cause the
//   delegate to receive" either message
//   (https://developer.apple.com/documentation/uikit/uitableview/selectrow(at:animated:scrollposition:)),
//   so an app checks the kind itself before it selects a row in code.
// - A deselection in code (`deselectRow(at:animated:)`,
//   `deselectItem(at:animated:)`) asks and calls nothing either: "Calling
//   this method doesn't cause the delegate to receive a
//   tableView(_:willDeselectRowAt:) or tableView(_:didDeselectRowAt:)
//   message"
//   (https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:),
//   https://developer.apple.com/documentation/uikit/uicollectionview/deselectitem(at:animated:)).

/// How a user selects a row.
public enum StandInSelectionInput: Sendable {
    /// A tap.
    case touch
    /// Focus moved to the row (a keyboard's arrow keys) and selection follows it.
    case focus
}

extension UITableView {
    /// A user's selection of the row at `indexPath` by `input`, following
    /// the rules at the top of this file: the row selected, or nil.
    /// A stand-in hook for checks.
    @_spi(StandInTap) @discardableResult
    public func standInSelect(rowAt indexPath: IndexPath, by input: StandInSelectionInput) -> IndexPath? {
        if input == .touch, delegate?.tableView(self, shouldHighlightRowAt: indexPath) == false { return nil }
        guard let selected = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath else { return nil }
        indexPathForSelectedRow = selected
        delegate?.tableView(self, didSelectRowAt: selected)
        return selected
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
    /// `func deselectRow(at indexPath: IndexPath, animated: Bool)`: the row
    /// is no longer selected; the delegate is told nothing.
    @available(iOS 2.0, *)
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
    }
}

extension UICollectionView {
    /// A user's selection of the item at `indexPath` by `input`, following
    /// the rules at the top of this file: the item selected, or nil.
    /// A stand-in hook for checks.
    @_spi(StandInTap) @discardableResult
    public func standInSelect(itemAt indexPath: IndexPath, by input: StandInSelectionInput) -> IndexPath? {
        if input == .touch, delegate?.collectionView(self, shouldHighlightItemAt: indexPath) == false { return nil }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) != false else { return nil }
        indexPathsForSelectedItems = (indexPathsForSelectedItems ?? []) + [indexPath]
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        return indexPath
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/deselectitem(at:animated:)
    /// `func deselectItem(at indexPath: IndexPath, animated: Bool)`: the
    /// item is no longer selected; the delegate is told nothing.
    @available(iOS 6.0, *)
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        let remaining = (indexPathsForSelectedItems ?? []).filter { $0 != indexPath }
        indexPathsForSelectedItems = remaining.isEmpty ? nil : remaining
    }
}
