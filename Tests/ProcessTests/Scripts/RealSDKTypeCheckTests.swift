import Foundation
import GeneratorTestSupport
import XCTest

/// Runs `Scripts/typecheck-apple-sdk.sh` against every real Apple SDK
/// prepared on this machine: the runtime, ItemizeTesting, every example and
/// fixture output with its screens and every spec for every target, with no
/// error and no warning. Each SDK that is not prepared skips its own test
/// with one line saying how to prepare it (docs/verification.md).
///
/// By default each SDK is checked in Swift 6 at the deployment targets of
/// `RealSDK.quickTargets` (42 to 75 s per SDK on 2 cores); the
/// exhaustive run checks every setting at every target the script checks by
/// default, several minutes per SDK.
final class RealSDKTypeCheckTests: XCTestCase {
    func testEveryUnitTypeChecksAgainstTheIOS16SDK() throws {
        try checkEveryUnit(against: .iOS16)
    }

    func testEveryUnitTypeChecksAgainstTheIOS17SDK() throws {
        try checkEveryUnit(against: .iOS17)
    }

    func testEveryUnitTypeChecksAgainstTheMacOS14SDK() throws {
        try checkEveryUnit(against: .macOS14)
    }

    func testTheMainActorSettingsPassOnNonisolatedModelsAndFailOnCodeFromBeforeIssue29() throws {
        let sdk = try RealSDK.anyIOS()
        let folder = try TemporaryFolder()
        // The feed's screen, and code that makes and diffs its models off
        // the main actor, as an app's background refresh does.
        let feed = try String(contentsOf: packageRoot.appendingPathComponent("Examples/Feed.swift"), encoding: .utf8)
        let screens = ["FeedApp", "FeedOffMainApp"].map {
            packageRoot.appendingPathComponent("Tests/AppleStandIns/Consumers/\($0).swift").path
        }

        // The models nonisolated and the views @MainActor, as issue 29 makes
        // the generated code: every setting passes.
        let nonisolated = try folder.write(makingModelsNonisolated(feed), to: "Feed.swift")
        let passing = try runScript(["--targets", "ios13.0", sdk, nonisolated] + screens)
        XCTAssertEqual(passing.exitCode, 0, passing.standardOutput + passing.standardError)
        let cells = rows(passing.standardOutput).filter { $0.unit == "your code" }
        XCTAssertEqual(cells.map(\.setting), allSettings, passing.standardOutput)

        // The negative control: the generated code of before, whose models
        // take the target's default isolation, fails the MainActor cell.
        let before = try folder.write(removingNonisolated(feed), to: "FeedBefore.swift")
        let failing = try runScript(["--settings", "swift6-mainactor", "--targets", "ios13.0", sdk, before] + screens)
        XCTAssertEqual(failing.exitCode, 1, failing.standardOutput + failing.standardError)
        XCTAssertTrue(
            failing.standardOutput.contains(
                "error: main actor-isolated conformance of 'FeedSection' to 'IdentifiableType' cannot be used in actor-isolated context"),
            failing.standardOutput)
    }

    func testAnAppsOwnFilesAreCheckedAloneAndABrokenOneFails() throws {
        let sdk = try RealSDK.anyIOS()
        let feed = packageRoot.appendingPathComponent("Examples/Feed.swift").path
        let screen = packageRoot.appendingPathComponent("Tests/AppleStandIns/Consumers/FeedApp.swift").path
        let options = ["--settings", "swift6", "--targets", "ios13.0"]
        let passing = try runScript(options + [sdk, feed, screen])
        XCTAssertEqual(passing.exitCode, 0, passing.standardOutput + passing.standardError)
        XCTAssertTrue(passing.standardOutput.contains("your code"), passing.standardOutput)
        XCTAssertFalse(passing.standardOutput.contains("Classic"), "checked more than the files given")

        // The screen calling an iOS 15 API without a guard, and a second
        // file with an error of its own: the errors of both are shown.
        let folder = try TemporaryFolder()
        let unguarded = try folder.write(
            "import UIKit\n@MainActor func refresh(_ table: UITableView) { table.reconfigureRows(at: []) }\n",
            to: "Refresh.swift")
        let mistyped = try folder.write("let count: Int = \"three\"\n", to: "Count.swift")
        let failing = try runScript(options + [sdk, feed, screen, unguarded, mistyped])
        XCTAssertEqual(failing.exitCode, 1)
        XCTAssertTrue(
            failing.standardOutput.contains("'reconfigureRows(at:)' is only available in iOS 15.0 or newer"),
            failing.standardOutput)
        XCTAssertTrue(failing.standardOutput.contains("Count.swift:1:18: error:"), failing.standardOutput)
    }

