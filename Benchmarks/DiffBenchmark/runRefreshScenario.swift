import ItemizeRuntime

/// Times the diff of a refresh against the equality floor, a plain `==` of
/// the source and an equal copy of it built apart (a full scan of the
/// data, which is what `==` of the old and new arrays costs when nothing
/// changed), in the same run, and prints one table row.
///
/// - Returns: The diff's time over the floor's.
@discardableResult
func runRefreshScenario<ID: Hashable>(_ scenario: Scenario, ids: String, repetitions: Int, makeID: (Int) -> ID) -> Double {
    let source = benchSections(scenario.source, makeID: makeID)
    let copy = benchSections(scenario.source, makeID: makeID)
    let target = benchSections(scenario.target, makeID: makeID)
    let (floorTime, diffTime) = medianMilliseconds(
        repetitions,
        floor: { source == copy ? 1 : 0 },
        diff: { StagedChangeset(source: source, target: target).count })
    let stages = StagedChangeset(source: source, target: target)
    let ratio = diffTime / floorTime
    print("| \(scenario.name) | \(ids) | \(format(floorTime)) | \(format(diffTime)) | \(format(ratio)) | \(stages.count) |")
    return ratio
}
