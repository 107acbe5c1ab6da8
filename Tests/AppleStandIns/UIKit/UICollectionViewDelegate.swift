// Stand-in for https://developer.apple.com/documentation/uikit/uicollectionviewdelegate:
// the tap, `@objc optional` in UIKit, a requirement with UIKit's default here.

/// `@MainActor protocol UICollectionViewDelegate : UIScrollViewDelegate`
/// (UIScrollViewDelegate, itself NSObjectProtocol, is left out: nothing uses it).
@MainActor @preconcurrency
public protocol UICollectionViewDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)
    /// Optional. `collectionView:didSelectItemAtIndexPath:`
    @available(iOS 6.0, *)
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

/// What UIKit does when a delegate lacks an optional method.
extension UICollectionViewDelegate {
    /// Nothing happens on a tap.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}