    /// Issue 45's trial (Tests/AppleStandIns/Consumers/ReadingList): the
    /// generated reading list with its SwiftUI and UIKit screens, and pull
    /// to refresh, which the stand-ins lack, pass with no error and no
    /// warning. By default against one iOS SDK at iOS 13 in Swift 6 and in
    /// a new Xcode 26 app target's settings; the exhaustive run checks every
    /// prepared SDK at its default targets in all five settings (on the Mac:
    /// the SwiftUI screen for AppKit, both for Mac Catalyst).
    func testTheReadingListTrialPassesTheRealSDKs() throws {
        let folder = try TemporaryFolder()
        let trial = packageRoot.appendingPathComponent("Tests/AppleStandIns/Consumers/ReadingList")
        let generated = folder.url("ReadingList.swift")
        let generate = try runCapturingOutput(
            try itemizeExecutable(),
            ["generate", trial.appendingPathComponent("ReadingList.itemize.json").path, "--output", generated],
            in: folder.path)
        XCTAssertEqual(generate.exitCode, 0, generate.standardError)
        let swiftUI = trial.appendingPathComponent("ReadingListSwiftUIApp.swift").path
        let uikit = [
            trial.appendingPathComponent("ReadingListTableApp.swift").path,
            packageRoot.appendingPathComponent("Tests/AppleStandIns/NegativeControls/ReadingListRefreshControl.swift").path,
        ]
        var runs: [(options: [String], sdk: String, files: [String])] = []
        if isExhaustiveRun {
            for sdk in [RealSDK.iOS16, .iOS17] {
                if let folder = try? sdk.folder() { runs.append(([], folder, [generated, swiftUI] + uikit)) }
            }
            if let mac = try? RealSDK.macOS14.folder() {
                runs.append((["--targets", "macos10.15 macos14.0"], mac, [generated, swiftUI]))
                runs.append((["--targets", "ios14.0-macabi"], mac, [generated, swiftUI] + uikit))
            }
            try XCTSkipIf(runs.isEmpty, "no real SDK prepared (docs/verification.md)")
        } else {
            runs.append((
                ["--settings", "swift6 swift5-approachable", "--targets", "ios13.0"], try RealSDK.anyIOS(),
                [generated, swiftUI] + uikit))
        }
        for run in runs {
            let result = try runScript(run.options + [run.sdk] + run.files)
            XCTAssertEqual(result.exitCode, 0, result.standardOutput + result.standardError)
            let cells = rows(result.standardOutput).filter { $0.unit == "your code" }
            XCTAssertFalse(cells.isEmpty, result.standardOutput)
            for cell in cells {
                XCTAssertEqual([cell.errors, cell.warnings, cell.artefacts], [0, 0, 0], "\(cell)")
            }
        }
    }

    func testCodeBelowTheMinimumFailsTheRun() throws {
        // The negative control: at iOS 12 the runtime's Swift Concurrency
        // (iOS 13) is unavailable, so the run must fail and say where.
        try XCTSkipUnless(isExhaustiveRun, "a second full run; set ITEMIZE_EXHAUSTIVE=1 (Scripts/test-exhaustive.sh does)")
        let sdk = try RealSDK.anyIOS()
        let run = try runScript(
            ["--settings", "swift6", "--targets", "ios12.0", sdk],
            environment: ["ITEMIZE_BIN": try itemizeExecutable().path])
        XCTAssertEqual(run.exitCode, 1, run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("is only available in iOS 13.0 or newer"), run.standardOutput)
    }

    func testAFolderThatIsNoSDKAndAnUnknownSettingAreUsageErrors() throws {
        let folder = try TemporaryFolder()
        let notAnSDK = try runScript([folder.path])
        XCTAssertEqual(notAnSDK.exitCode, 64)
        XCTAssertTrue(notAnSDK.standardError.contains("is neither an SDK"), notAnSDK.standardError)
        let unknown = try runScript(["--settings", "swift7", folder.path])
        XCTAssertEqual(unknown.exitCode, 64)
        XCTAssertTrue(unknown.standardError.contains("unknown setting swift7"), unknown.standardError)
        let missing = try runScript([])
        XCTAssertEqual(missing.exitCode, 64)
        XCTAssertTrue(missing.standardError.contains("usage: Scripts/typecheck-apple-sdk.sh"), missing.standardError)
    }

