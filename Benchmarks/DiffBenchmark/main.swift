// Benchmarks the sectioned diff against the floor: one dictionary of source
// positions, one lookup and one == per target item, one counting pass; then
// what SectionedDataSource.apply adds to the diff on the large scenarios, and
// what the first identity lookup after new data costs beside the diff, and
// how long a 100,000-item update keeps the main actor busy with the diff on
// it and off it.
// Run: swift run -c release --scratch-path .build-bench DiffBenchmark
// (`DiffBenchmark off-main` prints the last table only.)
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
]
let repetitions = ["S1": 41, "S2": 15, "S3": 15]

if !CommandLine.arguments.contains("off-main") {
    print("| scenario | ids | floor (ms) | diff (ms) | ratio | stages | moved items | extra peak, floor (KiB) | extra peak, diff (KiB) |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    for scenario in scenarios {
        runScenario(scenario, ids: "Int", repetitions: repetitions[scenario.name]!) { $0 }
    }
    for scenario in scenarios {
        runScenario(scenario, ids: "String", repetitions: repetitions[scenario.name]!) { "id-\($0)" }
    }
    print("")
    print("| scenario | ids | diff (ms) | apply (ms) | added | batches | reloads |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for scenario in scenarios where scenario.name != "S1" {
        runApplyScenario(scenario, ids: "Int", repetitions: repetitions[scenario.name]!) { $0 }
        runApplyScenario(scenario, ids: "String", repetitions: repetitions[scenario.name]!) { "id-\($0)" }
    }
    print("")
    print("| scenario | ids | diff (ms) | first itemPath(for:) (ms) | lookup / diff |")
    print("|---|---|---:|---:|---:|")
    for scenario in scenarios where scenario.name != "S1" {
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
    for scenario in scenarios where scenario.name != "S1" {
        await runOffMainScenario(scenario, ids: "Int", repetitions: 2 * repetitions[scenario.name]!) { $0 }
        await runOffMainScenario(scenario, ids: "String", repetitions: 2 * repetitions[scenario.name]!) { "id-\($0)" }
    }
    print("")
    print("Main actor: CPU time of the main thread from the call until the update has finished (medians;")
    print("off / on is the median of each pair's own ratio). Wall: the same span on the clock.")
    exit(0)
}
runMainRunLoop()
