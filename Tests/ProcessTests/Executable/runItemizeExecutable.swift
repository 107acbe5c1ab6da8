import Foundation
import GeneratorTestSupport

/// What one run of the `itemize` executable did.
struct ItemizeRun {
    var exitCode: Int32
    var standardOutput: String
    var standardError: String
}

/// The built `itemize` executable: it sits in the build products folder,
/// beside the test bundle on macOS and beside the test runner on Linux.
func itemizeExecutable() throws -> URL {
    var folders: [URL] = Bundle.allBundles
        .filter { $0.bundleURL.pathExtension == "xctest" }
        .map { $0.bundleURL.deletingLastPathComponent() }
    folders.append(Bundle.main.bundleURL)
    if let runner = CommandLine.arguments.first {
        folders.append(URL(fileURLWithPath: runner).resolvingSymlinksInPath().deletingLastPathComponent())
    }
    for folder in folders {
        let candidate = folder.appendingPathComponent("itemize")
        if FileManager.default.isExecutableFile(atPath: candidate.path) {
            return candidate
        }
    }
    throw ExecutableNotFound(searched: folders.map(\.path))
}

/// No `itemize` beside the tests: the build did not produce it.
struct ExecutableNotFound: Error, CustomStringConvertible {
    var searched: [String]
    var description: String { "no itemize executable in \(searched)" }
}

/// Runs the built `itemize` in `directory` (so that paths are typed as a
/// user in that folder would) and collects its exit code and output.
///
/// - Parameter environment: Added to the test's own environment.
func runItemizeExecutable(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> ItemizeRun {
    let merged = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    return try runCapturingOutput(try itemizeExecutable(), arguments, in: directory, environment: merged)
}

/// Runs `executable` in `directory` and collects its exit code and its two
/// streams; `environment` replaces the test's own when given.
func runCapturingOutput(
    _ executable: URL, _ arguments: [String], in directory: String, environment: [String: String]? = nil
) throws -> ItemizeRun {
    // Output goes to files, not pipes, so a large output can never block
    // the child while the test waits for it to exit.
    let capture = try TemporaryFolder()
    try capture.write("", to: "out")
    try capture.write("", to: "err")
    let standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: capture.url("out")))
    let standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: capture.url("err")))
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment {
        process.environment = environment
    }
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.standardOutput = standardOutput
    process.standardError = standardError
    try process.run()
    process.waitUntilExit()
    try standardOutput.close()
    try standardError.close()
    return ItemizeRun(
        exitCode: process.terminationStatus,
        standardOutput: String(decoding: capture.contents(of: "out") ?? Data(), as: UTF8.self),
        standardError: String(decoding: capture.contents(of: "err") ?? Data(), as: UTF8.self)
    )
}
