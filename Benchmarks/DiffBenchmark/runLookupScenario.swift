import ItemizeRuntime

/// Times the first `itemPath(for:)` after the data changed, which builds
/// the identity table, beside the bare diff of the same lists in the same
/// run, and prints one table row.
@MainActor
func runLookupScenario<ID: Hashable>(_ scenario: Scenario, ids: String, repetitions: Int, makeID: (Int) -> ID) {
    let source = benchSections(scenario.source, makeID: makeID)
    let target = benchSections(scenario.target, makeID: makeID)
    let wanted = target[target.count - 1].items[target[target.count - 1].items.count - 1].identity
    func lookUp() -> Int {
        let dataSource = SectionedDataSource(sections: target)
        return dataSource.itemPath(for: wanted)?.item ?? -1
    }
    let (diffTime, lookupTime) = medianMilliseconds(
        repetitions,
        floor: { StagedChangeset(source: source, target: target).count },
        diff: lookUp)
    print("| \(scenario.name) | \(ids) | \(format(diffTime)) | \(format(lookupTime)) | \(format(lookupTime / diffTime)) |")
}
