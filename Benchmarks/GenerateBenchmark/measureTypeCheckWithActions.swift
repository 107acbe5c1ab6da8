import Foundation

/// Median seconds of type-checking the output for `itemCount` kinds
/// (left by `measureGeneration`) and the output for the same kinds, half
/// of them with row actions, interleaved.
///
/// - Returns: nil, after printing why, if generating or swiftc failed.
func measureTypeCheckWithActions(itemCount: Int, runs: Int, tools: BenchmarkTools) -> (plain: Double, actions: Double)? {
    let folder = "\(tools.workFolder)/\(itemCount)-actions"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let spec = "\(folder)/Benchmark.itemize.json"
    let output = "\(folder)/Benchmark.swift"
    guard FileManager.default.createFile(
        atPath: spec, contents: Data(makeBenchmarkSpec(itemCount: itemCount, withActions: true).utf8)) else {
        print("Cannot write \(spec).")
        return nil
    }
    let run = runProcess(tools.itemize, ["generate", spec, "--output", output])
    guard run.status == 0 else {
        print("itemize failed on the spec with actions (exit \(run.status)); run it on \(spec) by hand to see why.")
        return nil
    }
    guard let seconds = measureTypeCheck(
        of: ["\(tools.workFolder)/\(itemCount)/Benchmark.swift", output], runs: runs, tools: tools) else { return nil }
    return (seconds[0], seconds[1])
}
