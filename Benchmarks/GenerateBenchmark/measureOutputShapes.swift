import Foundation

/// One spec whose output issue 39 budgets: its path, and the most lines,
/// lines naming no kind and comment share its output may have.
struct ShapeBudget {
    var name: String
    var specPath: String
    var maxLines: Int
    var maxLinesNamingNoKind: Int?
    var maxCommentShare = 0.15
}

/// Generates each spec with itemize (and the baseline, if any) and prints
/// the shape of each output and its budgets as PASS or FAIL.
///
/// - Returns: false, after printing why, if a spec did not generate.
func measureOutputShapes(_ budgets: [ShapeBudget], tools: BenchmarkTools) -> Bool {
    print("")
    print("Generated code, as a reviewer reads it (lines naming no kind: lines with no item name or case name):")
    print("")
    let baselineHeader = tools.baseline == nil ? "" : " baseline lines | baseline naming no kind | baseline comments |"
    print("| spec | lines | naming no kind | comments |\(baselineHeader)")
    print("|---|---:|---:|---:|\(tools.baseline == nil ? "" : "---:|---:|---:|")")
    var verdicts: [String] = []
    for budget in budgets {
        let kinds = specKinds(atPath: budget.specPath)
        var shapes: [OutputShape] = []
        for (index, tool) in ([tools.itemize] + (tools.baseline.map { [$0] } ?? [])).enumerated() {
            let output = "\(tools.workFolder)/shape-\(index)-\(budget.name).swift"
            let spec = index == 0 ? budget.specPath : specForBaseline(budget.specPath, in: tools.workFolder)
            let run = runProcess(tool, ["generate", spec, "--output", output])
            guard run.status == 0, let text = try? String(contentsOfFile: output, encoding: .utf8) else {
                print("\(tool) failed on \(budget.specPath) (exit \(run.status)); run it by hand to see why.")
                return false
            }
            shapes.append(OutputShape(of: text, kinds: kinds))
        }
        let cells = shapes.map { "\($0.lines) | \($0.linesNamingNoKind) | \(String(format: "%.0f%%", $0.commentShare * 100))" }
        print("| \(budget.name) | \(cells.joined(separator: " | ")) |")
        let shape = shapes[0]
        verdicts.append(verdict("\(budget.name): lines", Double(shape.lines), limit: Double(budget.maxLines)))
        if let limit = budget.maxLinesNamingNoKind {
            verdicts.append(verdict("\(budget.name): lines naming no kind", Double(shape.linesNamingNoKind), limit: Double(limit)))
        }
        verdicts.append(verdict(
            "\(budget.name): comments", shape.commentShare * 100, limit: budget.maxCommentShare * 100, unit: "%"))
    }
    print("")
    verdicts.forEach { print($0) }
    return true
}

/// A copy of the spec at `path` as a baseline from before issue 39 reads it:
/// without `"swiftui"` in its views and without `"registrations"`, which it
/// did not know, since it generated both for every spec.
private func specForBaseline(_ path: String, in folder: String) -> String {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8),
        text.contains("\"swiftui\"") || text.contains("\"registrations\"")
    else { return path }
    let copy = "\(folder)/baseline-\((path as NSString).lastPathComponent)"
    let withoutNewKeys = text.replacingOccurrences(of: ", \"swiftui\"", with: "")
        .replacingOccurrences(of: "\"swiftui\", ", with: "")
        .replacingOccurrences(of: "\"registrations\": true,", with: "")
    return FileManager.default.createFile(atPath: copy, contents: Data(withoutNewKeys.utf8)) ? copy : path
}

/// `- name: value (at most limit): PASS` or `FAIL`.
private func verdict(_ name: String, _ value: Double, limit: Double, unit: String = "") -> String {
    "- \(name): \(String(format: "%g", value.rounded()))\(unit) (at most \(String(format: "%g", limit))\(unit)): "
        + (value <= limit ? "PASS" : "FAIL")
}
