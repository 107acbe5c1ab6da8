import Foundation

/// The first place two texts differ, as a few lines of context with `-`
/// for the expected lines and `+` for the actual ones.
func lineDiff(expected: String, actual: String, context: Int = 3) -> String {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    guard let first = zip(expectedLines, actualLines).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
        ?? (expectedLines.count == actualLines.count ? nil : min(expectedLines.count, actualLines.count))
    else { return "(no difference)" }
    // The common suffix bounds the changed region.
    var expectedEnd = expectedLines.count
    var actualEnd = actualLines.count
    while expectedEnd > first, actualEnd > first, expectedLines[expectedEnd - 1] == actualLines[actualEnd - 1] {
        expectedEnd -= 1
        actualEnd -= 1
    }
    var output: [String] = ["@@ line \(first + 1) @@"]
    for index in max(0, first - context)..<first {
        output.append("  " + expectedLines[index])
    }
    for index in first..<min(expectedEnd, first + 40) {
        output.append("- " + expectedLines[index])
    }
    for index in first..<min(actualEnd, first + 40) {
        output.append("+ " + actualLines[index])
    }
    for index in expectedEnd..<min(expectedLines.count, expectedEnd + context) {
        output.append("  " + expectedLines[index])
    }
    return output.joined(separator: "\n")
}
