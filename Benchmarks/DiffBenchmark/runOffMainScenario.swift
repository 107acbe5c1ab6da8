import Dispatch
import ItemizeRuntime

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times how long an update of one scenario keeps the main actor busy, with
/// the diff on it (`apply`) and off it (`applyDiffingOffMainActor`), onto a
/// target that only counts its calls, and prints one table row. The two are
/// interleaved, so that drift in the machine's load hits both alike.
///
/// Main-actor time is the CPU time of the main thread from the call until
/// the update has finished (the `await` returns): the main actor runs on
/// that thread and nothing else does, and CPU time leaves out the time the
/// thread waits, for the diff of the off-main update or for a busy core.
@MainActor
func runOffMainScenario<ID: Hashable & Sendable>(
    _ scenario: Scenario, ids: String, repetitions: Int, makeID: (Int) -> ID
) async {
    let source = benchSections(scenario.source, makeID: makeID)
    let target = benchSections(scenario.target, makeID: makeID)
    let view = CallCountingTarget()
    let mainThread = pthread_self()
    func measure(offMain: Bool) async -> (main: Double, wall: Double) {
        let dataSource = SectionedDataSource(sections: source)
        // Measured as the animated path: the default policy would reload.
        dataSource.reloadPolicy = .never
        let wallStart = DispatchTime.now().uptimeNanoseconds
        let cpuStart = threadCPUMilliseconds()
        if offMain {
            await dataSource.applyDiffingOffMainActor(target, to: view)
        } else {
            await dataSource.apply(target, to: view)
        }
        let main = threadCPUMilliseconds() - cpuStart
        let wall = Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1e6
        precondition(pthread_equal(pthread_self(), mainThread) != 0, "the main actor left the main thread")
        precondition(dataSource.sections.count == target.count && view.reloads == 0, "the update did not animate")
        return (main, wall)
    }
    _ = await measure(offMain: false)
    _ = await measure(offMain: true)
    var before: [(main: Double, wall: Double)] = [], after: [(main: Double, wall: Double)] = []
    for _ in 0..<repetitions {
        before.append(await measure(offMain: false))
        after.append(await measure(offMain: true))
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let percents = zip(before, after).map { $1.main / $0.main * 100 }
    let (mainBefore, mainAfter) = (median(before.map(\.main)), median(after.map(\.main)))
    let (wallBefore, wallAfter) = (median(before.map(\.wall)), median(after.map(\.wall)))
    print(
        "| \(scenario.name) | \(ids) | \(format(mainBefore)) | \(format(mainAfter)) | \(format(median(percents)))% "
            + "| \(format(wallBefore)) | \(format(wallAfter)) |")
}

/// The CPU time the calling thread has used, in milliseconds.
func threadCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}
