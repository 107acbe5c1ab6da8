// Stand-in for https://developer.apple.com/documentation/uikit/uicollectionview:
// the members the adapters and the generated `CollectionCells` use.

/// `@MainActor class UICollectionView : UIScrollView`
@available(iOS 6.0, tvOS 9.0, *)
@MainActor @preconcurrency
open class UICollectionView: UIScrollView {
    /// The cell class registered under each identifier.
    private var registeredCells: [String: AnyClass] = [:]
    /// The supplementary view class registered under each kind and identifier.
    private var registeredViews: [SupplementaryKey: AnyClass] = [:]
    /// The cell shown at each index path: each cell `standInCellForItem(at:)`
    /// got from the data source, until a reload or a batch operation that
    /// may move it (the stand-in forgets them all then, which checks less
    /// but never wrongly).
    var cellsOnScreen: [IndexPath: UICollectionViewCell] = [:]
    /// The item `reconfigureItems(at:)` is asking the data source for, with
    /// the cell it shows.
    var itemBeingReconfigured: (indexPath: IndexPath, cell: UICollectionViewCell)?

    /// A supplementary view's registration: its kind and identifier.
    private struct SupplementaryKey: Hashable {
        var kind: String
        var identifier: String
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforselecteditems
    /// `var indexPathsForSelectedItems: [IndexPath]? { get }`: the items a
    /// user selected (`standInSelect(itemAt:by:)`), nil for none.
    @available(iOS 6.0, *)
    open internal(set) var indexPathsForSelectedItems: [IndexPath]?

    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    /// `init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout)`: the designated initializer.
    @available(iOS 6.0, *)
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(coder:)
    /// `required init?(coder: NSCoder)`
    @available(iOS 6.0, *)
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
    /// `var collectionViewLayout: UICollectionViewLayout { get set }`
    @available(iOS 6.0, *)
    open var collectionViewLayout: UICollectionViewLayout

    /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader
    /// `class let elementKindSectionHeader: String`
    @available(iOS 6.0, *)
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

    /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter
    /// `class let elementKindSectionFooter: String`
    @available(iOS 6.0, *)
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// https://developer.apple.com/documentation/uikit/uicollectionview/datasource
    /// `weak var dataSource: (any UICollectionViewDataSource)? { get set }`
    @available(iOS 6.0, *)
    open weak var dataSource: (any UICollectionViewDataSource)?

    /// https://developer.apple.com/documentation/uikit/uicollectionview/delegate
    /// `weak var delegate: (any UICollectionViewDelegate)? { get set }`
    @available(iOS 6.0, *)
    open weak var delegate: (any UICollectionViewDelegate)?

    /// https://developer.apple.com/documentation/uikit/uicollectionview/dragdelegate
    /// `weak var dragDelegate: (any UICollectionViewDragDelegate)? { get set }`
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    open weak var dragDelegate: (any UICollectionViewDragDelegate)?

    /// https://developer.apple.com/documentation/uikit/uicollectionview/dropdelegate
    /// `weak var dropDelegate: (any UICollectionViewDropDelegate)? { get set }`
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    open weak var dropDelegate: (any UICollectionViewDropDelegate)?

    /// https://developer.apple.com/documentation/uikit/uicollectionview/draginteractionenabled
    /// `var dragInteractionEnabled: Bool { get set }`: false, as the page
    /// gives it on an iPhone up to iOS 14 ("In iOS 14 and earlier, the
    /// default value is true for iPad and false for iPhone"), the minimum
    /// the generated code supports; no item drags until the app sets it.
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    open var dragInteractionEnabled = false

    /// The drag last lifted from one of this view's items (a
    /// `StandInDragSession`, untyped: that type is unavailable on tvOS),
    /// which `hasActiveDrag` reads.
    weak var standInLiftedDrag: AnyObject?
    /// The reorder a stand-in `UICollectionViewDiffableDataSource` made on
    /// this view performs, from an index path towards another: where the
    /// item went, or nil when its `canReorderItem` refuses it. A drop that
    /// reorders calls it as it calls a plain data source's
    /// `collectionView(_:moveItemAt:to:)`.
    var standInDiffableReorder: ((IndexPath, IndexPath) -> IndexPath?)?

