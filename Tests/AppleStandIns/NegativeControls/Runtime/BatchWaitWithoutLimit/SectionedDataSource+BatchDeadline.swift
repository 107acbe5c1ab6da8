// Negative control for Checks/UIKitAdaptersCheck.swift: the data source as
// it was, waiting for every batch's completion without a limit, so a view
// that skips one stops the updates for good.

extension SectionedDataSource {
    static var batchCompletionLimit: UInt64 { 5_000_000_000 }

    // The mistake: no deadline is ever started.
    internal func startBatchDeadline(run: Int) {}
}
