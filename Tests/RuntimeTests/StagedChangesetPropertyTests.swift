import ItemizeRuntime
import XCTest

/// Seeded random pairs: every stage replays, and the last ends at the target.
final class StagedChangesetPropertyTests: XCTestCase {
    func testRandomPairsReplayExactlyOnTheReplayCheck() {
        var random = RandomSections(seed: 0x1705)
        var uniquePairs = 0
        for pairIndex in 0..<20_000 {
            let (source, target) = random.pair()
            let stages = StagedChangeset(source: source, target: target)
            let context = "pair \(pairIndex): \(source) -> \(target)"
            var shown = source
            for (index, stage) in stages.enumerated() {
                XCTAssertFalse(stage.isEmpty, "empty stage \(index), \(context)")
                do {
                    shown = try replay(stage, on: shown)
                } catch {
                    return XCTFail("stage \(index) rejected: \(error), \(context)")
                }
                if let difference = difference(shown, stage.sections) {
                    return XCTFail("after stage \(index): \(difference), \(context)")
                }
            }
            if let difference = difference(shown, target) {
                return XCTFail("at the end: \(difference), \(context)")
            }
            XCTAssertEqual(StagedChangeset(source: source, target: source).count, 0, context)
            if duplicateIdentities(in: source).isEmpty && duplicateIdentities(in: target).isEmpty {
                uniquePairs += 1
                assertOnlyForcedDeletesAndInserts(source, target, stages, context)
            }
        }
        // Both kinds of pairs must be well represented for the test to mean anything.
        XCTAssertGreaterThan(uniquePairs, 5_000)
        XCTAssertLessThan(uniquePairs, 18_000)
    }

    /// With unique identities, an item is deleted only when it is gone from
    /// the sections that survive, and inserted only when it is new to them.
    private func assertOnlyForcedDeletesAndInserts(
        _ source: [TestSection], _ target: [TestSection], _ stages: StagedChangeset<TestSection>, _ context: String
    ) {
        let survivingSources = source.filter { sourceSection in target.contains { $0.identity == sourceSection.identity } }
        let survivingTargets = target.filter { targetSection in source.contains { $0.identity == targetSection.identity } }
        let before = Set(survivingSources.flatMap(\.items).map(\.identity))
        let after = Set(survivingTargets.flatMap(\.items).map(\.identity))
        XCTAssertEqual(stages.flatMap(\.deletedItems).count, before.subtracting(after).count, "deletes, \(context)")
        XCTAssertEqual(stages.flatMap(\.insertedItems).count, after.subtracting(before).count, "inserts, \(context)")
    }
}
