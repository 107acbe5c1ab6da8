// Stand-in for https://developer.apple.com/documentation/uikit/uicollectionview:
// the members the adapters and the generated `CollectionCells` use.

@MainActor
open class UICollectionView: UIScrollView {
    /// `init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout)`
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { fatalError() }

    /// `weak var dataSource: (any UICollectionViewDataSource)? { get set }`
    open weak var dataSource: (any UICollectionViewDataSource)?

    /// `func reloadData()`
    open func reloadData() { fatalError() }

    /// `func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil)`
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { fatalError() }

    /// `func insertSections(_ sections: IndexSet)`
    open func insertSections(_ sections: IndexSet) { fatalError() }

    /// `func deleteSections(_ sections: IndexSet)`
    open func deleteSections(_ sections: IndexSet) { fatalError() }

    /// `func reloadSections(_ sections: IndexSet)`
    open func reloadSections(_ sections: IndexSet) { fatalError() }

    /// `func moveSection(_ section: Int, toSection newSection: Int)`
    open func moveSection(_ section: Int, toSection newSection: Int) { fatalError() }

    /// `func insertItems(at indexPaths: [IndexPath])`
    open func insertItems(at indexPaths: [IndexPath]) { fatalError() }

    /// `func deleteItems(at indexPaths: [IndexPath])`
    open func deleteItems(at indexPaths: [IndexPath]) { fatalError() }

    /// `func reloadItems(at indexPaths: [IndexPath])`
    open func reloadItems(at indexPaths: [IndexPath]) { fatalError() }

    /// `func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)`
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { fatalError() }

    /// `func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)`
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { fatalError() }

    /// `func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String)`
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) { fatalError() }

    /// `func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell`
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    { fatalError() }

    /// `func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView`
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@MainActor
open class UICollectionViewLayout: NSObject {}

/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {}
