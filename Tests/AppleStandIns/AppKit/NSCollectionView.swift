// Stand-in for https://developer.apple.com/documentation/appkit/nscollectionview:
// the members the adapters use. Unlike UIKit, item operations take a
// `Set<IndexPath>`.

@MainActor
open class NSCollectionView: NSView {
    /// https://developer.apple.com/documentation/appkit/nscollectionview/supplementaryelementkind
    public typealias SupplementaryElementKind = String

    /// `weak var dataSource: (any NSCollectionViewDataSource)? { get set }`
    open weak var dataSource: (any NSCollectionViewDataSource)?

    /// `func reloadData()`
    open func reloadData() { fatalError() }

    /// `func performBatchUpdates(_ updates: (() -> Void)?, completionHandler: ((Bool) -> Void)? = nil)`
    open func performBatchUpdates(_ updates: (() -> Void)?, completionHandler: ((Bool) -> Void)? = nil) {
        fatalError()
    }

    /// `func insertSections(_ sections: IndexSet)`
    open func insertSections(_ sections: IndexSet) { fatalError() }

    /// `func deleteSections(_ sections: IndexSet)`
    open func deleteSections(_ sections: IndexSet) { fatalError() }

    /// `func reloadSections(_ sections: IndexSet)`
    open func reloadSections(_ sections: IndexSet) { fatalError() }

    /// `func moveSection(_ section: Int, toSection newSection: Int)`
    open func moveSection(_ section: Int, toSection newSection: Int) { fatalError() }

    /// `func insertItems(at indexPaths: Set<IndexPath>)`
    open func insertItems(at indexPaths: Set<IndexPath>) { fatalError() }

    /// `func deleteItems(at indexPaths: Set<IndexPath>)`
    open func deleteItems(at indexPaths: Set<IndexPath>) { fatalError() }

    /// `func reloadItems(at indexPaths: Set<IndexPath>)`
    open func reloadItems(at indexPaths: Set<IndexPath>) { fatalError() }

    /// `func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)`
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { fatalError() }

    /// `func register(_ itemClass: AnyClass?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier)`
    open func register(_ itemClass: AnyClass?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier) {
        fatalError()
    }

    /// `func makeItem(withIdentifier identifier: NSUserInterfaceItemIdentifier, for indexPath: IndexPath) -> NSCollectionViewItem`
    open func makeItem(withIdentifier identifier: NSUserInterfaceItemIdentifier, for indexPath: IndexPath)
        -> NSCollectionViewItem
    { fatalError() }
}

/// https://developer.apple.com/documentation/appkit/nscollectionviewitem
@MainActor
open class NSCollectionViewItem: NSViewController {}
