// Stand-in for https://developer.apple.com/documentation/uikit/uicollectionviewdatasource.
// The first two methods are required in UIKit; the others are
// `@objc optional` there and plain requirements here, so that an adapter
// that implements them is checked against the documented signature.

@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// Required: `func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int`
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int

    /// Required: `func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell`
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell

    /// Optional: `func numberOfSections(in collectionView: UICollectionView) -> Int`
    func numberOfSections(in collectionView: UICollectionView) -> Int

    /// Optional: `func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView`
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView

    /// Optional: `func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool`
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool

    /// Optional: `func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)`
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}
