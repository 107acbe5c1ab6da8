// Stand-in for https://developer.apple.com/documentation/uikit/uicollectionviewdelegate:
// the tap, highlighting, selection and deselection, the context menu, where
// a moved item may go, and items shown and hidden, `@objc optional` in
// UIKit, requirements with UIKit's default here. The signatures and
// availability are the iOS 16.5 SDK's (UICollectionView.h, as Swift
// imports it).

/// `@MainActor protocol UICollectionViewDelegate : UIScrollViewDelegate`
/// (UIScrollViewDelegate, itself NSObjectProtocol, is left out: nothing uses it).
@MainActor @preconcurrency
public protocol UICollectionViewDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)
    /// Optional. `collectionView:didSelectItemAtIndexPath:`
    @available(iOS 6.0, *)
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldhighlightitemat:)
    /// Optional. `collectionView:shouldHighlightItemAtIndexPath:`
    @available(iOS 6.0, *)
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldselectitemat:)
    /// Optional. `collectionView:shouldSelectItemAtIndexPath:`
    @available(iOS 6.0, *)
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shoulddeselectitemat:)
    /// Optional. `collectionView:shouldDeselectItemAtIndexPath:`
    @available(iOS 6.0, *)
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:diddeselectitemat:)
    /// Optional. `collectionView:didDeselectItemAtIndexPath:`
    @available(iOS 6.0, *)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:)
    /// Optional. `collectionView:willDisplayCell:forItemAtIndexPath:`
    @available(iOS 8.0, *)
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplaying:foritemat:)
    /// Optional. `collectionView:didEndDisplayingCell:forItemAtIndexPath:`
    @available(iOS 6.0, *)
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:contextmenuconfigurationforitemsat:point:)
    /// Optional. `collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:`; iOS 13 to 15
    /// had `collectionView(_:contextMenuConfigurationForItemAt:point:)`, deprecated since.
    @available(iOS 16.0, *)
    @available(tvOS, unavailable)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration?

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:targetindexpathformovefromitemat:toproposedindexpath:)
    /// Optional. `collectionView:targetIndexPathForMoveFromItemAtIndexPath:toProposedIndexPath:`;
    /// deprecated in iOS 15 for the one below.
    @available(iOS, introduced: 9.0, deprecated: 15.0)
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:targetindexpathformoveofitemfromoriginalindexpath:atcurrentindexpath:toproposedindexpath:)
    /// Optional. `collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`
    @available(iOS 15.0, *)
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
}

/// What UIKit does when a delegate lacks an optional method.
extension UICollectionViewDelegate {
    /// Nothing happens on a tap.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

    /// Every item highlights when touched.
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Every item can be selected.
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// A selected item is deselected on a tap.
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Nothing happens when an item is deselected.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

    /// Nothing happens before an item shows.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    /// Nothing happens after an item left the screen.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    /// A long press shows no menu.
    @available(iOS 16.0, *)
    @available(tvOS, unavailable)
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }

    /// An item goes where it is dragged.
    @available(iOS 9.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }

    /// An item goes where it is dragged.
    @available(iOS 15.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
}
