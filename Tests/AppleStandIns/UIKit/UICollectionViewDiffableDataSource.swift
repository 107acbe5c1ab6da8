// Stand-in for https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa:
// `@MainActor class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>`
// with Hashable and Sendable identifiers. Its UICollectionViewDataSource
// conformance is left out: the data source installs itself on the view.

@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
    ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
    /// `typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?`
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

    /// `init(collectionView: UICollectionView, cellProvider: @escaping CellProvider)`
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) { fatalError() }

    /// `func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil)`
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) { fatalError() }

    /// `func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType?`
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/supplementaryviewprovider-swift.typealias
    /// `typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?`
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/supplementaryviewprovider-swift.property
    /// `var supplementaryViewProvider: SupplementaryViewProvider?`
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// `func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>`
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionidentifier(for:)
    /// `func sectionIdentifier(for index: Int) -> SectionIdentifierType?`
    @available(iOS 15.0, tvOS 15.0, *)
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { fatalError() }
}
