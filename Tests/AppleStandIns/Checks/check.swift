// How every check program reports, compiled into each of them (from
// Tests/AppleStandIns/Checks and Tests/LibraryStandIns/Checks): as the
// compiler does. A failure is one line on standard error,
//
//     /path/to/TheCheck.swift:42: error: what went wrong
//
// with the file and line of the `check` call that failed, printed at once
// so that a later trap cannot hide it. A program whose checks all passed
// prints one line on standard output, `N checks passed`, and exits 0; one
// with a failure exits 1, and so does one that ran no check at all. The
// XCTest wrappers read these lines (`CheckRun` in Tests/ProcessTests).
import Foundation

/// The checks run so far and how many failed, shared by every thread.
private final class CheckTally: @unchecked Sendable {
    private let lock = NSLock()
    private var run = 0
    private var failed = 0

    func count(failed failure: Bool) {
        lock.lock()
        run += 1
        if failure { failed += 1 }
        lock.unlock()
    }

    var counts: (run: Int, failed: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (run, failed)
    }
}

private let tally = CheckTally()

/// Prints `file:line: error: message` on standard error at once.
private func report(_ message: String, file: String, line: Int) {
    FileHandle.standardError.write(Data("\(file):\(line): error: \(message)\n".utf8))
}

/// Counts one check, and reports `message` at the call's file and line
/// when `condition` is false.
///
/// - Returns: `condition`, so that a check can stop what depends on it.
@discardableResult
func check(_ condition: Bool, _ message: @autoclosure () -> String, file: String = #filePath, line: Int = #line) -> Bool {
    tally.count(failed: !condition)
    if !condition { report(message(), file: file, line: line) }
    return condition
}

/// Counts one check as `check` does, and ends the program when
/// `condition` is false: for what the rest of the checks cannot go on from.
func require(_ condition: Bool, _ message: @autoclosure () -> String, file: String = #filePath, line: Int = #line) {
    guard check(condition, message(), file: file, line: line) else { exit(1) }
}

/// Reports `message` as a failed check and ends the program.
func fail(_ message: String, file: String = #filePath, line: Int = #line) -> Never {
    check(false, message, file: file, line: line)
    exit(1)
}

/// Ends the program: exit 1 after a failure or when no check ran, else
/// `N checks passed` on standard output and exit 0.
func finishChecks(file: String = #filePath, line: Int = #line) -> Never {
    let (run, failed) = tally.counts
    guard failed == 0 else { exit(1) }
    guard run > 0 else {
        report("no check ran", file: file, line: line)
        exit(1)
    }
    FileHandle.standardOutput.write(Data("\(run) checks passed\n".utf8))
    exit(0)
}
