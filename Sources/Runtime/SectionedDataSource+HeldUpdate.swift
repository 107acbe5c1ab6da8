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
// An update is held the same way while the user moves a row
// (SectionedDataSource+InteractiveMove.swift).

extension SectionedDataSource {
    /// Keeps `update`, the one being started, until its view has no
    /// uncommitted updates left and no move is in progress, with the
    /// completions of the updates it superseded; its batches, if known, are
    /// dropped, since the data may change before it runs (a drop's commit,
    /// a move's end).
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
