// Updates held while the user moves a row. Apple's pages promise a view's
// `hasUncommittedUpdates` only for a reorder that is part of a drop
// (https://developer.apple.com/documentation/uikit/uitableview/hasuncommittedupdates:
// "is handling a drop and is in the middle of reordering its rows";
// https://developer.apple.com/documentation/uikit/uicollectionview/hasuncommittedupdates:
// "is reordering its items as part of handling a drop"), and when a
// collection view's interactive movement ends it names the moved item by
// "The item's original index path"
// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:)),
// which a batch sent meanwhile would have changed: another row would
// move. So whoever starts a move says so (`beginInteractiveMove()`, as
// `CollectionViewDataSource`'s interactive movement methods do), and
// updates are held until it ends, as during a drop. The held update
// starts at the next look, about a frame after the move ended, not at
// once: a collection view settles its own record of the move within the
// run loop turn, and an update that deletes rows before then is reported
// to crash it (square/Listable, ListChangesQueue.swift).

extension SectionedDataSource {
    /// Whether the user is moving a row interactively: between
    /// `beginInteractiveMove()` and the matching `endInteractiveMove()`.
    /// Updates asked for meanwhile are held, as during a drop.
    ///
    /// - Complexity: O(1).
    public var isMovingInteractively: Bool { interactiveMoves > 0 }

    /// Holds every update from now until `endInteractiveMove()`: the user
    /// has picked up a row and is moving it.
    ///
    /// Call it where the move begins, and `endInteractiveMove()` where it
    /// ends, whether it was completed or cancelled; calls nest. While a
    /// move is in progress an `apply`, a `setSections` that waited, or a
    /// bound array's changeset is held, as during a drop, and the newest
    /// one is shown, diffed from the data held then (the moved row
    /// included), about a frame after the move has ended. The data source
    /// still takes the move itself at once (the adapters' move methods),
    /// as the view already shows it.
    ///
    /// `CollectionViewDataSource`'s `beginInteractiveMovementForItem(at:in:)`,
    /// `endInteractiveMovement(in:)` and `cancelInteractiveMovement(in:)`
    /// call this around UIKit's own; call it yourself for a move your code
    /// starts another way. A move that never ends holds updates for good,
    /// so pair every call with an end.
    ///
    /// - Complexity: O(1).
    public func beginInteractiveMove() {
        interactiveMoves += 1
    }

    /// Ends a move begun with `beginInteractiveMove()`. Once no move is in
    /// progress, the update held meanwhile, if any, is shown at the data
    /// source's next look, about a frame later (or, while the view has
    /// uncommitted updates, once it has none). An end without a begin does
    /// nothing.
    ///
    /// - Complexity: O(1).
    public func endInteractiveMove() {
        guard interactiveMoves > 0 else { return }
        interactiveMoves -= 1
    }

    /// Whether an update for `target` must be held now: the user is moving
    /// a row, or the view has uncommitted updates.
    internal func mustHold(on target: any BatchUpdateTarget) -> Bool {
        interactiveMoves > 0 || target.hasUncommittedUpdates
    }
}
