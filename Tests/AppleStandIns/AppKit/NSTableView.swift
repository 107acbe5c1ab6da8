// Stand-in for https://developer.apple.com/documentation/appkit/nstableview:
// the members the adapter and the row actions use. Within
// beginUpdates()/endUpdates(), AppKit processes row changes one after
// another ("changes are processed incrementally",
// insertRows(at:withAnimation:)), unlike UIKit's batches.
//
// Row actions (macOS 10.11), from the pages of rowActionsVisible and
// NSTableViewRowAction: a swipe asks the delegate for the actions of a row
// at one edge and shows them; a click on a button runs its handler; the
// actions stay visible until the app sets `rowActionsVisible` to false
// ("Set the value of this property to false to hide any visible row
// actions"), and setting it to true "is not supported, and will result in
// an exception", which stops the program here. `standInSwipe` and
// `standInClick` are the user's gestures, for checks.

/// https://developer.apple.com/documentation/appkit/nscontrol
/// `@MainActor class NSControl : NSView`
@available(macOS 10.0, *)
@MainActor @preconcurrency
open class NSControl: NSView {}

/// `@MainActor class NSTableView : NSControl`
@available(macOS 10.0, *)
@MainActor @preconcurrency
open class NSTableView: NSControl {
    /// https://developer.apple.com/documentation/appkit/nstableview/animationoptions
    @available(macOS 10.7, *)
    public struct AnimationOptions: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `static var effectFade: NSTableView.AnimationOptions { get }`
        public static var effectFade: AnimationOptions { AnimationOptions(rawValue: 0x1) }
        /// `static var effectGap: NSTableView.AnimationOptions { get }`
        public static var effectGap: AnimationOptions { AnimationOptions(rawValue: 0x2) }
        /// `static var slideUp: NSTableView.AnimationOptions { get }`
        public static var slideUp: AnimationOptions { AnimationOptions(rawValue: 0x10) }
        /// `static var slideDown: NSTableView.AnimationOptions { get }`
        public static var slideDown: AnimationOptions { AnimationOptions(rawValue: 0x20) }
    }

    /// https://developer.apple.com/documentation/appkit/nstableview/rowactionedge
    /// `enum RowActionEdge: Int`: the edge a swipe reveals, `leading` for a
    /// swipe to the right, `trailing` for one to the left (the page of
    /// `tableView(_:rowActionsForRow:edge:)`).
    @available(macOS 10.11, *)
    public enum RowActionEdge: Int, Sendable {
        /// `case leading`
        case leading
        /// `case trailing`
        case trailing
    }

    /// https://developer.apple.com/documentation/appkit/nstableview/dropoperation
    /// `enum DropOperation: UInt`: a drop on a row, or above it (between rows).
    @available(macOS 10.0, *)
    public enum DropOperation: UInt, Sendable {
        /// `case on`
        case on
        /// `case above`
        case above
    }

    private var visibleRowActions: (row: Int, actions: [NSTableViewRowAction])?
    /// The rows the table counts: set by a reload, changed by each insertion and removal.
    private var countedRows = 0
    /// How deep `beginUpdates()` calls nest.
    private var updateDepth = 0

    /// https://developer.apple.com/documentation/appkit/nstableview/datasource
    /// `weak var dataSource: (any NSTableViewDataSource)? { get set }`
    @available(macOS 10.0, *)
    open weak var dataSource: (any NSTableViewDataSource)? {
        didSet { countedRows = dataSource?.numberOfRows(in: self) ?? 0 }
    }

    /// https://developer.apple.com/documentation/appkit/nstableview/numberofrows
    /// `var numberOfRows: Int { get }`: what the data source said at the
    /// last reload, plus the rows inserted and minus those removed since
    /// ("automatically increased by the count of `indexes`",
    /// insertRows(at:withAnimation:)).
    @available(macOS 10.0, *)
    open var numberOfRows: Int { countedRows }

    /// https://developer.apple.com/documentation/appkit/nstableview/delegate
    /// `weak var delegate: (any NSTableViewDelegate)? { get set }`
    @available(macOS 10.0, *)
    open weak var delegate: (any NSTableViewDelegate)?

    /// https://developer.apple.com/documentation/appkit/nstableview/rowactionsvisible
    /// `var rowActionsVisible: Bool { get set }`: whether a row's actions
    /// are showing; false hides them, true stops the program as AppKit
    /// raises an exception.
    @available(macOS 10.11, *)
    open var rowActionsVisible: Bool {
        get { visibleRowActions != nil }
        set {
            precondition(
                !newValue,
                "rowActionsVisible set to true: \"Setting the value of this property to true is not supported, and "
                    + "will result in an exception\"")
            visibleRowActions = nil
        }
    }

    /// https://developer.apple.com/documentation/appkit/nstableview/numberofcolumns
    /// `var numberOfColumns: Int { get }`: a stand-in table has one column.
    @available(macOS 10.0, *)
    open var numberOfColumns: Int { 1 }

    /// https://developer.apple.com/documentation/appkit/nstableview/reloaddata()
    /// `func reloadData()`
    @available(macOS 10.0, *)
    open func reloadData() { countedRows = dataSource?.numberOfRows(in: self) ?? 0 }

    /// https://developer.apple.com/documentation/appkit/nstableview/reloaddata(forrowindexes:columnindexes:)
    /// `func reloadData(forRowIndexes rowIndexes: IndexSet, columnIndexes: IndexSet)`
    @available(macOS 10.3, *)
    open func reloadData(forRowIndexes rowIndexes: IndexSet, columnIndexes: IndexSet) {}

    /// https://developer.apple.com/documentation/appkit/nstableview/beginupdates()
    /// `func beginUpdates()`
    @available(macOS 10.7, *)
    open func beginUpdates() { updateDepth += 1 }

    /// https://developer.apple.com/documentation/appkit/nstableview/endupdates()
    /// `func endUpdates()`
    @available(macOS 10.7, *)
    /// Ending the outermost group, the rows the table counts must be the
    /// data source's: AppKit asks it for rows it believes exist. Stricter
    /// than AppKit, which does not check, so a check sees the mismatch.
    open func endUpdates() {
        updateDepth -= 1
        guard updateDepth == 0, let dataSource else { return }
        let rows = dataSource.numberOfRows(in: self)
        precondition(
            rows == countedRows,
            "endUpdates with \(countedRows) rows after the insertions and removals, but the data source has \(rows)")
    }

    /// https://developer.apple.com/documentation/appkit/nstableview/insertrows(at:withanimation:)
    /// `func insertRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = [])`
    @available(macOS 10.7, *)
    /// Each index is a final position ("The final positions of the new
    /// rows"), so in ascending order each is at most the rows counted then.
    open func insertRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = []) {
        for index in indexes {
            precondition(index >= 0 && index <= countedRows, "insertRows at \(index) of \(countedRows) rows")
            countedRows += 1
        }
    }

    /// https://developer.apple.com/documentation/appkit/nstableview/removerows(at:withanimation:)
    /// `func removeRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = [])`
    @available(macOS 10.7, *)
    /// Each index names an existing row.
    open func removeRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = []) {
        for index in indexes {
            precondition(index >= 0 && index < countedRows, "removeRows at \(index) of \(countedRows) rows")
        }
        countedRows -= indexes.count
    }

    /// https://developer.apple.com/documentation/appkit/nstableview/moverow(at:to:)
    /// `func moveRow(at oldIndex: Int, to newIndex: Int)`
    @available(macOS 10.7, *)
    /// Both indices name existing rows.
    open func moveRow(at oldIndex: Int, to newIndex: Int) {
        precondition(
            (0..<countedRows).contains(oldIndex) && (0..<countedRows).contains(newIndex),
            "moveRow(at: \(oldIndex), to: \(newIndex)) of \(countedRows) rows")
    }
}

