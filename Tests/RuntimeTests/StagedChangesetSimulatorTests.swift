import ItemizeRuntime
import ItemizeTesting
import XCTest

/// Applies every stage of `stages` on the strict simulator; nil when all are
/// accepted, each leaves the view showing the stage's sections, and the last
/// leaves it at `target`.
func simulatorFailure(
    _ stages: StagedChangeset<TestSection>, from source: [TestSection], to target: [TestSection],
    viewKind: BatchUpdateSimulator<TestSection>.ViewKind
) -> String? {
    var view = BatchUpdateSimulator(showing: source, strictness: .strict, viewKind: viewKind)
    for (index, stage) in stages.enumerated() {
        if stage.isEmpty { return "stage \(index) is empty" }
        do {
            try view.apply(stage)
        } catch {
            return "stage \(index) rejected: \(error)"
        }
        if let difference = view.shownDifference(from: stage.sections) {
            return "after stage \(index): \(difference)"
        }
    }
    if let difference = view.shownDifference(from: target) {
        return "after the last stage: \(difference)"
    }
    return nil
}

/// The diff proven on ItemizeTesting's BatchUpdateSimulator in strict mode.
final class StagedChangesetSimulatorTests: XCTestCase {
    /// The diff of `source` and `target` on the strict simulator.
    private func replayFailure(
        _ source: [TestSection], _ target: [TestSection], viewKind: BatchUpdateSimulator<TestSection>.ViewKind
    ) -> String? {
        simulatorFailure(StagedChangeset(source: source, target: target), from: source, to: target, viewKind: viewKind)
    }

    func testRandomPairsPassTheStrictSimulator() {
        var random = RandomSections(seed: 0x5EED)
        var stageCount = 0, refreshes = 0
        for pairIndex in 0..<20_000 {
            let (source, target) = random.pair()
            let viewKind: BatchUpdateSimulator<TestSection>.ViewKind = pairIndex % 2 == 0 ? .tableView : .collectionView
            if let failure = replayFailure(source, target, viewKind: viewKind) {
                return XCTFail("pair \(pairIndex): \(failure)\nsource: \(source)\ntarget: \(target)")
            }
            XCTAssertEqual(StagedChangeset(source: target, target: target).count, 0)
            stageCount += StagedChangeset(source: source, target: target).count
            if hasUnchangedAndChangedSections(source, target) { refreshes += 1 }
        }
        // Most pairs need several stages; a diff that gave up would show here.
        XCTAssertGreaterThan(stageCount, 40_000)
        // Many pairs have sections the diff skips beside sections it diffs.
        XCTAssertGreaterThan(refreshes, 4_000)
    }

    func testLargeAdversarialInputsPassTheStrictSimulator() {
        let count = 2_000
        let ordered = [section("A", Array(0..<count))]
        let cases: [(String, [TestSection], [TestSection])] = [
            ("reversed", ordered, [section("A", Array((0..<count).reversed()))]),
            ("all duplicates", [section("A", [Int](repeating: 1, count: count))],
             [section("A", [Int](repeating: 1, count: count / 2)), section("B", [1, 1])]),
            ("everything across sections", ordered + [section("B", [])],
             [section("A", []), section("B", Array(0..<count))]),
            ("interleaved", [section("A", Array(0..<count / 2)), section("B", Array(count / 2..<count))],
             [section("B", Array(stride(from: 0, to: count, by: 2))),
              section("A", Array(stride(from: 1, to: count, by: 2)))]),
        ]
        for (name, source, target) in cases {
            XCTAssertNil(replayFailure(source, target, viewKind: .tableView), name)
        }
    }

    func testNaiveSingleBatchIsRejected() {
        // Negative control: the one-batch answer to a section move with an
        // item move inside it is what crashes apps; the simulator must say so.
        let source = [section("A", [1, 2]), section("B", [3])]
        let target = [section("B", [3]), section("A", [2, 1])]
        var view = BatchUpdateSimulator(showing: source)
        let naive = Changeset(
            sections: target,
            movedSections: [(from: 0, to: 1)],
            movedItems: [(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 1))])
        XCTAssertThrowsError(try view.apply(naive))
        XCTAssertNil(replayFailure(source, target, viewKind: .tableView))
    }
}
