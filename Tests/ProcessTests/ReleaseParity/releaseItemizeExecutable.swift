import Foundation
import GeneratorTestSupport

/// The `itemize` users run: this package's executable built in release, as
/// the README and the build-step script build it. Built once per test
/// process into `.build/release-parity`, a build folder of its own so that
/// it never waits for or undoes the debug build; SwiftPM recompiles it only
/// when the sources changed since the last run (about a minute from
/// nothing on two cores, under a second when nothing changed).
///
/// - Throws: `ReleaseBuildFailure` with SwiftPM's output, the same failure
///   for every test of the process.
func releaseItemizeExecutable() throws -> URL {
    try releaseBuild.value()
}

private let releaseBuild = ComputedOnce<URL> {
    let scratch = packageRoot.appendingPathComponent(".build/release-parity").path
    let common = ["-c", "release", "--package-path", packageRoot.path, "--scratch-path", scratch]
    func swift(_ arguments: [String]) throws -> ItemizeRun {
        try runCapturingOutput(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments, in: packageRoot.path)
    }
    let build = try swift(["build", "--product", "itemize"] + common)
    guard build.exitCode == 0 else {
        throw ReleaseBuildFailure(output: build.standardOutput + build.standardError)
    }
    let binPath = try swift(["build", "--show-bin-path"] + common)
    let executable = binPath.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) + "/itemize"
    guard binPath.exitCode == 0, FileManager.default.isExecutableFile(atPath: executable) else {
        throw ReleaseBuildFailure(output: "no executable at '\(executable)': " + binPath.standardError)
    }
    return URL(fileURLWithPath: executable)
}

/// The release build of `itemize` failed; `output` is SwiftPM's.
struct ReleaseBuildFailure: Error, CustomStringConvertible {
    var output: String
    var description: String { "swift build -c release --product itemize failed:\n\(output)" }
}
