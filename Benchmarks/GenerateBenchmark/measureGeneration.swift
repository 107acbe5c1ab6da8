import Foundation

/// Times itemize against the floor, and against the baseline itemize if
/// there is one, on a spec of `itemCount` kinds, runs interleaved so that
/// drift in the machine's speed hits them all alike.
///
/// - Returns: nil, after printing why, if a run failed.
func measureGeneration(itemCount: Int, runs: Int, tools: BenchmarkTools) -> GenerationRow? {
    let folder = "\(tools.workFolder)/\(itemCount)"
    let floorFolder = "\(folder)-floor"
    for path in [folder, floorFolder] {
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    let spec = "\(folder)/Benchmark.itemize.json"
    let output = "\(folder)/Benchmark.swift"
    let floorOutput = "\(floorFolder)/Benchmark.json"
    let baselineOutput = "\(floorFolder)/Baseline.swift"
    let specText = makeBenchmarkSpec(itemCount: itemCount)
    guard FileManager.default.createFile(atPath: spec, contents: Data(specText.utf8)) else {
        print("Cannot write \(spec).")
        return nil
    }

    var floorTimes: [Double] = []
    var generateTimes: [Double] = []
    var floorCPUTimes: [Double] = []
    var generateCPUTimes: [Double] = []
    var baselineTimes: [Double] = []
    var baselineCPUTimes: [Double] = []
    for _ in 0..<runs {
        if let baseline = tools.baseline {
            unlink(baselineOutput)
            let run = runProcess(baseline, ["generate", spec, "--output", baselineOutput])
            guard run.status == 0 else {
                print("The baseline failed at \(itemCount) items: exit \(run.status).")
                return nil
            }
            baselineTimes.append(run.seconds)
            baselineCPUTimes.append(run.cpuSeconds)
        }
        unlink(floorOutput)
        let floor = runProcess(tools.benchmark, ["--floor", spec, floorOutput])
        unlink(output)
        let generate = runProcess(tools.itemize, ["generate", spec, "--output", output])
        guard floor.status == 0, generate.status == 0 else {
            print("A run failed at \(itemCount) items: floor exit \(floor.status), itemize exit \(generate.status).")
            return nil
        }
        floorTimes.append(floor.seconds)
        generateTimes.append(generate.seconds)
        floorCPUTimes.append(floor.cpuSeconds)
        generateCPUTimes.append(generate.cpuSeconds)
    }

    // The output is now up to date: the same command must change nothing.
    let stampBefore = FileStamp(path: output)
    let listingBefore = try? FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    var noOpTimes: [Double] = []
    var readFloorTimes: [Double] = []
    for _ in 0..<runs {
        let readFloor = runProcess(tools.benchmark, ["--floor-read", spec, output])
        let noOp = runProcess(tools.itemize, ["generate", spec, "--output", output])
        guard readFloor.status == 0, noOp.status == 0 else {
            print("A no-op run failed at \(itemCount) items: floor exit \(readFloor.status), itemize exit \(noOp.status).")
            return nil
        }
        readFloorTimes.append(readFloor.seconds)
        noOpTimes.append(noOp.seconds)
    }
    let stampAfter = FileStamp(path: output)
    let listingAfter = try? FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    let isUntouched = stampBefore != nil && stampBefore == stampAfter && listingBefore == listingAfter
        && listingAfter == ["Benchmark.itemize.json", "Benchmark.swift"]
    if !isUntouched {
        print("The no-op runs touched the output at \(itemCount) items: \(String(describing: stampBefore)) -> \(String(describing: stampAfter)), \(listingBefore ?? []) -> \(listingAfter ?? [])")
    }

    return GenerationRow(
        itemCount: itemCount,
        specBytes: specText.utf8.count,
        outputBytes: stampAfter?.size ?? 0,
        floor: median(floorTimes),
        generate: median(generateTimes),
        floorCPU: median(floorCPUTimes),
        generateCPU: median(generateCPUTimes),
        baseline: baselineTimes.isEmpty ? nil : median(baselineTimes),
        baselineCPU: baselineCPUTimes.isEmpty ? nil : median(baselineCPUTimes),
        noOp: median(noOpTimes),
        readFloor: median(readFloorTimes),
        isOutputUntouched: isUntouched
    )
}
