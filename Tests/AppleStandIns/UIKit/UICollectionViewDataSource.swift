// Stand-in for https://developer.apple.com/documentation/uikit/uicollectionviewdatasource.
// The first two methods are required; the others are `@objc optional` in
// UIKit and here requirements with a default that does what UIKit does
// when a data source lacks them. Each names its Objective-C selector.

/// `@MainActor protocol UICollectionViewDataSource : NSObjectProtocol`
@MainActor @preconcurrency
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    /// Required. `collectionView:numberOfItemsInSection:`
    @available(iOS 6.0, *)
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
    /// Required. `collectionView:cellForItemAtIndexPath:`
    @available(iOS 6.0, *)
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
    /// Optional. `numberOfSectionsInCollectionView:`
    @available(iOS 6.0, *)
    func numberOfSections(in collectionView: UICollectionView) -> Int

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)
    /// Optional. `collectionView:viewForSupplementaryElementOfKind:atIndexPath:`
    @available(iOS 8.0, tvOS 9.0, *)
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:canmoveitemat:)
    /// Optional. `collectionView:canMoveItemAtIndexPath:`
    @available(iOS 9.0, tvOS 9.0, *)
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:)
    /// Optional. `collectionView:moveItemAtIndexPath:toIndexPath:`
    @available(iOS 9.0, tvOS 9.0, *)
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

/// What UIKit does when a data source lacks an optional method.
extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// UIKit raises an exception when the layout asks for a supplementary
    /// view the data source cannot make.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        preconditionFailure("the data source does not implement collectionView:viewForSupplementaryElementOfKind:atIndexPath:")
    }

    /// "If you don't implement this method, but you do implement the
    /// collectionView(_:moveItemAt:to:) method, the collection view allows
    /// all items to be reordered."
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    /// Nothing: "If you don't implement this method, the collection view
    /// ignores any attempts to reorder items."
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