    /// https://developer.apple.com/documentation/uikit/uicollectionview/hasuncommittedupdates
    /// `var hasUncommittedUpdates: Bool { get }`: true while drop
    /// placeholders are shown or a drop reorders items. A stand-in view has
    /// neither.
    @available(iOS 11.0, tvOS 11.0, *)
    open var hasUncommittedUpdates: Bool { false }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
    /// `func reloadData()`. The page of `hasUncommittedUpdates`: while it is
    /// true, "don't reload the collection view's data, as doing so deletes
    /// all placeholders and recreates items from the data source", so the
    /// dropped item never lands. UIKit does not raise; the stand-in stops
    /// the program, so that a check sees it.
    @available(iOS 6.0, *)
    open func reloadData() {
        guard !hasUncommittedUpdates else {
            preconditionFailure(
                "reloadData() while the collection view has uncommitted updates: \"don't reload the collection "
                    + "view's data, as doing so deletes all placeholders and recreates items from the data source\"")
        }
        cellsOnScreen = [:]
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:)
    /// `func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell?`:
    /// the cell shown at `indexPath`, or nil (see `cellsOnScreen`).
    @available(iOS 6.0, *)
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { cellsOnScreen[indexPath] }

    /// Not UIKit's: shows `cells`, which a diffable data source stand-in got
    /// from its cell provider, by index path.
    func showCells(_ cells: [IndexPath: UICollectionViewCell]) {
        cellsOnScreen = cells
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
    /// `func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil)`:
    /// runs `updates` before returning; a stand-in has no animation, so it
    /// finishes at once.
    @available(iOS 6.0, *)
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/insertsections(_:)
    /// `func insertSections(_ sections: IndexSet)`
    @available(iOS 6.0, *)
    open func insertSections(_ sections: IndexSet) { cellsOnScreen = [:] }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/deletesections(_:)
    /// `func deleteSections(_ sections: IndexSet)`
    @available(iOS 6.0, *)
    open func deleteSections(_ sections: IndexSet) { cellsOnScreen = [:] }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/reloadsections(_:)
    /// `func reloadSections(_ sections: IndexSet)`
    @available(iOS 6.0, *)
    open func reloadSections(_ sections: IndexSet) { cellsOnScreen = [:] }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/movesection(_:tosection:)
    /// `func moveSection(_ section: Int, toSection newSection: Int)`
    @available(iOS 6.0, *)
    open func moveSection(_ section: Int, toSection newSection: Int) { cellsOnScreen = [:] }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/insertitems(at:)
    /// `func insertItems(at indexPaths: [IndexPath])`
    @available(iOS 6.0, *)
    open func insertItems(at indexPaths: [IndexPath]) { cellsOnScreen = [:] }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/deleteitems(at:)
    /// `func deleteItems(at indexPaths: [IndexPath])`
    @available(iOS 6.0, *)
    open func deleteItems(at indexPaths: [IndexPath]) { cellsOnScreen = [:] }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:)
    /// `func reloadItems(at indexPaths: [IndexPath])`
    @available(iOS 6.0, *)
    open func reloadItems(at indexPaths: [IndexPath]) { cellsOnScreen = [:] }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:)
    /// `func reconfigureItems(at indexPaths: [IndexPath])`: asks the data
    /// source for the cells of these items again, at once, and dequeuing
    /// there returns the existing cell. The page: "Your cell provider must
    /// dequeue the same type of cell for the provided index path, and must
    /// return the same existing cell for a given index path". Dequeuing
    /// through another registration or reuse identifier raises on a device
    /// ("Attempted to dequeue a cell for a different registration or reuse
    /// identifier than the existing cell when reconfiguring an item"), and
    /// the stand-in stops the program there (`existingCell(for:dequeuedAs:)`),
    /// and where the data source returns another cell. Items without a cell
    /// on screen (see `standInCellForItem(at:)`) are left alone, as UIKit
    /// leaves them.
    @available(iOS 15.0, tvOS 15.0, *)
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let existing = cellsOnScreen[indexPath] else { continue }
            _ = reconfiguringItem(at: indexPath, existing: existing) { dataSource.collectionView(self, cellForItemAt: indexPath) }
        }
    }

    /// Not UIKit's: runs `provide` as UIKit asks for the cell of an item it
    /// reconfigures, whose cell on screen is `existing`: dequeuing there
    /// returns `existing`, or stops the program as `reconfigureItems(at:)`
    /// says; and a cell other than `existing` stops it too.
    func reconfiguringItem(
        at indexPath: IndexPath, existing: UICollectionViewCell, _ provide: () -> UICollectionViewCell?
    ) -> UICollectionViewCell? {
        itemBeingReconfigured = (indexPath, existing)
        // Asking for a cell: a registration made now is made inside a provider.
        UICollectionView.standInRequestsInProgress += 1
        let cell = provide()
        UICollectionView.standInRequestsInProgress -= 1
        itemBeingReconfigured = nil
        guard cell === existing else {
            preconditionFailure(
                "the data source returned a new cell when reconfiguring the item at \(indexPath), where it \"must "
                    + "return the same existing cell for a given index path\"")
        }
        return cell
    }

    /// The cell shown at `indexPath` while `reconfigureItems(at:)` asks for
    /// it, which dequeuing returns instead of a new one, or nil when the
    /// item is not being reconfigured. Stops the program when `identifier`
    /// (a reuse identifier, or a registration's) is not the one the cell
    /// was dequeued with, as UIKit raises.
    func existingCell(for indexPath: IndexPath, dequeuedAs identifier: String) -> UICollectionViewCell? {
        guard let reconfigured = itemBeingReconfigured, reconfigured.indexPath == indexPath else { return nil }
        guard reconfigured.cell.reuseIdentifier == identifier else {
            preconditionFailure(
                "Attempted to dequeue a cell for a different registration or reuse identifier than the existing "
                    + "cell when reconfiguring an item: dequeued \(identifier), the existing cell's is "
                    + "\(reconfigured.cell.reuseIdentifier ?? "nil")")
        }
        return reconfigured.cell
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryview(forelementkind:at:)
    /// `func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView?`:
    /// nil when the view is not on screen. A stand-in view shows none; a
    /// check overrides this.
    @available(iOS 9.0, *)
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        nil
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisiblesupplementaryelements(ofkind:)
    /// `func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath]`
    @available(iOS 9.0, *)
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] { [] }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/moveitem(at:to:)
    /// `func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)`
    @available(iOS 6.0, *)
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { cellsOnScreen = [:] }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-2o2ql
    /// `func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)`
    @available(iOS 6.0, *)
    /// Any class is accepted here, as `AnyClass?` lets it be; dequeuing
    /// checks that it makes cells. Nil unregisters the identifier.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registeredCells[identifier] = cellClass
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-3lbor
    /// `func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String)`
    @available(iOS 6.0, *)
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        registeredViews[SupplementaryKey(kind: elementKind, identifier: identifier)] = viewClass
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
    /// `func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell`:
    /// UIKit raises an exception for an identifier nothing was registered
    /// under; else it makes a cell of the registered class with its
    /// `init(frame:)`, which must be a UICollectionViewCell (UIKit raises
    /// for another class, as a cell of a table would not be one). A
    /// stand-in view keeps no reuse queue; while `reconfigureItems(at:)`
    /// asks for the item, it returns the existing cell.
    @available(iOS 6.0, *)
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let cellClass = registeredCells[identifier] else {
            preconditionFailure("could not dequeue a cell with identifier \(identifier)")
        }
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            preconditionFailure(
                "the class \(cellClass) registered for cell identifier \(identifier) is not a UICollectionViewCell")
        }
        if let existing = existingCell(for: indexPath, dequeuedAs: identifier) { return existing }
        return cellType.init(standInDequeueWithReuseIdentifier: identifier)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)
    /// `func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView`:
    /// UIKit raises an exception unless a class was registered for this
    /// kind and identifier both; it makes a view of that class with its
    /// `init(frame:)`, which must be a UICollectionReusableView. A stand-in
    /// view keeps no reuse queue.
    @available(iOS 6.0, *)
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let viewClass = registeredViews[SupplementaryKey(kind: elementKind, identifier: identifier)] else {
            preconditionFailure("could not dequeue a view of kind \(elementKind) with identifier \(identifier)")
        }
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            preconditionFailure(
                "the class \(viewClass) registered for views of kind \(elementKind) with identifier \(identifier) "
                    + "is not a UICollectionReusableView")
        }
        return viewType.init(standInDequeueWithReuseIdentifier: identifier)
    }

    /// The interactive movement in progress: where the item was when it
    /// began and where the user holds it now (UICollectionView+InteractiveMovement.swift).
    var interactiveMovement: (origin: IndexPath, target: IndexPath)?
}
