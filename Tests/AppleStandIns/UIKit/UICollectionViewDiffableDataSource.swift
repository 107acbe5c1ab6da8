// Stand-in for https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa:
// `@MainActor class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>`
// with Hashable and Sendable identifiers. Its UICollectionViewDataSource
// conformance is left out: the data source installs itself on the view.
//
// It works as far as a check needs, so that
// Checks/SupplementaryViewsCheck.swift can run a generated
// `supplementaryViewProvider`: it keeps the last snapshot applied and
// answers from it. It shows nothing and calls no provider itself.

@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
    ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
    /// `typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?`
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

    /// The snapshot applied last.
    private var shown = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// `init(collectionView: UICollectionView, cellProvider: @escaping CellProvider)`
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {}

    /// `func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil)`
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        shown = snapshot
        completion?()
    }

    /// `func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType?`
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        let sections = shown.sectionIdentifiers
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return nil }
        let items = shown.itemIdentifiers(inSection: sections[indexPath[0]])
        return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/supplementaryviewprovider-swift.typealias
    /// `typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?`
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/supplementaryviewprovider-swift.property
    /// `var supplementaryViewProvider: SupplementaryViewProvider?`
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// `func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>`
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { shown }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionidentifier(for:)
    /// `func sectionIdentifier(for index: Int) -> SectionIdentifierType?`
    @available(iOS 15.0, tvOS 15.0, *)
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = shown.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }
}
