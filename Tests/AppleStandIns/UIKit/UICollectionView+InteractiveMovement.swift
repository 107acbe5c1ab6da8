// Stand-in for a collection view's interactive movement (iOS 9):
// https://developer.apple.com/documentation/uikit/uicollectionview/begininteractivemovementforitem(at:),
// https://developer.apple.com/documentation/uikit/uicollectionview/endinteractivemovement() and
// https://developer.apple.com/documentation/uikit/uicollectionview/cancelinteractivemovement().
// Where the user drags the item is a stand-in hook,
// `standInMoveInteractively(to:)`, in place of
// `updateInteractiveMovementTargetPosition(_:)`, whose point only a layout
// turns into an index path.
//
// The rules modelled:
// - A movement begins only for an item the data source lets move: the
//   data source implements `collectionView(_:moveItemAt:to:)` ("If you
//   don't implement this method, the collection view ignores any attempts
//   to reorder items",
//   https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:))
//   and `collectionView(_:canMoveItemAt:)` does not refuse it; the method
//   returns false otherwise ("false if the item is not allowed to move"),
//   and while a movement is already in progress.
// - `endInteractiveMovement()` calls the data source's
//   `collectionView(_:moveItemAt:to:)` "if the position of the item
//   changed", with "The item's original index path": the one it had when
//   the movement began, whatever batches the view was sent meanwhile.
// - `cancelInteractiveMovement()` "returns the target item to its original
//   location" and calls nothing.
// - `hasUncommittedUpdates` stays false: its page names drop placeholders
//   and a reorder "as part of handling a drop" only. Whether a real
//   collection view reports it during an interactive movement, and what it
//   does with a batch sent then, only a device shows.

@available(iOS 9.0, tvOS 9.0, *)
extension UICollectionView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/begininteractivemovementforitem(at:)
    /// `func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool`
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, let dataSource,
            dataSource.responds(to: Selector(("collectionView:moveItemAtIndexPath:toIndexPath:"))),
            indexPath.count == 2, indexPath.section < dataSource.numberOfSections(in: self),
            indexPath.item < dataSource.collectionView(self, numberOfItemsInSection: indexPath.section)
        else { return false }
        if dataSource.responds(to: Selector(("collectionView:canMoveItemAtIndexPath:"))),
            !dataSource.collectionView(self, canMoveItemAt: indexPath)
        {
            return false
        }
        interactiveMovement = (indexPath, indexPath)
        return true
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/endinteractivemovement()
    /// `func endInteractiveMovement()`
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        guard movement.target != movement.origin else { return }
        dataSource?.collectionView(self, moveItemAt: movement.origin, to: movement.target)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/cancelinteractivemovement()
    /// `func cancelInteractiveMovement()`
    public func cancelInteractiveMovement() {
        interactiveMovement = nil
    }

    /// Not UIKit's: the user holds the moving item over `indexPath`, where
    /// it will land, as `updateInteractiveMovementTargetPosition(_:)` does
    /// for a point over that place. Does nothing while no movement is in
    /// progress. A stand-in hook for checks.
    @_spi(StandInTap) public func standInMoveInteractively(to indexPath: IndexPath) {
        interactiveMovement?.target = indexPath
    }
}