    /// The script's old name still works for a release, with a warning
    /// that names the new one: a user's CI keeps running while it moves.
    func testTheOldScriptNameWarnsAndRunsTheNewScript() throws {
        let folder = try TemporaryFolder()
        let script = packageRoot.appendingPathComponent("Scripts/typecheck-ios-sdk.sh").path
        let run = try runCapturingOutput(
            URL(fileURLWithPath: "/bin/bash"), [script, folder.path], in: packageRoot.path,
            environment: ProcessInfo.processInfo.environment)
        XCTAssertEqual(run.exitCode, 64)
        XCTAssertTrue(
            run.standardError.hasPrefix("typecheck-ios-sdk: warning: deprecated; run Scripts/typecheck-apple-sdk.sh"),
            run.standardError)
        XCTAssertTrue(run.standardError.contains("is neither an SDK"), run.standardError)
    }

    /// Runs the script over everything at the SDK's targets and requires a
    /// row, with no error and no warning, for each unit that must be there.
    private func checkEveryUnit(against sdk: RealSDK) throws {
        let folder = try sdk.folder()
        let settings = isExhaustiveRun ? allSettings : ["swift6"]
        let targets = isExhaustiveRun ? sdk.allTargets : sdk.quickTargets
        let run = try runScript(
            ["--settings", settings.joined(separator: " "), "--targets", targets.joined(separator: " "), folder],
            environment: ["ITEMIZE_BIN": try itemizeExecutable().path])
        XCTAssertEqual(run.exitCode, 0, run.standardOutput + run.standardError)
        let table = rows(run.standardOutput)
        for row in table {
            XCTAssertEqual([row.errors, row.warnings], [0, 0], "errors or warnings: \(row)")
        }
        // A passing unit with artefacts says what they are, on the line
        // under its row; one without has no such line.
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        for (index, line) in lines.enumerated() {
            guard let row = rows(line).first else { continue }
            let described = lines.indices.contains(index + 1) && lines[index + 1].hasPrefix(artefactsLine)
            XCTAssertEqual(described, (row.artefacts ?? 0) > 0, "\(row):\n\(run.standardOutput)")
        }
        // The iOS 17.0 and macOS 14.0 SDKs mark MainActor.assumeIsolated
        // newer than it is: the runtime has artefacts there.
        if sdk.name != RealSDK.iOS16.name {
            XCTAssertTrue(
                lines.contains {
                    $0.hasPrefix(artefactsLine) && $0.contains("'assumeIsolated(_:file:line:)' is only available in")
                },
                run.standardOutput)
        }
        for target in targets {
            let appKit = target.hasPrefix("macos")
            for unit in ["ItemizeRuntime", "ItemizeTesting"] + (appKit ? [] : ["RxDataSources (stand-in)"]) {
                XCTAssertTrue(
                    table.contains { $0.unit == unit && $0.target == target && $0.setting == "package" },
                    "no row for \(unit) at \(target):\n\(run.standardOutput)")
            }
            let apps =
                ["Classic with its screens", "Feed with its screens", "Settings with its screens", "Consumer/TodoList",
                 "Targets/FeedDiffable with its screens"]
                + (appKit ? [] : ["Targets/FeedRxDataSources with its screens", "Feed for rxdatasources", "Settings for diffable"])
            for unit in apps {
                for setting in settings {
                    XCTAssertTrue(
                        table.contains { $0.unit == unit && $0.target == target && $0.setting == setting },
                        "no row for \(unit) at \(target) in \(setting):\n\(run.standardOutput)")
                }
            }
        }
    }
}

/// The settings cells of the script, in its order.
private let allSettings = ["swift6", "swift6-mainactor", "swift6-mainactor-nonsending", "swift5-approachable", "swift5"]

/// An SDK the tests look for: the folder an environment variable names
/// (an SDK, or a folder `Scripts/prepare-linux-sdk.sh` prepared), else
/// the folder that script prepares by default.
private struct RealSDK {
    let name: String
    let variable: String
    let defaultFolder: String
    let preparation: String
    /// What the default suite checks; `allTargets` is the exhaustive run's.
    let quickTargets: [String]
    let allTargets: [String]

