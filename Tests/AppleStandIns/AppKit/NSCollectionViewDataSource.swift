// Stand-in for https://developer.apple.com/documentation/appkit/nscollectionviewdatasource.
// The first two methods are required in AppKit; the others are
// `@objc optional` there and plain requirements here, so that an adapter
// that implements them is checked against the documented signature.

@MainActor
public protocol NSCollectionViewDataSource: NSObjectProtocol {
    /// Required: `func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int`
    func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int

    /// Required: `func collectionView(_ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath) -> NSCollectionViewItem`
    func collectionView(_ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath)
        -> NSCollectionViewItem

    /// Optional: `func numberOfSections(in collectionView: NSCollectionView) -> Int`
    func numberOfSections(in collectionView: NSCollectionView) -> Int
}
