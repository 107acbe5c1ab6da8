/// Median seconds of `swiftc -typecheck -swift-version 6` of each file,
/// against the release ItemizeRuntime module, the files' runs interleaved
/// so that drift in the machine's speed hits them all alike.
///
/// - Returns: One median per file, in order; nil, after printing why, if
///   swiftc failed.
func measureTypeCheck(of files: [String], runs: Int, tools: BenchmarkTools) -> [Double]? {
    var times = Array(repeating: [Double](), count: files.count)
    for _ in 0..<runs {
        for (index, file) in files.enumerated() {
            let run = runProcess("swiftc", ["-typecheck", "-swift-version", "6", "-I", tools.modules, file])
            guard run.status == 0 else {
                print("swiftc -typecheck failed on \(file) (exit \(run.status)); run it by hand to see why.")
                return nil
            }
            times[index].append(run.seconds)
        }
    }
    return times.map(median)
}
