// Benchmarks the outline's changes against today's diff of a flat list of
// the same visible rows (issue 44's budgets): expanding and collapsing a
// parent of 10,000 children in a tree of 100,000 rows against inserting or
// deleting those rows in the flat list, and an update of one leaf of a
// 100,000-node tree against the same change in the flat list (and, with no
// budget, of its first and last leaf, where every row between is diffed). The copy
// column is the least any of them pays: one copy of the visible rows with
// the rows that change spliced in.
// Run: swift run -c release --scratch-path .build-bench OutlineBenchmark
// (`OutlineBenchmark expand update` runs the changes whose names hold a word).
let repetitions = 21
/// Words of scenario names to run (`OutlineBenchmark expand`); all when none.
let only = CommandLine.arguments.dropFirst()

print("| change | ids | flat diff (ms) | outline (ms) | ratio | budget | rows copy (ms) | stages |")
print("|---|---|---:|---:|---:|---:|---:|---:|")
/// Prints one table row per scenario; returns the budget lines.
func run<ID: Hashable>(ids: String, makeID: @escaping (Int) -> ID) -> [String] {
    var verdicts: [String] = []
    let scenarios = [
        expansionScenario(expanding: true, makeID: makeID),
        expansionScenario(expanding: false, makeID: makeID),
        updateScenario(everyOtherCollapsed: false, makeID: makeID),
        updateScenario(everyOtherCollapsed: true, makeID: makeID),
        updateScenario(everyOtherCollapsed: false, firstAndLast: true, makeID: makeID),
    ]
    for scenario in scenarios where only.isEmpty || only.contains(where: scenario.name.contains) {
        let (flat, outline) = medianMilliseconds(repetitions, baseline: scenario.flat, measured: scenario.outline)
        let copy = scenario.copy.map { medianMilliseconds(repetitions, baseline: $0, measured: $0).0 }
        let ratio = outline / flat
        print("| \(scenario.name) | \(ids) | \(format(flat)) | \(format(outline)) | \(format(ratio)) | "
            + "\(scenario.budget.map(format) ?? "") | \(copy.map(format) ?? "") | \(scenario.outline()) |")
        guard let budget = scenario.budget else { continue }
        verdicts.append(
            "- \(scenario.name), \(ids): outline / flat diff \(format(ratio))x (at most \(format(budget))x): "
                + (ratio <= budget ? "PASS" : "FAIL"))
    }
    return verdicts
}
let verdicts = run(ids: "Int") { $0 } + run(ids: "String") { "id-\($0)" }
print("")
for verdict in verdicts { print(verdict) }
print("")
print("Medians of \(repetitions) runs each, release build; the flat diff is StagedChangeset(source:target:)")
print("on one section of the same visible rows (plain items, no depth), timed before and after the outline.")
