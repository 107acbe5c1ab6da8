// Stand-in for https://developer.apple.com/documentation/uikit/uitableview:
// the members the adapters, the generated `TableCells` and the README's
// examples use.

/// `@MainActor class UITableView : UIScrollView`
@available(iOS 2.0, tvOS 9.0, *)
@MainActor @preconcurrency
open class UITableView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
    @available(iOS 2.0, *)
    public enum Style: Int, Sendable {
        case plain, grouped
        /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/insetgrouped
        @available(iOS 13.0, *) @available(tvOS, unavailable)
        case insetGrouped
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation
    @available(iOS 2.0, *)
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation/automatic
        @available(iOS 5.0, *)
        case automatic = 100
    }

    /// The cell class registered under each identifier.
    private var registeredCells: [String: UITableViewCell.Type] = [:]
    /// The cells `reuse(_:)` put back, by reuse identifier.
    private var reusableCells: [String: [UITableViewCell]] = [:]
    /// The header or footer view class registered under each identifier.
    private var registeredHeaderFooters: [String: UITableViewHeaderFooterView.Type] = [:]
    /// The cell shown at each index path: each cell `standInCellForRow(at:)`
    /// got from the data source, until a reload or a batch operation that
    /// may move it (the stand-in forgets them all then, which checks less
    /// but never wrongly), or until `reuse(_:)` takes it off screen.
    private var cellsOnScreen: [IndexPath: UITableViewCell] = [:]
    /// The row `reconfigureRows(at:)` is asking the data source for, with
    /// the cell it shows.
    private var rowBeingReconfigured: (indexPath: IndexPath, cell: UITableViewCell)?

    /// The editing answers of a data source that installs itself on the
    /// table rather than being its `dataSource`: a diffable data source.
    var installedEditingRules: (canEdit: (IndexPath) -> Bool, canMove: (IndexPath) -> Bool)?

    /// https://developer.apple.com/documentation/uikit/uitableview/indexpathforselectedrow
    /// `var indexPathForSelectedRow: IndexPath? { get }`: the row a user
    /// selected last (`standInSelect(rowAt:by:)`), nil for none.
    @available(iOS 2.0, *)
    open internal(set) var indexPathForSelectedRow: IndexPath?

    /// https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
    /// `init(frame: CGRect, style: UITableView.Style)`: the designated initializer.
    @available(iOS 2.0, *)
    public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }

    /// `UITableView(frame:)` is UIView's initializer, which a table
    /// inherits as a convenience one: a subclass cannot call it on `super`.
    @available(iOS 2.0, *)
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// https://developer.apple.com/documentation/uikit/uitableview/init(coder:)
    /// `required init?(coder: NSCoder)`
    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// https://developer.apple.com/documentation/uikit/uitableview/datasource
    /// `weak var dataSource: (any UITableViewDataSource)? { get set }`. UIKit
    /// asks the new data source which optional methods it implements when
    /// this is set.
    @available(iOS 2.0, *)
    open weak var dataSource: (any UITableViewDataSource)?

    /// https://developer.apple.com/documentation/uikit/uitableview/delegate
    /// `weak var delegate: (any UITableViewDelegate)? { get set }`
    @available(iOS 2.0, *)
    open weak var delegate: (any UITableViewDelegate)?

    /// https://developer.apple.com/documentation/uikit/uitableview/dragdelegate
    /// `weak var dragDelegate: (any UITableViewDragDelegate)? { get set }`
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    open weak var dragDelegate: (any UITableViewDragDelegate)?

    /// https://developer.apple.com/documentation/uikit/uitableview/dropdelegate
    /// `weak var dropDelegate: (any UITableViewDropDelegate)? { get set }`
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    open weak var dropDelegate: (any UITableViewDropDelegate)?

    /// https://developer.apple.com/documentation/uikit/uitableview/draginteractionenabled
    /// `var dragInteractionEnabled: Bool { get set }`: false, as on an
    /// iPhone up to iOS 14 (the collection view's page: "In iOS 14 and
    /// earlier, the default value is true for iPad and false for iPhone"),
    /// the minimum the generated code supports; no row drags until the app
    /// sets it.
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    open var dragInteractionEnabled = false

    /// The drag last lifted from one of this view's rows (a
    /// `StandInDragSession`, untyped: that type is unavailable on tvOS),
    /// which `hasActiveDrag` reads.
    weak var standInLiftedDrag: AnyObject?

    /// https://developer.apple.com/documentation/uikit/uitableview/automaticdimension
    /// `class let automaticDimension: CGFloat`: a height the table chooses
    /// (UIKit's constant; the stand-in's value is its own).
    @available(iOS 5.0, *)
    nonisolated public static let automaticDimension: CGFloat = -1

    /// https://developer.apple.com/documentation/uikit/uitableview/rowheight
    /// `var rowHeight: CGFloat { get set }`: "The default value of this
    /// property is automaticDimension, which causes the table view to choose
    /// an appropriate height based on your cell's content".
    @available(iOS 2.0, *)
    open var rowHeight: CGFloat = UITableView.automaticDimension

    /// https://developer.apple.com/documentation/uikit/uitableview/estimatedrowheight
    /// `var estimatedRowHeight: CGFloat { get set }`
    @available(iOS 7.0, *)
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension

    /// https://developer.apple.com/documentation/uikit/uitableview/hasuncommittedupdates
    /// `var hasUncommittedUpdates: Bool { get }`: true "when the table view
    /// contains placeholder cells or is handling a drop and is in the middle
    /// of reordering its rows". A stand-in table shows no placeholders; a
    /// drop reorders its rows during `standInDropReordering(_:at:whileHovering:)`
    /// (UITableView+DropReorder.swift).
    @available(iOS 11.0, tvOS 11.0, *)
    open var hasUncommittedUpdates: Bool { isReorderingADrop }

    /// https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
    /// `func reloadData()`. The page: "Don't call this method when the
    /// hasUncommittedUpdates property is true"; the page of
    /// `hasUncommittedUpdates`: it "forces the table to delete any
    /// uncommitted changes", so a drop's placeholder is lost. UIKit does
    /// not raise; the stand-in stops the program, so that a check sees it.
    @available(iOS 2.0, *)
    open func reloadData() {
        guard !hasUncommittedUpdates else {
            preconditionFailure(
                "reloadData() while the table view has uncommitted updates, which forces the table to delete any "
                    + "uncommitted changes: \"Don't call this method when the hasUncommittedUpdates property is true\"")
        }
        cellsOnScreen = [:]
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
    /// `func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil)`:
    /// runs `updates` before returning, as UIKit does; a stand-in has no
    /// animation, so it finishes at once.
    @available(iOS 11.0, tvOS 11.0, *)
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/insertsections(_:with:)
    /// `func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation)`
    @available(iOS 2.0, *)
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { cellsOnScreen = [:] }

    /// https://developer.apple.com/documentation/uikit/uitableview/deletesections(_:with:)
    /// `func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation)`
    @available(iOS 2.0, *)
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { cellsOnScreen = [:] }

    /// https://developer.apple.com/documentation/uikit/uitableview/reloadsections(_:with:)
    /// `func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation)`
    @available(iOS 3.0, *)
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { cellsOnScreen = [:] }

    /// https://developer.apple.com/documentation/uikit/uitableview/movesection(_:tosection:)
    /// `func moveSection(_ section: Int, toSection newSection: Int)`
    @available(iOS 5.0, *)
    open func moveSection(_ section: Int, toSection newSection: Int) { cellsOnScreen = [:] }

    /// https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:)
    /// `func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)`
    @available(iOS 2.0, *)
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { cellsOnScreen = [:] }

    /// https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
    /// `func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)`
    @available(iOS 2.0, *)
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { cellsOnScreen = [:] }

    /// https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)
    /// `func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)`
    @available(iOS 3.0, *)
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { cellsOnScreen = [:] }

    /// https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)
    /// `func cellForRow(at indexPath: IndexPath) -> UITableViewCell?`: the
    /// cell shown at `indexPath`, or nil (see `cellsOnScreen`).
    @available(iOS 2.0, *)
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { cellsOnScreen[indexPath] }

    /// Not UIKit's: shows `cells`, which a diffable data source stand-in got
    /// from its cell provider, by index path.
    func showCells(_ cells: [IndexPath: UITableViewCell]) {
        cellsOnScreen = cells
    }

    /// Not UIKit's: runs `provide` as UIKit asks for the cell of a row it
    /// reconfigures, whose cell on screen is `existing`: dequeuing there
    /// returns `existing`, or stops the program as `reconfigureRows(at:)`
    /// says; and a cell other than `existing` stops it too.
    func reconfiguringRow(
        at indexPath: IndexPath, existing: UITableViewCell, _ provide: () -> UITableViewCell?
    ) -> UITableViewCell? {
        rowBeingReconfigured = (indexPath, existing)
        let cell = provide()
        rowBeingReconfigured = nil
        guard cell === existing else {
            preconditionFailure(
                "the data source returned a new cell when reconfiguring the row at \(indexPath), where it \"must "
                    + "return the same existing cell for a given index path\"")
        }
        return cell
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)
    /// `func reconfigureRows(at indexPaths: [IndexPath])`: asks the data
    /// source for the cells of these rows again, at once, and dequeuing
    /// there returns the existing cell. The page: "Your cell provider must
    /// dequeue the same type of cell for the provided index path, and must
    /// return the same existing cell for a given index path". Dequeuing
    /// with another reuse identifier raises on a device ("Attempted to
    /// dequeue a cell for a different registration or reuse identifier
    /// than the existing cell when reconfiguring an item"), and the
    /// stand-in stops the program there, and where the data source returns
    /// another cell. Rows without a cell on screen (see
    /// `standInCellForRow(at:)`) are left alone, as UIKit leaves them.
    @available(iOS 15.0, tvOS 15.0, *)
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let existing = cellsOnScreen[indexPath] else { continue }
            _ = reconfiguringRow(at: indexPath, existing: existing) { dataSource.tableView(self, cellForRowAt: indexPath) }
        }
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/headerview(forsection:)
    /// `func headerView(forSection section: Int) -> UITableViewHeaderFooterView?`:
    /// the section's header view, nil when it has none on screen. A
    /// stand-in table shows none; a check overrides this.
    @available(iOS 6.0, *)
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }

    /// https://developer.apple.com/documentation/uikit/uitableview/footerview(forsection:)
    /// `func footerView(forSection section: Int) -> UITableViewHeaderFooterView?`
    @available(iOS 6.0, *)
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }

    /// https://developer.apple.com/documentation/uikit/uitableview/moverow(at:to:)
    /// `func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath)`
    @available(iOS 5.0, *)
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { cellsOnScreen = [:] }

    /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
    /// `func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)`:
    /// the class "must be a UITableViewCell subclass", so the stand-in
    /// stops at another one; nil unregisters the identifier.
    @available(iOS 6.0, *)
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            registeredCells[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            preconditionFailure("the class \(cellClass) registered for identifier \(identifier) is not a UITableViewCell")
        }
        registeredCells[identifier] = cellType
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forheaderfooterviewreuseidentifier:)-20ybb
    /// `func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String)`:
    /// "You must specify either UITableViewHeaderFooterView or a subclass of
    /// it", so the stand-in stops at another class; nil unregisters.
    @available(iOS 6.0, *)
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            registeredHeaderFooters[identifier] = nil
            return
        }
        guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
            preconditionFailure(
                "the class \(aClass) registered for identifier \(identifier) is not a UITableViewHeaderFooterView")
        }
        registeredHeaderFooters[identifier] = viewType
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusableheaderfooterview(withidentifier:)
    /// `func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView?`:
    /// nil for an identifier nothing was registered under, else a new view
    /// of the registered class, made with `init(reuseIdentifier:)`. A
    /// stand-in table keeps no reuse queue.
    @available(iOS 6.0, *)
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        registeredHeaderFooters[identifier].map { $0.init(standInDequeueWithReuseIdentifier: identifier) }
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
    /// `func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell`:
    /// UIKit raises an exception for an identifier nothing was registered
    /// under; else a new cell of the registered class, made with
    /// `init(style:reuseIdentifier:)` as that page says; or, as it also
    /// says, "if an existing cell was available for reuse, this method calls
    /// the cell's `prepareForReuse()` method instead": a cell `reuse(_:)`
    /// put back.
    @available(iOS 6.0, *)
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cellType = registeredCells[identifier] else {
            preconditionFailure("unable to dequeue a cell with identifier \(identifier)")
        }
        if let reconfigured = rowBeingReconfigured, reconfigured.indexPath == indexPath {
            guard reconfigured.cell.reuseIdentifier == identifier else {
                preconditionFailure(
                    "Attempted to dequeue a cell for a different registration or reuse identifier than the existing "
                        + "cell when reconfiguring an item: dequeued \(identifier), the existing cell's is "
                        + "\(reconfigured.cell.reuseIdentifier ?? "nil")")
            }
            return reconfigured.cell
        }
        if let cell = reusableCells[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        return cellType.init(standInDequeueWithReuseIdentifier: identifier)
    }

    /// Not UIKit's: puts `cell` back for reuse under its reuse identifier,
    /// as UIKit does with a cell that scrolled off screen.
    public func reuse(_ cell: UITableViewCell) {
        cellsOnScreen = cellsOnScreen.filter { $0.value !== cell }
        guard let identifier = cell.reuseIdentifier else { return }
        reusableCells[identifier, default: []].append(cell)
    }

    /// Not UIKit's: asks the data source for the cell at `indexPath`, as
    /// UIKit does when the row comes on screen, and shows it there, so that
    /// `reconfigureRows(at:)` finds it.
    @_spi(StandInDequeue) public func standInCellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        guard let cell = dataSource?.tableView(self, cellForRowAt: indexPath) else { return nil }
        cellsOnScreen[indexPath] = cell
        return cell
    }

    /// Whether a drop is reordering the table's rows now
    /// (UITableView+DropReorder.swift).
    var isReorderingADrop = false
}

