// Stand-in for https://developer.apple.com/documentation/uikit/uitableviewdelegate:
// the tap, the way an app reaches `item(at:)`; the header and footer
// views, which an app makes of its own class; where a moved row may go;
// the editing style and indentation, with which an app that only reorders
// rows hides the delete control; selection; and what ordinary screens
// implement besides: rows shown and hidden, heights, deselection and the
// accessory button. All are `@objc optional` in UIKit: requirements with
// UIKit's default here. The signatures and availability are the iOS 16.5
// SDK's (UITableView.h, as Swift imports it); tvOS's are the header's
// API_UNAVAILABLE(tvos).

/// `@MainActor protocol UITableViewDelegate : UIScrollViewDelegate`
/// (UIScrollViewDelegate, itself NSObjectProtocol, is left out: nothing uses it).
@MainActor @preconcurrency
public protocol UITableViewDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
    /// Optional. `tableView:didSelectRowAtIndexPath:`
    @available(iOS 2.0, *)
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:diddeselectrowat:)
    /// Optional. `tableView:didDeselectRowAtIndexPath:`
    @available(iOS 3.0, *)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdeselectrowat:)
    /// Optional. `tableView:willDeselectRowAtIndexPath:`
    @available(iOS 3.0, *)
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?

    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)
    /// Optional. `tableView:willDisplayCell:forRowAtIndexPath:`
    @available(iOS 2.0, *)
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)

    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplaying:forrowat:)
    /// Optional. `tableView:didEndDisplayingCell:forRowAtIndexPath:`
    @available(iOS 6.0, *)
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)

    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)
    /// Optional. `tableView:heightForRowAtIndexPath:`
    @available(iOS 2.0, *)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat

    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforrowat:)
    /// Optional. `tableView:estimatedHeightForRowAtIndexPath:`
    @available(iOS 7.0, *)
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat

    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforheaderinsection:)
    /// Optional. `tableView:heightForHeaderInSection:`
    @available(iOS 2.0, *)
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat

    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforfooterinsection:)
    /// Optional. `tableView:heightForFooterInSection:`
    @available(iOS 2.0, *)
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat

    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:accessorybuttontappedforrowwith:)
    /// Optional. `tableView:accessoryButtonTappedForRowWithIndexPath:`
    @available(iOS 2.0, *)
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforheaderinsection:)
    /// Optional. `tableView:viewForHeaderInSection:`
    @available(iOS 2.0, *)
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?

    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforfooterinsection:)
    /// Optional. `tableView:viewForFooterInSection:`
    @available(iOS 2.0, *)
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:targetindexpathformovefromrowat:toproposedindexpath:)
    /// Optional. `tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:`
    @available(iOS 2.0, *)
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath

    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:editingstyleforrowat:)
    /// Optional. `tableView:editingStyleForRowAtIndexPath:`
    @available(iOS 2.0, *)
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle

    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldindentwhileeditingrowat:)
    /// Optional. `tableView:shouldIndentWhileEditingRowAtIndexPath:`
    @available(iOS 2.0, *)
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool

    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldhighlightrowat:)
    /// Optional. `tableView:shouldHighlightRowAtIndexPath:`
    @available(iOS 6.0, *)
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool

    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willselectrowat:)
    /// Optional. `tableView:willSelectRowAtIndexPath:`
    @available(iOS 2.0, *)
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?

    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:leadingswipeactionsconfigurationforrowat:)
    /// Optional. `tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:`
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?

    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)
    /// Optional. `tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:`
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?

    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:contextmenuconfigurationforrowat:point:)
    /// Optional. `tableView:contextMenuConfigurationForRowAtIndexPath:point:`
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
}

/// What UIKit does when a delegate lacks an optional method.
extension UITableViewDelegate {
    /// Nothing happens on a tap.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// Nothing happens when a row is deselected.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// The row is deselected.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    /// Nothing happens before a row shows.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    /// Nothing happens after a row left the screen.
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}

    /// Every row is the table's `rowHeight` high.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }

    /// The table's `estimatedRowHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }

    /// A height the table chooses.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }

    /// A height the table chooses.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        UITableView.automaticDimension
    }

    /// Nothing happens on a tap of the accessory button.
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    /// The table shows the data source's header title, if any.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

    /// The table shows the data source's footer title, if any.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

    /// A moved row may go wherever the user drops it.
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }

    /// Editable rows get the delete control.
    public func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle { .delete }

    /// "If the delegate does not implement this method, the default is true."
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }

    /// Every row highlights when touched.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

    /// The touched row is selected.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    /// A swipe shows no buttons, but the delete button of an editable row.
    @available(tvOS, unavailable)
    public func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }

    /// A swipe shows the delete button of an editable row.
    @available(tvOS, unavailable)
    public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }

    /// A long press shows no menu.
    @available(tvOS, unavailable)
    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
}
