import ItemizeRuntime

/// Times `SectionedDataSource.apply` onto a target that only counts its
/// calls against the bare diff of the same lists, in the same run, and
/// prints one table row: what applying adds to the diff, the batches and
/// reloads each apply sent, and how many of its completions ran.
@MainActor
func runApplyScenario<ID: Hashable>(_ scenario: Scenario, ids: String, repetitions: Int, makeID: (Int) -> ID) {
    let source = benchSections(scenario.source, makeID: makeID)
    let target = benchSections(scenario.target, makeID: makeID)
    let view = CallCountingTarget()
    var completions = 0
    func apply() -> Int {
        let dataSource = SectionedDataSource(sections: source)
        // Measured as the animated path: the default policy would reload.
        dataSource.reloadPolicy = .never
        dataSource.apply(target, to: view) { completions += 1 }
        return dataSource.numberOfSections
    }
    let (diffTime, applyTime) = medianMilliseconds(
        repetitions,
        floor: { StagedChangeset(source: source, target: target).count },
        diff: apply)
    // One warm-up and `repetitions` timed runs.
    let applies = repetitions + 1
    let added = (applyTime / diffTime - 1) * 100
    print("| \(scenario.name) | \(ids) | \(format(diffTime)) | \(format(applyTime)) | \(format(added))% | \(format(Double(view.batches) / Double(applies))) | \(view.reloads) | \(completions) of \(applies) |")
}
