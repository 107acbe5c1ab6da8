// Stand-in for https://developer.apple.com/documentation/appkit/nscollectionview:
// the members the adapters use. Unlike UIKit, item operations take a
// `Set<IndexPath>`.

/// `@MainActor class NSCollectionView : NSView`
@available(macOS 10.5, *)
@MainActor @preconcurrency
open class NSCollectionView: NSView {
    /// https://developer.apple.com/documentation/appkit/nscollectionview/supplementaryelementkind
    public typealias SupplementaryElementKind = String

    private var registered: Set<NSUserInterfaceItemIdentifier> = []

    /// https://developer.apple.com/documentation/appkit/nscollectionview/datasource
    /// `weak var dataSource: (any NSCollectionViewDataSource)? { get set }`
    @available(macOS 10.11, *)
    open weak var dataSource: (any NSCollectionViewDataSource)?

    /// https://developer.apple.com/documentation/appkit/nscollectionview/reloaddata()
    /// `func reloadData()`
    @available(macOS 10.5, *)
    open func reloadData() {}

    /// https://developer.apple.com/documentation/appkit/nscollectionview/performbatchupdates(_:completionhandler:)
    /// `func performBatchUpdates(_ updates: (() -> Void)?, completionHandler: ((Bool) -> Void)? = nil)`:
    /// runs `updates` before returning; a stand-in has no animation, so it
    /// finishes at once.
    @available(macOS 10.11, *)
    open func performBatchUpdates(_ updates: (() -> Void)?, completionHandler: ((Bool) -> Void)? = nil) {
        updates?()
        completionHandler?(true)
    }

    /// https://developer.apple.com/documentation/appkit/nscollectionview/insertsections(_:)
    /// `func insertSections(_ sections: IndexSet)`
    @available(macOS 10.11, *)
    open func insertSections(_ sections: IndexSet) {}

    /// https://developer.apple.com/documentation/appkit/nscollectionview/deletesections(_:)
    /// `func deleteSections(_ sections: IndexSet)`
    @available(macOS 10.11, *)
    open func deleteSections(_ sections: IndexSet) {}

    /// https://developer.apple.com/documentation/appkit/nscollectionview/reloadsections(_:)
    /// `func reloadSections(_ sections: IndexSet)`
    @available(macOS 10.11, *)
    open func reloadSections(_ sections: IndexSet) {}

    /// https://developer.apple.com/documentation/appkit/nscollectionview/movesection(_:tosection:)
    /// `func moveSection(_ section: Int, toSection newSection: Int)`
    @available(macOS 10.11, *)
    open func moveSection(_ section: Int, toSection newSection: Int) {}

    /// https://developer.apple.com/documentation/appkit/nscollectionview/insertitems(at:)
    /// `func insertItems(at indexPaths: Set<IndexPath>)`
    @available(macOS 10.11, *)
    open func insertItems(at indexPaths: Set<IndexPath>) {}

    /// https://developer.apple.com/documentation/appkit/nscollectionview/deleteitems(at:)
    /// `func deleteItems(at indexPaths: Set<IndexPath>)`
    @available(macOS 10.11, *)
    open func deleteItems(at indexPaths: Set<IndexPath>) {}

    /// https://developer.apple.com/documentation/appkit/nscollectionview/reloaditems(at:)
    /// `func reloadItems(at indexPaths: Set<IndexPath>)`
    @available(macOS 10.11, *)
    open func reloadItems(at indexPaths: Set<IndexPath>) {}

    /// https://developer.apple.com/documentation/appkit/nscollectionview/moveitem(at:to:)
    /// `func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)`
    @available(macOS 10.11, *)
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}

    /// https://developer.apple.com/documentation/appkit/nscollectionview/register(_:forItemWithIdentifier:)-8etm2
    /// `func register(_ itemClass: AnyClass?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier)`
    @available(macOS 10.11, *)
    open func register(_ itemClass: AnyClass?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier) {
        registered.insert(identifier)
    }

    /// https://developer.apple.com/documentation/appkit/nscollectionview/makeitem(withidentifier:for:)
    /// `func makeItem(withIdentifier identifier: NSUserInterfaceItemIdentifier, for indexPath: IndexPath) -> NSCollectionViewItem`:
    /// AppKit raises an exception for an identifier nothing was registered
    /// under. The stand-in makes plain items only.
    @available(macOS 10.11, *)
    open func makeItem(withIdentifier identifier: NSUserInterfaceItemIdentifier, for indexPath: IndexPath)
        -> NSCollectionViewItem
    {
        precondition(registered.contains(identifier), "no item registered for \(identifier.rawValue)")
        return NSCollectionViewItem()
    }
}

/// https://developer.apple.com/documentation/appkit/nscollectionviewitem
/// `@MainActor class NSCollectionViewItem : NSViewController`
@available(macOS 10.5, *)
@MainActor @preconcurrency
open class NSCollectionViewItem: NSViewController {}
