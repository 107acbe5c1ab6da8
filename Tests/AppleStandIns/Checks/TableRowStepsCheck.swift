// Runs the NSTableView adapter's step planning on Linux: compiled as an
// executable against ItemizeRuntime (a testable import: the planning is
// internal) and the AppKit stand-in. Seeded random single-section diffs; each stage's steps are
// replayed one after another, the way NSTableView processes them, on an
// array of shown rows, which must then equal the stage's data exactly.
// Reports as check.swift says, stopping at the first step that cannot be
// replayed.
import Foundation
@testable import ItemizeRuntime

struct CheckRow: IdentifiableType, Equatable, CustomStringConvertible {
    var id: Int
    var version: Int
    var identity: Int { id }
    var description: String { version == 0 ? "\(id)" : "\(id)v\(version)" }
}

typealias CheckSection = AnimatableSectionModel<String, CheckRow>

struct SplitMix {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}

@main
enum TableRowStepsCheck {
    static func main() {
        var random = SplitMix(state: 7)
        var stageCount = 0, moveCount = 0, insertCount = 0, reloadCount = 0
        var nextID = 1000
        for pair in 0..<3000 {
            let before = (0..<random.next(12)).map { CheckRow(id: $0, version: 0) }
            var after = before.filter { _ in random.next(4) != 0 }
            for _ in 0..<random.next(3) where !after.isEmpty {
                let from = random.next(after.count)
                after.insert(after.remove(at: from), at: random.next(after.count + 1))
            }
            for _ in 0..<random.next(4) {
                after.insert(CheckRow(id: nextID, version: 0), at: random.next(after.count + 1))
                nextID += 1
            }
            for index in after.indices where random.next(5) == 0 {
                after[index].version += 1
            }
            var shown = before
            for stage in StagedChangeset(source: [CheckSection(model: "rows", items: before)],
                                         target: [CheckSection(model: "rows", items: after)]) {
                stageCount += 1
                let expected = stage.sections[0].items
                guard let steps = TableRowSteps(stage) else {
                    fail("pair \(pair): a single-section stage was refused: \(stage)")
                }
                for row in steps.removed.reversed() {
                    guard shown.indices.contains(row) else { fail("pair \(pair): removes \(row) of \(shown.count)") }
                    shown.remove(at: row)
                }
                for placement in steps.placements {
                    switch placement {
                    case .insert(let row):
                        insertCount += 1
                        guard row <= shown.count else { fail("pair \(pair): inserts at \(row) of \(shown.count)") }
                        shown.insert(expected[row], at: row)
                    case .move(let from, let to):
                        moveCount += 1
                        guard shown.indices.contains(from), shown.indices.contains(to) else {
                            fail("pair \(pair): moves \(from) to \(to) of \(shown.count)")
                        }
                        shown.insert(shown.remove(at: from), at: to)
                    }
                }
                // A reloaded row shows its new data; any other keeps what it showed.
                for row in steps.reloaded {
                    guard shown.indices.contains(row) else { fail("pair \(pair): reloads \(row) of \(shown.count)") }
                    reloadCount += 1
                    shown[row] = expected[row]
                }
                guard shown == expected else {
                    fail("pair \(pair): shows \(shown), data is \(expected); stage: \(stage); steps: \(steps)")
                }
            }
            check(shown == after, "pair \(pair): ends at \(shown), not \(after)")
        }
        let twoSections = Changeset(sections: [CheckSection(model: "a", items: []), CheckSection(model: "b", items: [])])
        let sectionMove = Changeset(sections: [CheckSection(model: "a", items: [])], movedSections: [(from: 0, to: 0)])
        check(
            TableRowSteps(twoSections) == nil && TableRowSteps(sectionMove) == nil, "a stage a table cannot show was not refused")
        // Every kind of step happened many times.
        for (name, count) in [("stages", stageCount), ("inserts", insertCount), ("moves", moveCount), ("reloads", reloadCount)] {
            check(count > 1_000, "only \(count) \(name) in 3,000 pairs")
        }
        finishChecks()
    }
}
