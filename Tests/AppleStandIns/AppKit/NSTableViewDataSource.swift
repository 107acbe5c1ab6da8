// Stand-in for https://developer.apple.com/documentation/appkit/nstableviewdatasource:
// the rows and the drag and drop of rows. The protocol is not isolated;
// each method is `@MainActor` and `@objc optional`, as the pages show: here
// a requirement with what AppKit does when the data source lacks it.
// "numberOfRows(in:) ... called frequently, so they must be efficient"
// (the protocol's page).

/// `protocol NSTableViewDataSource : NSObjectProtocol`
public protocol NSTableViewDataSource: NSObjectProtocol {
    /// https://developer.apple.com/documentation/appkit/nstableviewdatasource/numberofrows(in:)
    /// Optional. `numberOfRowsInTableView:`
    @available(macOS 10.0, *)
    @MainActor @preconcurrency
    func numberOfRows(in tableView: NSTableView) -> Int

    /// https://developer.apple.com/documentation/appkit/nstableviewdatasource/tableview(_:pasteboardwriterforrow:)
    /// Optional. `tableView:pasteboardWriterForRow:`: what a dragged row
    /// writes; nil, and the row cannot be dragged.
    @available(macOS 10.7, *)
    @MainActor @preconcurrency
    func tableView(_ tableView: NSTableView, pasteboardWriterForRow row: Int) -> (any NSPasteboardWriting)?

    /// https://developer.apple.com/documentation/appkit/nstableviewdatasource/tableview(_:validatedrop:proposedrow:proposeddropoperation:)
    /// Optional. `tableView:validateDrop:proposedRow:proposedDropOperation:`:
    /// "The dragging operation the data source will perform"; none refuses the drop.
    @available(macOS 10.0, *)
    @MainActor @preconcurrency
    func tableView(
        _ tableView: NSTableView, validateDrop info: any NSDraggingInfo, proposedRow row: Int,
        proposedDropOperation dropOperation: NSTableView.DropOperation
    ) -> NSDragOperation

    /// https://developer.apple.com/documentation/appkit/nstableviewdatasource/tableview(_:acceptdrop:row:dropoperation:)
    /// Optional. `tableView:acceptDrop:row:dropOperation:`: called "when the
    /// mouse button is released over a table view that previously decided
    /// to allow a drop"; true if the drop succeeded.
    @available(macOS 10.0, *)
    @MainActor @preconcurrency
    func tableView(
        _ tableView: NSTableView, acceptDrop info: any NSDraggingInfo, row: Int,
        dropOperation: NSTableView.DropOperation
    ) -> Bool
}

/// What AppKit does when a data source lacks an optional method.
extension NSTableViewDataSource {
    /// No rows.
    @MainActor public func numberOfRows(in tableView: NSTableView) -> Int { 0 }
    /// No row can be dragged.
    @MainActor public func tableView(_ tableView: NSTableView, pasteboardWriterForRow row: Int)
        -> (any NSPasteboardWriting)?
    { nil }
    /// Every drop is refused.
    @MainActor public func tableView(
        _ tableView: NSTableView, validateDrop info: any NSDraggingInfo, proposedRow row: Int,
        proposedDropOperation dropOperation: NSTableView.DropOperation
    ) -> NSDragOperation { [] }
    /// Nothing is dropped.
    @MainActor public func tableView(
        _ tableView: NSTableView, acceptDrop info: any NSDraggingInfo, row: Int,
        dropOperation: NSTableView.DropOperation
    ) -> Bool { false }
}
