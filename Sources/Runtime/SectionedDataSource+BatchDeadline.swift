// A bounded wait for batch completions. An update is under way until the
// view calls the completion of its last batch, and every later update
// waits for that; a view that never calls one (UIKit skipping it, a view
// of the app's own that forgets) would stop the queue for good. So each
// call that sends batches starts a deadline, `batchCompletionLimit`
// later, through the injectable `scheduleBatchDeadline`. If by then
// batches of that run are still unfinished and nothing was sent since,
// the data source gives up on them: it says so to `reloadReasonHandler`,
// reloads the view with the data it holds (the run's last stage, the
// newest data given to the view), runs the update's completions, and
// starts the update waiting, if any. Completions that arrive later belong
// to an abandoned run (`batchRun` moved on) and are ignored.

extension SectionedDataSource {
    /// How long, in nanoseconds, the data source waits for a batch's
    /// completion after sending it before it gives up on the batch and
    /// reloads: 5 seconds. UIKit's batch animations last about a third of a
    /// second, and ten times that with the Simulator's slow animations on;
    /// the limit is well past both, so it ends only a wait that would
    /// otherwise never end, and a slow but working view is never reloaded.
    static var batchCompletionLimit: UInt64 { 5_000_000_000 }

    /// Starts the deadline of the batches just sent as part of run `run`.
    internal func startBatchDeadline(run: Int) {
        batchIssue &+= 1
        let issue = batchIssue
        scheduleBatchDeadline { [weak self] in self?.checkBatchDeadline(run: run, issue: issue) }
    }

    /// Gives up on the unfinished batches of run `run` if they are still
    /// unfinished and no batch was sent after those of `issue`.
    internal func checkBatchDeadline(run: Int, issue: Int) {
        guard run == batchRun, issue == batchIssue, unfinishedBatches > 0, let target = runningTarget else { return }
        guard !mustHold(on: target) else {
            // A reload would delete a drop's placeholders, or pull the rows
            // from under the user's move: wait once more.
            scheduleBatchDeadline { [weak self] in self?.checkBatchDeadline(run: run, issue: issue) }
            return
        }
        reloadReasonHandler(
            "reloading instead of waiting: the view did not finish \(unfinishedBatches) batch(es) within "
                + "\(Self.batchCompletionLimit / 1_000_000_000) seconds (their completion never came); "
                + "later updates go on")
        // Completions of the abandoned run that come late are ignored.
        batchRun &+= 1
        unfinishedBatches = 0
        target.reloadData()
        finishIfDone()
    }
}
