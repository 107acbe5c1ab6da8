// Soak test for the diff, outside CI: millions of seeded random pairs, each
// replayed stage by stage on the strict BatchUpdateSimulator.
// Run: swift run -c release DiffSoak [pairs] [seed]
import ItemizeRuntime
import ItemizeTesting

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = CommandLine.arguments.dropFirst()
let pairCount = arguments.first.flatMap { Int($0) } ?? 2_000_000
let seed = arguments.dropFirst().first.flatMap { UInt64($0) } ?? 0x50AC

var generator = SoakGenerator(seed: seed)
var stageCount = 0
for pairIndex in 0..<pairCount {
    let (source, target) = generator.pair()
    let stages = StagedChangeset(source: source, target: target)
    var view = BatchUpdateSimulator(showing: source, strictness: .strict,
                                    viewKind: pairIndex % 2 == 0 ? .tableView : .collectionView)
    var failure: String? = nil
    for (index, stage) in stages.enumerated() where failure == nil {
        if stage.isEmpty { failure = "stage \(index) is empty" }
        do {
            try view.apply(stage)
            if let difference = view.shownDifference(from: stage.sections) {
                failure = "after stage \(index): \(difference)"
            }
        } catch {
            failure = "stage \(index) rejected: \(error)"
        }
    }
    if failure == nil, let difference = view.shownDifference(from: target) {
        failure = "after the last stage: \(difference)"
    }
    if failure == nil, !StagedChangeset(source: source, target: source).isEmpty {
        failure = "the diff of the source with itself is not empty"
    }
    if let failure {
        print("FAILED at pair \(pairIndex) (seed \(seed)): \(failure)")
        print("source: \(source)")
        print("target: \(target)")
        exit(1)
    }
    stageCount += stages.count
    if (pairIndex + 1) % 100_000 == 0 {
        print("\(pairIndex + 1) pairs, \(stageCount) stages: all accepted and exact")
    }
}
print("done: \(pairCount) pairs, \(stageCount) stages, seed \(seed)")
