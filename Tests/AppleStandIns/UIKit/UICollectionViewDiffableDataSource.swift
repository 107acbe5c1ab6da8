// Stand-in for https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa:
// `@MainActor class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>`
// with Hashable and Sendable identifiers. Its UICollectionViewDataSource
// conformance is left out: the data source installs itself on the view.
//
// It works as DiffableDataSourceCells says: `apply` keeps the first value
// of equal identifiers and asks the cell provider for the cells of new,
// reloaded and reconfigured items, which the collection view then answers
// from `cellForItem(at:)`; it calls no supplementary view provider itself.
//
// A user's reorder starts from a gesture the app sets up: the stand-in
// models a drag and drop one (UICollectionView+DragAndDrop.swift: a drop
// of an item lifted from the view, proposed as a move to
// `.insertAtDestinationIndexPath`); a list cell's reorder accessory in
// editing ("If your collection view supports interactive reordering of its
// cells, a user can drag the cell by its reorder accessory",
// https://developer.apple.com/documentation/uikit/uicellaccessoryreorder,
// shown `.whenEditing` by default,
// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorder(displayed:options:))
// and `beginInteractiveMovementForItem(at:)` are the others, not modelled:
// without the drag and drop set-up no reorder starts. It then follows these
// rules:
// - It is offered only for an item whose `reorderingHandlers.canReorderItem`
//   returns true ("The handler that determines whether you can reorder a
//   particular item", https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.struct/canreorderitem;
//   the reorderingHandlers page sets it to allow reordering at all, so
//   without it nothing is offered).
// - While the item moves, the collection view asks its delegate where it
//   goes ("During the interactive moving of an item, the collection view
//   calls this method ... you might prevent the user from dropping the item
//   in a specific section",
//   https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:targetindexpathformovefromitemat:toproposedindexpath:);
//   the stand-in asks the iOS 15 method, whose default asks nothing more).
//   The reorder is the collection view's own interactive move, which the
//   diffable data source serves through the UICollectionViewDataSource
//   methods it implements ("provides implementations for all of the
//   protocol's methods", https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasourcereference).
// - A move that changed the item's place ends in a transaction: the data
//   source calls `willReorder`, shows the final snapshot itself, then calls
//   `didReorder` (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.property:
//   "The system calls the didReorder handler after a reordering transaction
//   ... occurs, so you can update your data backing store", whose examples
//   only update the backing store from `finalSnapshot` or `difference` and
//   apply nothing: the data source already shows the new order).

@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
    ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
    /// `typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?`
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

    private let shown: DiffableDataSourceCells<SectionIdentifierType, ItemIdentifierType, UICollectionViewCell>
    private weak var collectionView: UICollectionView?
    /// The `reorderingHandlers` set, stored untyped: a stored property
    /// cannot have the type's availability.
    private var storedReorderingHandlers: Any?

    /// `init(collectionView: UICollectionView, cellProvider: @escaping CellProvider)`
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        shown = DiffableDataSourceCells(
            provider: { [weak collectionView] indexPath, item in
                // Asking for a cell: a registration made now is made inside a provider.
                UICollectionView.standInRequestsInProgress += 1
                defer { UICollectionView.standInRequestsInProgress -= 1 }
                return collectionView.flatMap { cellProvider($0, indexPath, item) }
            },
            reconfigure: { [weak collectionView] indexPath, item, existing in
                collectionView.flatMap { collectionView in
                    collectionView.reconfiguringItem(at: indexPath, existing: existing) {
                        cellProvider(collectionView, indexPath, item)
                    }
                }
            })
        self.collectionView = collectionView
        super.init()
        collectionView.standInDiffableReorder = { [weak self] source, proposed in
            guard let self, #available(iOS 14.0, tvOS 14.0, *) else { return nil }
            return self.standInReorder(itemAt: source, to: proposed)
        }
    }

    /// `func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil)`
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        shown.apply(snapshot)
        collectionView?.showCells(shown.cells)
        completion?()
    }

    /// `func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType?`
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { shown.itemIdentifier(for: indexPath) }

    /// `func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath?`
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { shown.indexPath(for: itemIdentifier) }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/supplementaryviewprovider-swift.typealias
    /// `typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?`
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/supplementaryviewprovider-swift.property
    /// `var supplementaryViewProvider: SupplementaryViewProvider?`
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// `func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>`
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { shown.snapshot }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionidentifier(for:)
    /// `func sectionIdentifier(for index: Int) -> SectionIdentifierType?`
    @available(iOS 15.0, tvOS 15.0, *)
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { shown.sectionIdentifier(for: index) }
}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewDiffableDataSource {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.struct
    /// `struct ReorderingHandlers`
    public struct ReorderingHandlers {
        /// `var canReorderItem: ((ItemIdentifierType) -> Bool)?`
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// `var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?`
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// `var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?`
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// `init()`
        public init() {}
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.property
    /// `var reorderingHandlers: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.ReorderingHandlers { get set }`
    public var reorderingHandlers: ReorderingHandlers {
        get { storedReorderingHandlers as? ReorderingHandlers ?? ReorderingHandlers() }
        set { storedReorderingHandlers = newValue }
    }

    /// A user's reorder of the item at `source`, dragged to `proposed`, as
    /// the rules at the top say: where the item went, or nil when no
    /// reorder was offered. The collection view's drop runs it.
    func standInReorder(itemAt source: IndexPath, to proposed: IndexPath) -> IndexPath? {
        guard let item = itemIdentifier(for: source), reorderingHandlers.canReorderItem?(item) == true else { return nil }
        let target =
            collectionView.flatMap { view in
                view.delegate?.collectionView(
                    view, targetIndexPathForMoveOfItemFromOriginalIndexPath: source, atCurrentIndexPath: source,
                    toProposedIndexPath: proposed)
            } ?? proposed
        let initial = snapshot()
        guard target != source, let final = initial.standInMoving(item, to: target) else { return source }
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final)
        reorderingHandlers.willReorder?(transaction)
        apply(final, animatingDifferences: true)
        reorderingHandlers.didReorder?(transaction)
        return target
    }
}

/// As UIKit declares it: the handlers are not Sendable.
@available(*, unavailable)
extension UICollectionViewDiffableDataSource.ReorderingHandlers: Sendable {}
