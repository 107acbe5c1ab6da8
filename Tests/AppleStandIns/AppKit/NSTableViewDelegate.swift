// Stand-in for https://developer.apple.com/documentation/appkit/nstableviewdelegate:
// the row actions. The protocol is not isolated; each method is
// `@MainActor`, as the pages show, and `@objc optional` in AppKit: here a
// requirement with what AppKit does when the delegate lacks it.

/// `protocol NSTableViewDelegate : NSControlTextEditingDelegate`
/// (NSControlTextEditingDelegate, itself NSObjectProtocol, is left out: nothing uses it).
public protocol NSTableViewDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/appkit/nstableviewdelegate/tableview(_:rowactionsforrow:edge:)
    /// Optional. `tableView:rowActionsForRow:edge:`: the actions shown at
    /// `edge` of `row` when the user swipes it; "Return an empty array to
    /// not show any actions on a given edge" (AppKit's header).
    @available(macOS 10.11, *)
    @MainActor @preconcurrency
    func tableView(_ tableView: NSTableView, rowActionsForRow row: Int, edge: NSTableView.RowActionEdge)
        -> [NSTableViewRowAction]

    /// https://developer.apple.com/documentation/appkit/nstableviewdelegate/tableview(_:isgrouprow:)
    /// Optional. `tableView:isGroupRow:`: true "if the specified row should
    /// have the group row style drawn".
    @available(macOS 10.5, *)
    @MainActor @preconcurrency
    func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool

    /// https://developer.apple.com/documentation/appkit/nstableviewdelegate/tableview(_:viewfor:row:)
    /// Optional. `tableView:viewForTableColumn:row:`: the view of a row in a
    /// column; `tableColumn` is nil for a group row that spans the table.
    @available(macOS 10.7, *)
    @MainActor @preconcurrency
    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView?

    /// https://developer.apple.com/documentation/appkit/nstableviewdelegate/tableview(_:shouldselectrow:)
    /// Optional. `tableView:shouldSelectRow:`
    @available(macOS 10.0, *)
    @MainActor @preconcurrency
    func tableView(_ tableView: NSTableView, shouldSelectRow row: Int) -> Bool
}

/// What AppKit does when a delegate lacks an optional method.
extension NSTableViewDelegate {
    /// No actions: a swipe shows nothing.
    @MainActor
    public func tableView(_ tableView: NSTableView, rowActionsForRow row: Int, edge: NSTableView.RowActionEdge)
        -> [NSTableViewRowAction]
    { [] }

    /// No group rows.
    @MainActor public func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool { false }

    /// No view.
    @MainActor public func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
        nil
    }

    /// Every row can be selected.
    @MainActor public func tableView(_ tableView: NSTableView, shouldSelectRow row: Int) -> Bool { true }
}
