import Foundation

/// Median seconds of type-checking the output for `itemCount` kinds
/// (left by `measureGeneration`), the output for the same kinds, half of
/// them with row actions, and, with a baseline, the baseline's output of
/// that spec with actions, interleaved.
///
/// - Returns: nil, after printing why, if generating or swiftc failed.
func measureTypeCheckWithActions(
    itemCount: Int, runs: Int, tools: BenchmarkTools
) -> (plain: Double, actions: Double, baselineActions: Double?)? {
    let folder = "\(tools.workFolder)/\(itemCount)-actions"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let spec = "\(folder)/Benchmark.itemize.json"
    guard FileManager.default.createFile(
        atPath: spec, contents: Data(makeBenchmarkSpec(itemCount: itemCount, withActions: true).utf8)) else {
        print("Cannot write \(spec).")
        return nil
    }
    var outputs: [String] = []
    for (tool, name) in [(tools.itemize, "Benchmark")] + (tools.baseline.map { [($0, "Baseline")] } ?? []) {
        let output = "\(folder)/\(name).swift"
        let run = runProcess(tool, ["generate", spec, "--output", output])
        guard run.status == 0 else {
            print("\(tool) failed on the spec with actions (exit \(run.status)); run it on \(spec) by hand to see why.")
            return nil
        }
        outputs.append(output)
    }
    guard let seconds = measureTypeCheck(
        of: ["\(tools.workFolder)/\(itemCount)/Benchmark.swift"] + outputs, runs: runs, tools: tools) else { return nil }
    return (seconds[0], seconds[1], seconds.count > 2 ? seconds[2] : nil)
}
