import Foundation
import GeneratorTestSupport
import XCTest

/// `Scripts/itemize-build-step.sh`, run as a build phase runs it: with
/// ITEMIZE_BIN pointing at the `itemize` these tests were built with, and
/// once building and caching the tool itself.
final class BuildStepScriptTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write(sampleSpec(), to: "Specs/Todo.itemize.json")
        try folder.write("""
            { "specs": [ { "spec": "Specs/Todo.itemize.json", "output": "Sources/Generated/Todo.swift" } ] }
            """, to: "itemize.json")
    }

    override func tearDown() {
        folder = nil
    }

    private func runStep(_ arguments: [String] = [], environment: [String: String] = [:], in directory: String? = nil) throws -> ItemizeRun {
        var environment = environment
        if environment["ITEMIZE_BIN"] == nil {
            environment["ITEMIZE_BIN"] = try itemizeExecutable().path
        }
        return try runBuildStep(arguments, environment: environment, in: directory ?? folder.path)
    }

    func testGeneratesAndASecondRunTouchesNothing() throws {
        let expected = try runItemizeExecutable(["generate", "Specs/Todo.itemize.json"], in: folder.path).standardOutput

        let first = try runStep()

        XCTAssertEqual(first.exitCode, 0, first.standardError)
        XCTAssertEqual(first.standardError, "")
        XCTAssertEqual(folder.contents(of: "Sources/Generated/Todo.swift"), Data(expected.utf8))

        try folder.backdate("Sources/Generated/Todo.swift")
        let before = try folder.status(of: "Sources/Generated/Todo.swift")
        let second = try runStep()
        XCTAssertEqual(second.exitCode, 0, second.standardError)
        XCTAssertEqual(second.standardOutput + second.standardError, "")
        XCTAssertEqual(try folder.status(of: "Sources/Generated/Todo.swift"), before)
        XCTAssertEqual(try folder.entries(in: "Sources/Generated"), ["Todo.swift"])
    }

    func testABrokenSpecIsLocatedExitsNonZeroAndKeepsTheOutput() throws {
        XCTAssertEqual(try runStep().exitCode, 0)
        let before = folder.contents(of: "Sources/Generated/Todo.swift")
        try folder.write(brokenSpec, to: "Specs/Todo.itemize.json")

        let result = try runStep()

        XCTAssertEqual(result.exitCode, 1)
        let lines = result.standardError.split(separator: "\n")
        XCTAssertFalse(lines.isEmpty)
        for line in lines {
            XCTAssertTrue(isLocatedError(line, in: "Specs/Todo.itemize.json"), String(line))
        }
        XCTAssertTrue(lines.contains { $0.hasPrefix("Specs/Todo.itemize.json:3:") }, result.standardError)
        XCTAssertEqual(folder.contents(of: "Sources/Generated/Todo.swift"), before)
    }

    func testInsideXcodeTheConfigComesFromSourceRootAndPathsAreAbsolute() throws {
        try folder.write(brokenSpec, to: "Specs/Todo.itemize.json")
        let elsewhere = try TemporaryFolder()

        // Xcode runs the phase with SRCROOT set; absolute paths let its issue
        // navigator open the spec at the line.
        let result = try runStep(environment: ["SRCROOT": folder.path], in: elsewhere.path)

        XCTAssertEqual(result.exitCode, 1)
        XCTAssertTrue(result.standardError.hasPrefix(folder.url("Specs/Todo.itemize.json:3:")), result.standardError)
        XCTAssertEqual(try elsewhere.entries(), [])
    }

    func testCheckNamesTheStaleFileAndWritesNothing() throws {
        let result = try runStep(["--check"])

        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(
            result.standardError,
            "error: Sources/Generated/Todo.swift is out of date (generated from Specs/Todo.itemize.json); run: itemize generate --config itemize.json\n"
        )
        XCTAssertNil(folder.contents(of: "Sources/Generated/Todo.swift"))
        XCTAssertEqual(try runStep().exitCode, 0)
        XCTAssertEqual(try runStep(["--check", "itemize.json"]).exitCode, 0)
    }

    func testAWarningIsShownAndFailsTheStepOnlyWhenAskedTo() throws {
        // Legal, but a spinner can show once per list: a warning, not an error.
        try folder.write("""
            { "enum": "TodoItem", "views": ["table"], "items": [ { "name": "Spinner", "fields": [] } ],
              "sections": [ { "name": "open", "items": ["Spinner"] }, { "name": "done", "items": ["Spinner"] } ] }
            """, to: "Specs/Todo.itemize.json")

        let lenient = try runStep()
        XCTAssertEqual(lenient.exitCode, 0, lenient.standardError)
        XCTAssertTrue(lenient.standardError.hasPrefix("Specs/Todo.itemize.json:2:"), lenient.standardError)
        XCTAssertTrue(lenient.standardError.contains(": warning: "), lenient.standardError)
        let written = try XCTUnwrap(folder.contents(of: "Sources/Generated/Todo.swift"))

        try folder.write("""
            { "enum": "TodoItem", "views": ["table"], "items": [ { "name": "Spinner", "fields": [] } ],
              "sections": [ { "name": "waiting", "items": ["Spinner"] }, { "name": "done", "items": ["Spinner"] } ] }
            """, to: "Specs/Todo.itemize.json")
        let strict = try runStep(["--warnings-as-errors"])
        XCTAssertEqual(strict.exitCode, 1, strict.standardError)
        XCTAssertTrue(strict.standardError.contains(": error: "), strict.standardError)
        XCTAssertEqual(folder.contents(of: "Sources/Generated/Todo.swift"), written)
    }

    func testAnotherConfigAndPassedThroughArguments() throws {
        try folder.write("""
            { "outputDirectory": "Other", "specs": [ { "spec": "Specs/Todo.itemize.json" } ] }
            """, to: "Lists/lists.json")
        try FileManager.default.moveItem(atPath: folder.url("Specs"), toPath: folder.url("Lists/Specs"))

        XCTAssertEqual(try runStep(["Lists/lists.json"]).exitCode, 0)
        XCTAssertNotNil(folder.contents(of: "Lists/Other/Todo.swift"))
        XCTAssertEqual(try runStep(environment: ["ITEMIZE_CONFIG": "Lists/lists.json"]).exitCode, 0)

        let version = try runStep(["--", "--version"])
        XCTAssertEqual(version.exitCode, 0, version.standardError)
        XCTAssertTrue(version.standardOutput.hasPrefix("itemize "), version.standardOutput)
        XCTAssertEqual(try runStep(["--", "generate", "--config", "itemize.json", "Extra.json"]).exitCode, 64)
    }

    func testHelpDescribesTheScriptAndPointsAtTheBuildStepPage() throws {
        let help = try runStep(["--help"])

        XCTAssertEqual(help.exitCode, 0, help.standardError)
        XCTAssertTrue(help.standardOutput.hasPrefix("Runs `itemize generate --config itemize.json` as a build step"), help.standardOutput)
        XCTAssertTrue(help.standardOutput.contains("docs/build-step.md has the set-up."), help.standardOutput)
        XCTAssertFalse(help.standardOutput.contains("Docs/"), help.standardOutput)
        let page = packageRoot.appendingPathComponent("docs/build-step.md").path
        XCTAssertTrue(FileManager.default.fileExists(atPath: page), "the help points at \(page), which is missing")
        XCTAssertTrue(help.standardOutput.contains("Exit status:"), help.standardOutput)
    }

    func testUsageAndToolProblemsExitNonZeroWithAnError() throws {
        let missingTool = try runStep(environment: ["ITEMIZE_BIN": folder.url("no-such-itemize")])
        XCTAssertEqual(missingTool.exitCode, 1)
        XCTAssertTrue(missingTool.standardError.hasPrefix("error: itemize-build-step: ITEMIZE_BIN="), missingTool.standardError)

        // Usage errors exit 64, as itemize's own do and docs/build-step.md says.
        let usageErrors: [([String], String)] = [
            (["--verbose"], "error: itemize-build-step: unknown option '--verbose'\n"),
            (["--chek"], "error: itemize-build-step: unknown option '--chek'\n"),
            (["--print-binary", "extra"], "error: itemize-build-step: '--print-binary' takes no other argument\n"),
            (["one.json", "two.json"], "error: itemize-build-step: one config at a time; got 'one.json' and 'two.json'\n"),
        ]
        for (arguments, message) in usageErrors {
            let result = try runStep(arguments)
            XCTAssertEqual(result.exitCode, 64, "\(arguments)")
            XCTAssertEqual(
                result.standardError,
                message + "usage: itemize-build-step [--check] [--warnings-as-errors] [CONFIG] | -- ARGUMENT... | --print-binary\n", "\(arguments)")
            XCTAssertEqual(result.standardOutput, "", "\(arguments)")
        }

        let missingConfig = try runStep(["nothing.json"])
        XCTAssertEqual(missingConfig.exitCode, 1)
        XCTAssertEqual(missingConfig.standardError, "nothing.json: error: cannot read the config: No such file or directory\n")
    }

    /// The real thing once: the script builds this package's `itemize` in
    /// release into the cache and generates with it, the same bytes as the
    /// debug build; the next run reuses it without building. A release
    /// build of the generator, so only in the exhaustive run
    /// (`ITEMIZE_EXHAUSTIVE=1`); the stand-in package below checks the
    /// same steps of the script on every run.
    func testBuildsTheRealToolInReleaseOnceAndGeneratesWithIt() throws {
        try XCTSkipUnless(isExhaustiveRun, "a release build of itemize: ITEMIZE_EXHAUSTIVE=1 runs it")
        let cache = try TemporaryFolder()
        let expected = try runItemizeExecutable(["generate", "Specs/Todo.itemize.json"], in: folder.path).standardOutput

        let first = try runBuildStep([], environment: ["ITEMIZE_CACHE_DIR": cache.path], in: folder.path)

        XCTAssertEqual(first.exitCode, 0, first.standardError)
        XCTAssertTrue(first.standardError.contains("building itemize in release"), first.standardError)
        XCTAssertEqual(folder.contents(of: "Sources/Generated/Todo.swift"), Data(expected.utf8))
        try folder.write("// stale\n", to: "Sources/Generated/Todo.swift")
        let second = try runBuildStep([], environment: ["ITEMIZE_CACHE_DIR": cache.path], in: folder.path)
        XCTAssertEqual(second.exitCode, 0, second.standardError)
        XCTAssertEqual(second.standardError, "", "the cached tool must be reused")
        XCTAssertEqual(folder.contents(of: "Sources/Generated/Todo.swift"), Data(expected.utf8))
    }

    /// The caching itself, on a stand-in package laid out like Itemize, so
    /// that an edit can be made: built once, reused while the sources stay
    /// the same (a `touch` included), rebuilt after an edit.
    func testBuildsTheToolOnceAndRebuildsOnlyWhenItsSourcesChange() throws {
        let package = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: package.url("Scripts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: packageRoot.appendingPathComponent("Scripts/itemize-build-step.sh").path,
            toPath: package.url("Scripts/itemize-build-step.sh")
        )
        try package.write("""
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Fake", targets: [.executableTarget(name: "itemize", path: "Sources/itemize")])
            """, to: "Package.swift")
        try package.write(#"print("fake 1 " + CommandLine.arguments.dropFirst().joined(separator: " "))"#, to: "Sources/itemize/main.swift")
        let cache = try TemporaryFolder()
        let script = package.url("Scripts/itemize-build-step.sh")
        func step(_ arguments: String...) throws -> ItemizeRun {
            try runBuildStep(arguments, script: script, environment: ["ITEMIZE_CACHE_DIR": cache.path], in: folder.path)
        }

        let first = try step()
        XCTAssertEqual(first.exitCode, 0, first.standardError)
        XCTAssertEqual(first.standardOutput, "fake 1 generate --config itemize.json\n")
        XCTAssertTrue(first.standardError.contains("building itemize"), first.standardError)
        let binary = try XCTUnwrap(step("--print-binary").standardOutput.split(separator: "\n").first.map(String.init))
        XCTAssertTrue(binary.hasPrefix(cache.path + "/bin-"), binary)
        let built = try FileManager.default.attributesOfItem(atPath: binary)[.modificationDate] as? Date

        try package.backdate("Sources/itemize/main.swift")
        let cached = try step("--check")
        XCTAssertEqual(cached.standardOutput, "fake 1 generate --config itemize.json --check\n")
        XCTAssertEqual(cached.standardError, "", "a second run must not build")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: binary)[.modificationDate] as? Date, built)

        try package.write(#"print("fake 2")"#, to: "Sources/itemize/main.swift")
        let rebuilt = try step()
        XCTAssertEqual(rebuilt.standardOutput, "fake 2\n")
        XCTAssertTrue(rebuilt.standardError.contains("building itemize"), rebuilt.standardError)
        // Only the current build is kept.
        XCTAssertEqual(try cache.entries().filter { $0.hasPrefix("bin-") }.count, 1)
    }
}

/// Runs the build-step script with `/bin/sh`, as a Run Script phase, make
/// or CI does, with `environment` added to the test's own.
func runBuildStep(
    _ arguments: [String],
    script: String = packageRoot.appendingPathComponent("Scripts/itemize-build-step.sh").path,
    environment: [String: String],
    in directory: String
) throws -> ItemizeRun {
    var merged = ProcessInfo.processInfo.environment
    // The tests may themselves run inside Xcode; its settings must not leak.
    merged["SRCROOT"] = nil
    merged["ITEMIZE_BIN"] = nil
    merged["ITEMIZE_CONFIG"] = nil
    merged.merge(environment) { _, new in new }
    return try runCapturingOutput(URL(fileURLWithPath: "/bin/sh"), [script] + arguments, in: directory, environment: merged)
}
