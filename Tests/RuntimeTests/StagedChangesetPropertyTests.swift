import ItemizeRuntime
import XCTest

/// Seeded random pairs: every stage replays, and the last ends at the target.
final class StagedChangesetPropertyTests: XCTestCase {
    func testRandomPairsReplayExactlyOnTheReplayCheck() {
        var random = RandomSections(seed: 0x1705)
        var uniquePairs = 0, refreshes = 0
        for pairIndex in 0..<20_000 {
            let (source, target) = random.pair()
            let stages = StagedChangeset(source: source, target: target)
            if let failure = stagesFailure(stages, from: source, to: target) {
                return XCTFail("pair \(pairIndex): \(failure), \(source) -> \(target)")
            }
            XCTAssertEqual(StagedChangeset(source: source, target: source).count, 0)
            if duplicateIdentities(in: source).isEmpty && duplicateIdentities(in: target).isEmpty {
                uniquePairs += 1
            }
            if hasUnchangedAndChangedSections(source, target) { refreshes += 1 }
        }
        // Both kinds of pairs must be well represented for the test to mean anything,
        // and so must pairs where the diff skips some sections and diffs others.
        XCTAssertGreaterThan(uniquePairs, 5_000)
        XCTAssertLessThan(uniquePairs, 18_000)
        XCTAssertGreaterThan(refreshes, 4_000)
    }
}

/// Whether some section of `target` has the same identity and items as one
/// of `source` and some other matched section changed its items: a pair on
/// which the diff skips sections and diffs others.
func hasUnchangedAndChangedSections(_ source: [TestSection], _ target: [TestSection]) -> Bool {
    var unchanged = false, changed = false
    for section in target {
        guard let old = source.first(where: { $0.identity == section.identity }) else { continue }
        if old.items == section.items { unchanged = true } else { changed = true }
    }
    return unchanged && changed
}