    static let iOS16 = RealSDK(
        name: "iOS 16.5", variable: "ITEMIZE_IOS_SDK", defaultFolder: "itemize-ios-sdk",
        preparation: "Scripts/prepare-linux-sdk.sh THEOS_SDKS", quickTargets: ["ios13.0", "ios16.0"],
        allTargets: ["ios13.0", "ios16.0"])
    static let iOS17 = RealSDK(
        name: "iOS 17.0", variable: "ITEMIZE_IOS17_SDK", defaultFolder: "itemize-iPhoneOS17.0",
        preparation: "Scripts/prepare-linux-sdk.sh ITSNEBULALOL_SDKS iPhoneOS17.0.sdk", quickTargets: ["ios13.0"],
        allTargets: ["ios13.0", "ios16.0", "ios17.0"])
    static let macOS14 = RealSDK(
        name: "macOS 14.0", variable: "ITEMIZE_MACOS_SDK", defaultFolder: "itemize-macOS14.0",
        preparation: "Scripts/prepare-linux-sdk.sh ITSNEBULALOL_SDKS macOS14.0.sdk",
        quickTargets: ["macos10.15", "ios14.0-macabi"], allTargets: ["macos10.15", "macos14.0", "ios14.0-macabi"])

    /// The SDK's folder, or a skip naming the way to prepare it.
    func folder() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        let temporary = environment["TMPDIR"].map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 } ?? "/tmp"
        let folder = environment[variable].flatMap { $0.isEmpty ? nil : $0 } ?? "\(temporary)/\(defaultFolder)"
        let isPrepared =
            FileManager.default.fileExists(atPath: folder + "/flags")
            || FileManager.default.fileExists(atPath: folder + "/SDKSettings.json")
        try XCTSkipUnless(isPrepared, "no \(name) SDK at \(folder): set \(variable), or run \(preparation)")
        return folder
    }

    /// The first iOS SDK prepared, for the checks of an app's own files.
    static func anyIOS() throws -> String {
        if let folder = try? iOS16.folder() { return folder }
        return try iOS17.folder()
    }
}

private struct Row: CustomStringConvertible {
    let unit, target, setting: String
    let errors, warnings, artefacts: Int?
    var description: String { "\(unit) \(target) \(setting): \(errors.map(String.init) ?? "-") errors, "
        + "\(warnings.map(String.init) ?? "-") warnings, \(artefacts.map(String.init) ?? "-") artefacts" }
}

/// How the line under a passing unit's row that says what its artefacts
/// are begins.
private let artefactsLine = "    artefacts of an older SDK (docs/verification.md): "

/// The script's rows: unit (which may hold spaces), target, setting,
/// errors, warnings, artefacts; diagnostics are indented, the header and the
/// controls' lines are not rows.
private func rows(_ output: String) -> [Row] {
    output.split(separator: "\n").compactMap { line -> Row? in
        guard !line.hasPrefix(" "), !line.hasPrefix("unit "), !line.hasPrefix("control:") else { return nil }
        let fields = line.split(separator: " ").map(String.init)
        guard fields.count >= 6 else { return nil }
        let tail = fields.suffix(5)
        return Row(
            unit: fields.dropLast(5).joined(separator: " "), target: tail[tail.startIndex],
            setting: tail[tail.startIndex + 1], errors: Int(tail[tail.startIndex + 2]),
            // A real library's own warnings and artefacts are not counted: "-".
            warnings: tail[tail.startIndex + 3] == "-" ? 0 : Int(tail[tail.startIndex + 3]),
            artefacts: tail[tail.startIndex + 4] == "-" ? 0 : Int(tail[tail.startIndex + 4]))
    }
}

/// The shape issue 29 gives generated code: data types and their helpers
/// `nonisolated`, SwiftUI views `@MainActor`. Leaves code that has it as is.
private func makingModelsNonisolated(_ source: String) -> String {
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for index in lines.indices {
        let line = lines[index]
        if ["public struct ", "public enum ", "extension Array where"].contains(where: line.hasPrefix)
            || (line.hasPrefix("extension ") && line.hasSuffix("Section {"))
        {
            lines[index] = "nonisolated " + line
        } else if ["ListSections", "EditableList"].contains(where: { line.hasPrefix("    public struct \($0)") }),
            index == 0 || !lines[index - 1].hasSuffix("@MainActor")
        {
            lines[index] = "    @MainActor " + line.dropFirst(4)
        }
    }
    return lines.joined(separator: "\n")
}

/// Generated code as it was before issue 29: no `nonisolated` anywhere.
private func removingNonisolated(_ source: String) -> String {
    source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
        line.hasPrefix("nonisolated ") ? String(line.dropFirst("nonisolated ".count)) : String(line)
    }.joined(separator: "\n")
}

private func runScript(_ arguments: [String], environment: [String: String] = [:]) throws -> ItemizeRun {
    var merged = ProcessInfo.processInfo.environment
    merged.merge(environment) { _, new in new }
    let script = packageRoot.appendingPathComponent("Scripts/typecheck-apple-sdk.sh").path
    return try runCapturingOutput(
        URL(fileURLWithPath: "/bin/bash"), [script] + arguments, in: packageRoot.path, environment: merged)
}
