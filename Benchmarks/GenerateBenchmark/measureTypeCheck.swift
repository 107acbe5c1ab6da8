/// Median seconds of `swiftc -typecheck -swift-version 6` of the output
/// generated for `itemCount` kinds (left by `measureGeneration`), against
/// the release ItemizeRuntime module.
///
/// - Returns: nil, after printing why, if swiftc failed.
func measureTypeCheck(itemCount: Int, runs: Int, tools: BenchmarkTools) -> Double? {
    let output = "\(tools.workFolder)/\(itemCount)/Benchmark.swift"
    var times: [Double] = []
    for _ in 0..<runs {
        let run = runProcess("swiftc", ["-typecheck", "-swift-version", "6", "-I", tools.modules, output])
        guard run.status == 0 else {
            print("swiftc -typecheck failed on \(output) (exit \(run.status)); run it by hand to see why.")
            return nil
        }
        times.append(run.seconds)
    }
    return median(times)
}
