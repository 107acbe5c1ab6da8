import ItemizeRuntime
import ItemizeTesting
import XCTest

/// Asserts that `update` is rejected with exactly `message`, flagged as a
/// strict rule or not, and that the rejected batch changed nothing; for a
/// strict rule, also that `.uikit` mode accepts the same batch.
func assertRejected(
    _ shown: [TestSection], _ update: BatchUpdate, after: [TestSection], message: String, isStrictRule: Bool,
    viewKind: Simulator.ViewKind = .tableView, file: StaticString = #filePath, line: UInt = #line
) {
    var view = Simulator(showing: shown, strictness: .strict, viewKind: viewKind)
    do throws(BatchUpdateError) {
        try view.performBatchUpdates(update, dataSourceAfter: after)
        XCTFail("accepted a batch that must be rejected with: \(message)", file: file, line: line)
    } catch {
        XCTAssertEqual(error.message, message, file: file, line: line)
        XCTAssertEqual(error.isStrictRule, isStrictRule, "isStrictRule", file: file, line: line)
    }
    XCTAssertNil(view.shownDifference(from: shown), "a rejected batch changed the view", file: file, line: line)

    var lenient = Simulator(showing: shown, strictness: .uikit, viewKind: viewKind)
    do throws(BatchUpdateError) {
        try lenient.performBatchUpdates(update, dataSourceAfter: after)
        if !isStrictRule { XCTFail("UIKit mode accepted a batch UIKit rejects", file: file, line: line) }
    } catch {
        if isStrictRule {
            XCTFail("UIKit mode rejected a strict-only batch: \(error)", file: file, line: line)
        } else {
            XCTAssertEqual(error.message, message, file: file, line: line)
        }
    }
}
