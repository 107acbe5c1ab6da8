// Stand-in for https://developer.apple.com/documentation/appkit/nscollectionviewdatasource:
// the protocol is not isolated, each method is `@MainActor`. The first two
// methods are required; `numberOfSections(in:)` is `@objc optional` in
// AppKit and here a requirement with AppKit's default.

/// `protocol NSCollectionViewDataSource : NSObjectProtocol`
public protocol NSCollectionViewDataSource: NSObjectProtocol {
    /// https://developer.apple.com/documentation/appkit/nscollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    /// Required. `collectionView:numberOfItemsInSection:`
    @available(macOS 10.11, *)
    @MainActor @preconcurrency
    func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int

    /// https://developer.apple.com/documentation/appkit/nscollectionviewdatasource/collectionview(_:itemforrepresentedobjectat:)
    /// Required. `collectionView:itemForRepresentedObjectAtIndexPath:`
    @available(macOS 10.11, *)
    @MainActor @preconcurrency
    func collectionView(_ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath)
        -> NSCollectionViewItem

    /// https://developer.apple.com/documentation/appkit/nscollectionviewdatasource/numberofsections(in:)
    /// Optional. `numberOfSectionsInCollectionView:`
    @available(macOS 10.11, *)
    @MainActor @preconcurrency
    func numberOfSections(in collectionView: NSCollectionView) -> Int
}

/// What AppKit does when a data source lacks an optional method.
extension NSCollectionViewDataSource {
    /// One section.
    @MainActor
    public func numberOfSections(in collectionView: NSCollectionView) -> Int { 1 }
}
