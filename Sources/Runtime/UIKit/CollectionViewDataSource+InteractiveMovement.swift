#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // A collection view's interactive movement, begun by the app's gesture,
    // with the data's updates held from its start to its end. UIKit's
    // `hasUncommittedUpdates` is documented only for a reorder that is part
    // of a drop, and when the movement ends the collection view calls
    // `collectionView(_:moveItemAt:to:)` with "The item's original index
    // path", from before any batch sent meanwhile; a cancelled movement
    // calls nothing, so the adapter cannot tell its end from its own
    // methods. These three calls bracket the movement, cancel included.

    extension CollectionViewDataSource {
        /// Begins the interactive movement of the item at `indexPath`, as
        /// UIKit's `beginInteractiveMovementForItem(at:)`, and holds `data`'s
        /// updates until `endInteractiveMovement(in:)` or
        /// `cancelInteractiveMovement(in:)`.
        ///
        /// Call it from the gesture that starts a move (a long press's
        /// `.began`), in place of the collection view's own method:
        ///
        /// ```swift
        /// switch gesture.state {
        /// case .began:
        ///     guard let path = collectionView.indexPathForItem(at: gesture.location(in: collectionView)) else { return }
        ///     _ = dataSource.beginInteractiveMovementForItem(at: path, in: collectionView)
        /// case .changed:
        ///     collectionView.updateInteractiveMovementTargetPosition(gesture.location(in: collectionView))
        /// case .ended:
        ///     dataSource.endInteractiveMovement(in: collectionView)
        /// default:
        ///     dataSource.cancelInteractiveMovement(in: collectionView)
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - indexPath: The item the user picked up.
        ///   - collectionView: The view this adapter is the data source of.
        /// - Returns: UIKit's answer: false when the item may not move
        ///   (`canMoveItem`) or no movement could begin; nothing is held then.
        /// - Complexity: O(1), plus what UIKit does.
        @discardableResult
        public func beginInteractiveMovementForItem(at indexPath: IndexPath, in collectionView: UICollectionView) -> Bool {
            guard !isMovingItem, collectionView.beginInteractiveMovementForItem(at: indexPath) else { return false }
            isMovingItem = true
            data.beginInteractiveMove()
            return true
        }

        /// Ends the interactive movement begun with
        /// `beginInteractiveMovementForItem(at:in:)`, as UIKit's
        /// `endInteractiveMovement()`: the item lands where the user let it
        /// go (`data` takes the move and `didMoveItem` is called, when its
        /// place changed), and the updates held meanwhile are shown about a
        /// frame later, diffed from the data with the move in it.
        ///
        /// - Parameter collectionView: The view the movement began in.
        /// - Complexity: O(1), plus what UIKit does.
        public func endInteractiveMovement(in collectionView: UICollectionView) {
            guard isMovingItem else { return }
            collectionView.endInteractiveMovement()
            isMovingItem = false
            data.endInteractiveMove()
        }

        /// Cancels the interactive movement begun with
        /// `beginInteractiveMovementForItem(at:in:)`, as UIKit's
        /// `cancelInteractiveMovement()`: the item goes back where it was,
        /// and the updates held meanwhile are shown about a frame later.
        ///
        /// - Parameter collectionView: The view the movement began in.
        /// - Complexity: O(1), plus what UIKit does.
        public func cancelInteractiveMovement(in collectionView: UICollectionView) {
            guard isMovingItem else { return }
            collectionView.cancelInteractiveMovement()
            isMovingItem = false
            data.endInteractiveMove()
        }
    }
#endif
