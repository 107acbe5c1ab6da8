// Stand-in for https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa:
// `@MainActor class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>`
// with Hashable and Sendable identifiers. Its UICollectionViewDataSource
// conformance is left out: the data source installs itself on the view.
//
// It works as DiffableDataSourceCells says: `apply` keeps the first value
// of equal identifiers and asks the cell provider for the cells of new,
// reloaded and reconfigured items, which the collection view then answers
// from `cellForItem(at:)`; it calls no supplementary view provider itself.

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
