import Dispatch

/// The median durations of `baseline` and `measured`, in milliseconds,
/// after one warm-up of each: half the baseline's runs before the
/// measured ones and half after, so that drift in the machine's load hits
/// both alike.
func medianMilliseconds(_ repetitions: Int, baseline: () -> Int, measured: () -> Int) -> (Double, Double) {
    var sink = baseline() &+ measured()
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
    var baselineSamples = samples(repetitions / 2, baseline)
    let measuredSamples = samples(repetitions, measured).sorted()
    baselineSamples += samples(repetitions - repetitions / 2, baseline)
    baselineSamples.sort()
    if sink == Int.min { print(sink) }
    return (baselineSamples[repetitions / 2], measuredSamples[repetitions / 2])
}

/// `value` rounded to two decimals.
func format(_ value: Double) -> String {
    "\((value * 100).rounded() / 100)"
}
