// An update is held while its view has uncommitted updates (drop
// placeholders, or rows a drop reorders): Apple's pages say not to reload
// then (https://developer.apple.com/documentation/uikit/uitableview/reloaddata():
// "Don't call this method when the hasUncommittedUpdates property is
// true"; a collection view's reload "deletes all placeholders",
// https://developer.apple.com/documentation/uikit/uicollectionview/hasuncommittedupdates),
// and a batch would be checked against counts that leave the placeholders
// out. Nothing tells the data source when the drop ends (the drop delegate
// is the app's), so it looks again about once a frame, and starts the
// held update, diffed from the data then held, once the view has none
// left. No update is under way meanwhile (`isUpdating` is false), so that
// `setSections` inside a placeholder's `commitInsertion(dataSourceUpdates:)`
// gives the data source the dropped item at once, as UIKit requires; the
// next update started supersedes the held one and inherits its completions.
//
// An update is held too while the user moves a row interactively
// (`beginInteractiveMove()` to `endInteractiveMove()`): Apple's pages
// promise `hasUncommittedUpdates` only for a reorder that is part of a
// drop, and when the move ends the view names the moved row by the index
// path it had when the move began, which a batch sent meanwhile would
// have changed. The end of such a move is known, so the held update
// starts then, without waiting for the next look.

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
    /// included), once the move has ended. The data source still takes the
    /// move itself at once (the adapters' move methods), as the view
    /// already shows it.
    ///
    /// `CollectionViewDataSource`'s `beginInteractiveMovementForItem(at:in:)`,
    /// `endInteractiveMovement(in:)` and `cancelInteractiveMovement(in:)`
    /// call this around UIKit's own; call it yourself for a move your code
    /// drives in another way. A move never ended holds updates for good.
    ///
    /// - Complexity: O(1).
    public func beginInteractiveMove() {
        interactiveMoves += 1
    }

    /// Ends a move begun with `beginInteractiveMove()`; once no move is in
    /// progress, shows the update held meanwhile, if any, at once (or, while
    /// the view still has uncommitted updates, once it has none). An end
    /// without a begin does nothing.
    ///
    /// - Complexity: O(1), plus the update it starts.
    public func endInteractiveMove() {
        guard interactiveMoves > 0 else { return }
        interactiveMoves -= 1
        guard interactiveMoves == 0, let held = heldUpdate, !isUpdating, !held.target.hasUncommittedUpdates else {
            return
        }
        // A look still scheduled then finds nothing held.
        heldUpdate = nil
        start(held)
    }

    /// Whether an update for `target` must be held now: the view has
    /// uncommitted updates, or the user is moving a row.
    internal func mustHold(on target: any BatchUpdateTarget) -> Bool {
        interactiveMoves > 0 || target.hasUncommittedUpdates
    }

    /// Keeps `update`, the one being started, until its view has no
    /// uncommitted updates left and no move is in progress, with the completions of the updates it
    /// superseded; its batches, if known, are dropped, since the data may
    /// change before it runs (a drop's commit).
    internal func hold(_ update: Update) {
        var held = update
        held.stages = nil
        held.completions = runningCompletions
        runningCompletions = []
        runningTarget = nil
        heldUpdate = held
        guard !isCommitCheckScheduled else { return }
        isCommitCheckScheduled = true
        scheduleCommitCheck { self.checkHeldUpdate() }
    }

    /// Starts the held update if its view has no uncommitted updates left
    /// and no move is in progress, else looks again later.
    internal func checkHeldUpdate() {
        isCommitCheckScheduled = false
        guard let held = heldUpdate, !isUpdating else { return }
        guard !mustHold(on: held.target) else {
            isCommitCheckScheduled = true
            scheduleCommitCheck { self.checkHeldUpdate() }
            return
        }
        heldUpdate = nil
        start(held)
    }
}