@available(macOS 10.11, *)
extension NSTableView {
    /// Swipes row `row` towards `edge`, as a user does: asks the delegate
    /// for the row's actions at that edge and, when there are any, shows
    /// them (`rowActionsVisible` becomes true).
    /// A stand-in hook for checks.
    ///
    /// - Returns: The actions shown, in order; empty when the delegate has
    ///   none, and then nothing shows.
    @_spi(StandInTap) public func standInSwipe(row: Int, edge: RowActionEdge) -> [NSTableViewRowAction] {
        let actions = delegate?.tableView(self, rowActionsForRow: row, edge: edge) ?? []
        visibleRowActions = actions.isEmpty ? nil : (row, actions)
        return actions
    }

    /// Clicks the button of `action`, as a user does: runs its handler with
    /// the row it shows for. A button can be clicked only while its row's
    /// actions show, so clicking one that does not show stops the program.
    /// A stand-in hook for checks.
    @_spi(StandInTap) public func standInClick(_ action: NSTableViewRowAction) {
        guard let visible = visibleRowActions, visible.actions.contains(where: { $0 === action }) else {
            preconditionFailure("clicked the row action \(action.title), which is not showing")
        }
        action.handler(action, visible.row)
    }
}

/// https://developer.apple.com/documentation/appkit/nstablecolumn
/// `@MainActor class NSTableColumn : NSObject`
@available(macOS 10.0, *)
@MainActor @preconcurrency
open class NSTableColumn: NSObject {}

/// A drop that comes from the table itself, as a user's drag of its rows.
@MainActor
private final class StandInRowDrag: NSObject, NSDraggingInfo {
    let draggingSource: Any?
    init(from tableView: NSTableView) { draggingSource = tableView }
}

@available(macOS 10.7, *)
extension NSTableView {
    /// Drags row `row` and drops it above row `target` (`numberOfRows` for
    /// the end), as a user does: the data source writes the row (nil, and
    /// no drag begins), is asked whether the drop is valid, and only then
    /// accepts it (the page of `tableView(_:acceptDrop:row:dropOperation:)`:
    /// "a table view that previously decided to allow a drop").
    /// A stand-in hook for checks.
    ///
    /// - Returns: The operation validated (empty when refused or when the
    ///   row could not be dragged), and whether the drop was accepted.
    @_spi(StandInTap) public func standInDragRow(_ row: Int, droppingAbove target: Int)
        -> (operation: NSDragOperation, accepted: Bool)
    {
        guard let dataSource, dataSource.tableView(self, pasteboardWriterForRow: row) != nil else { return ([], false) }
        let drag = StandInRowDrag(from: self)
        let operation = dataSource.tableView(self, validateDrop: drag, proposedRow: target, proposedDropOperation: .above)
        guard !operation.isEmpty else { return (operation, false) }
        return (operation, dataSource.tableView(self, acceptDrop: drag, row: target, dropOperation: .above))
    }
}
