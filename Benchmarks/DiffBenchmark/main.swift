// Benchmarks the sectioned diff against the floor: one dictionary of source
// positions, one lookup and one == per target item, one counting pass; the
// refreshes that change little or nothing against the equality floor, a
// plain == of the data; then what SectionedDataSource.apply adds to the
// diff on the large scenarios, and
// what the first identity lookup after new data costs beside the diff, and
// how long a 100,000-item update keeps the main actor busy with the diff on
// it and off it.
// Run: swift run -c release --scratch-path .build-bench DiffBenchmark
// (`DiffBenchmark off-main` prints the last table only; `DiffBenchmark
// budgets` the first two and the budgets.)
import ItemizeRuntime

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let scenarios = [
    makeFlatScenario(name: "S1", count: 5_000, deleted: 1_000, inserted: 1_000, shuffled: 200, seed: 1),
    makeFlatScenario(name: "S2", count: 100_000, deleted: 10_000, inserted: 10_000, shuffled: 2_000, seed: 2),
    makeSectionedScenario(seed: 3),
    makeFlatScenario(name: "shuffle", count: 10_000, deleted: 0, inserted: 0, shuffled: 10_000, seed: 4),
]
let repetitions = [
    "S1": 201, "S2": 15, "S3": 15, "shuffle": 101,
    "no change, 100 x 1,000": 41, "no change, 100 x 100": 101,
    "one item changed, 100 x 1,000": 41, "one item inserted, 100 x 1,000": 41,
]
/// The issue 40 budgets: a scenario's ratio to its floor, and the most it may be.
let ratioBudgets = [
    "S1": 1.5, "S2": 1.5, "S3": 1.5, "shuffle": 2.0,
    "no change, 100 x 1,000": 2.0, "one item changed, 100 x 1,000": 3.0, "one item inserted, 100 x 1,000": 3.0,
]

if !CommandLine.arguments.contains("off-main") {
    var ratios: [(scenario: String, ids: String, floor: String, ratio: Double)] = []
    print("| scenario | ids | floor (ms) | diff (ms) | ratio | stages | moved items | extra peak, floor (KiB) | extra peak, diff (KiB) |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    for scenario in scenarios {
        let ratio = runScenario(scenario, ids: "Int", repetitions: repetitions[scenario.name]!) { $0 }
        ratios.append((scenario.name, "Int", "hash floor", ratio))
    }
    for scenario in scenarios {
        let ratio = runScenario(scenario, ids: "String", repetitions: repetitions[scenario.name]!) { "id-\($0)" }
        ratios.append((scenario.name, "String", "hash floor", ratio))
    }
    print("")
    print("| refresh | ids | equality floor (ms) | diff (ms) | ratio | stages |")
    print("|---|---|---:|---:|---:|---:|")
    for scenario in refreshScenarios {
        let ratio = runRefreshScenario(scenario, ids: "Int", repetitions: repetitions[scenario.name]!) { $0 }
        ratios.append((scenario.name, "Int", "equality floor", ratio))
    }
    for scenario in refreshScenarios {
        let ratio = runRefreshScenario(scenario, ids: "String", repetitions: repetitions[scenario.name]!) { "id-\($0)" }
        ratios.append((scenario.name, "String", "equality floor", ratio))
    }
    print("")
    for (scenario, ids, floor, ratio) in ratios {
        guard let budget = ratioBudgets[scenario] else { continue }
        let verdict = ratio <= budget ? "PASS" : "FAIL"
        print("- \(scenario), \(ids): diff / \(floor): \(format(ratio))x (at most \(budget)x): \(verdict)")
    }
    print("")
    if CommandLine.arguments.contains("budgets") { exit(0) }
    print("| scenario | ids | diff (ms) | apply (ms) | added | batches | reloads | completions run |")
    print("|---|---|---:|---:|---:|---:|---:|---|")
    for scenario in scenarios + refreshScenarios where scenario.name != "S1" && scenario.name != "shuffle" {
        runApplyScenario(scenario, ids: "Int", repetitions: repetitions[scenario.name]!) { $0 }
        runApplyScenario(scenario, ids: "String", repetitions: repetitions[scenario.name]!) { "id-\($0)" }
    }
    print("")
    print("| scenario | ids | diff (ms) | first itemPath(for:) (ms) | lookup / diff |")
    print("|---|---|---:|---:|---:|")
    for scenario in scenarios where scenario.name == "S2" || scenario.name == "S3" {
        runLookupScenario(scenario, ids: "Int", repetitions: repetitions[scenario.name]!) { $0 }
        runLookupScenario(scenario, ids: "String", repetitions: repetitions[scenario.name]!) { "id-\($0)" }
    }
    print("")
    runAdversarial()
    print("")
    print("Peak memory: VmHWM from /proc/self/status, reset by writing 5 to /proc/self/clear_refs")
    print("after malloc_trim(0); extra = high-water mark during one run minus resident size before it.")
    print("")
}

// Runs on the main thread: the off-main table measures that thread's CPU time.
Task { @MainActor in
    print("| scenario | ids | main actor, diff on it (ms) | main actor, diff off it (ms) | off / on | wall, diff on it (ms) | wall, diff off it (ms) |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for scenario in scenarios where scenario.name == "S2" || scenario.name == "S3" {
        await runOffMainScenario(scenario, ids: "Int", repetitions: 2 * repetitions[scenario.name]!) { $0 }
        await runOffMainScenario(scenario, ids: "String", repetitions: 2 * repetitions[scenario.name]!) { "id-\($0)" }
    }
    print("")
    print("Main actor: CPU time of the main thread from the call until the update has finished (medians;")
    print("off / on is the median of each pair's own ratio). Wall: the same span on the clock.")
    exit(0)
}
runMainRunLoop()
