import Foundation
import GeneratorTestSupport
import XCTest

/// `Tests/AppleStandIns/Checks/check.swift`, compiled into every check
/// program: its `check`, `require`, `fail` and `finishChecks`.
let checkReporting = packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/check.swift").path

/// What a check program reported, read from its output as check.swift
/// writes it: a `file:line: error: message` line per failure, and
/// `N checks passed` when all passed.
struct CheckRun {
    /// One failure, where the check that found it is.
    struct Failure: CustomStringConvertible {
        var file: String
        var line: Int
        var message: String

        /// The check's file from the package root, its line and its message,
        /// as a failure in the test names it.
        var description: String {
            let root = packageRoot.path + "/"
            return "\(file.hasPrefix(root) ? String(file.dropFirst(root.count)) : file):\(line): \(message)"
        }
    }

    var status: Int32
    var output: String
    var failures: [Failure]
    /// The checks run, when all passed.
    var passed: Int?

    init(_ result: CompilerResult) {
        status = result.status
        output = result.output
        failures = []
        for line in result.output.split(separator: "\n").map(String.init) {
            if let failure = Self.failure(in: line) { failures.append(failure) }
            if line.hasSuffix(" checks passed"), let count = Int(line.dropLast(" checks passed".count)) { passed = count }
        }
    }

    /// The failure `line` reports as `file.swift:line: error: message`, if it does.
    private static func failure(in line: String) -> Failure? {
        guard let separator = line.range(of: ": error: ") else { return nil }
        let location = line[..<separator.lowerBound]
        guard let colon = location.lastIndex(of: ":"), location[..<colon].hasSuffix(".swift"),
            let number = Int(location[location.index(after: colon)...])
        else { return nil }
        return Failure(file: String(location[..<colon]), line: number, message: String(line[separator.upperBound...]))
    }

    /// The messages of the failures, in the order they were reported.
    var messages: [String] { failures.map(\.message) }
}

/// Fails the test unless `result` is a check program that passed with at
/// least `minimum` checks run; each check that failed is a failure of its own,
/// named by its file and line.
func assertChecksPassed(
    _ result: CompilerResult, atLeast minimum: Int, _ context: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    let run = CheckRun(result)
    let prefix = context.isEmpty ? "" : context + ": "
    for failure in run.failures {
        XCTFail("\(prefix)check failed at \(failure)", file: file, line: line)
    }
    guard run.status == 0, let passed = run.passed else {
        if run.failures.isEmpty {
            XCTFail("\(prefix)the check exited with \(run.status) and no summary:\n\(run.output)", file: file, line: line)
        }
        return
    }
    XCTAssertGreaterThanOrEqual(passed, minimum, "\(prefix)too few checks ran:\n\(run.output)", file: file, line: line)
}

/// Fails the test unless `result` is a check program that failed, and
/// reported a failure whose message starts with each of `expected`.
func assertChecksFailed(
    _ result: CompilerResult, with expected: [String], file: StaticString = #filePath, line: UInt = #line
) {
    let run = CheckRun(result)
    XCTAssertEqual(run.status, 1, "the check did not fail as a check does:\n\(run.output)", file: file, line: line)
    for message in expected where !run.messages.contains(where: { $0.hasPrefix(message) }) {
        XCTFail("no check failed with \"\(message)\"; the output:\n\(run.output)", file: file, line: line)
    }
}
