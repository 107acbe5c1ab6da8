import Dispatch
import ItemizeRuntime

#if canImport(Glibc)
import Glibc
#endif

/// Times the floor and the diff on one scenario and prints one table row.
///
/// - Returns: The diff's time over the floor's.
@discardableResult
func runScenario<ID: Hashable>(_ scenario: Scenario, ids: String, repetitions: Int, makeID: (Int) -> ID) -> Double {
    let source = benchSections(scenario.source, makeID: makeID)
    let target = benchSections(scenario.target, makeID: makeID)

    let floorMemory = extraPeakKiB { floor(source: source, target: target) }
    let diffMemory = extraPeakKiB { StagedChangeset(source: source, target: target).count }

    // Floor runs before and after the diff's, so that drift in the machine's
    // load hits both alike; not interleaved, so the floor keeps its caches.
    let (floorTime, diffTime) = medianMilliseconds(
        repetitions,
        floor: { floor(source: source, target: target) },
        diff: { StagedChangeset(source: source, target: target).count })

    let stages = StagedChangeset(source: source, target: target)
    let moved = stages.reduce(0) { $0 + $1.movedItems.count }
    let ratio = diffTime / floorTime
    print("| \(scenario.name) | \(ids) | \(format(floorTime)) | \(format(diffTime)) | \(format(ratio)) | \(stages.count) | \(moved) | \(floorMemory) | \(diffMemory) |")
    return ratio
}

/// The floor: what any identity-based diff must at least do. Positions are
/// packed (section << 32 | index) so that no item is copied.
@inline(never)
func floor<ID: Hashable>(source: [BenchSection<ID>], target: [BenchSection<ID>]) -> Int {
    let sourceItems = source.map(\.items)
    var offsets: [Int] = []
    var count = 0
    for items in sourceItems {
        offsets.append(count)
        count += items.count
    }
    var positions = Dictionary<ID, Int>(minimumCapacity: count)
    for (section, items) in sourceItems.enumerated() {
        for index in items.indices {
            positions[items[index].identity] = section << 32 | index
        }
    }
    var matched = [Bool](repeating: false, count: count)
    var changed = 0
    for section in target {
        for item in section.items {
            if let found = positions[item.identity] {
                let sourceSection = found >> 32, index = found & 0xFFFF_FFFF
                matched[offsets[sourceSection] + index] = true
                if sourceItems[sourceSection][index] != item { changed += 1 }
            }
        }
    }
    var unmatched = 0
    for isMatched in matched where !isMatched { unmatched += 1 }
    return changed &+ unmatched
}

/// The median durations of `floor` and `diff`, after one warm-up of each:
/// `repetitions` runs of the floor, split before and after as many runs of
/// the diff.
func medianMilliseconds(_ repetitions: Int, floor: () -> Int, diff: () -> Int) -> (Double, Double) {
    var sink = floor() &+ diff()
    // A monotonic clock available at the package's minimums (ContinuousClock
    // needs macOS 13).
    func samples(_ count: Int, _ body: () -> Int) -> [Double] {
        (0..<count).map { _ in
            let start = DispatchTime.now().uptimeNanoseconds
            sink &+= body()
            let end = DispatchTime.now().uptimeNanoseconds
            return Double(end - start) / 1e6
        }
    }
    var floorSamples = samples(repetitions / 2, floor)
    let diffSamples = samples(repetitions, diff).sorted()
    floorSamples += samples(repetitions - repetitions / 2, floor)
    floorSamples.sort()
    if sink == Int.min { print(sink) }
    return (floorSamples[repetitions / 2], diffSamples[repetitions / 2])
}

/// How far the resident size rose above its level before `body`, in KiB.
func extraPeakKiB(_ body: () -> Int) -> Int {
    #if canImport(Glibc)
    releaseFreeMemory()
    resetPeak()
    let before = statusKiB("VmHWM:")
    let sink = body()
    let peak = statusKiB("VmHWM:")
    if sink == Int.min { print(sink) }
    return peak - before
    #else
    return -1
    #endif
}

#if canImport(Glibc)
/// malloc_trim(0): hands freed heap pages back to the system, so that memory
/// freed by earlier runs cannot hide this run's allocations from VmHWM.
/// Glibc's module map does not export it, hence the lookup.
func releaseFreeMemory() {
    typealias MallocTrim = @convention(c) (Int) -> Int32
    guard let symbol = dlsym(nil, "malloc_trim") else { return }
    _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
}

/// Resets VmHWM to the current resident size.
func resetPeak() {
    let file = fopen("/proc/self/clear_refs", "w")
    guard let file else { return }
    fputs("5", file)
    fclose(file)
}

/// A "Name: value kB" line of /proc/self/status.
func statusKiB(_ name: String) -> Int {
    guard let file = fopen("/proc/self/status", "r") else { return -1 }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 512)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if line.hasPrefix(name) {
            return Int(line.dropFirst(name.count).filter { $0.isNumber }) ?? -1
        }
    }
    return -1
}
#endif

func format(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    return "\(scaled)"
}
