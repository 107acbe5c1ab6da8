import Foundation
import GeneratorTestSupport
import XCTest

/// Runs `Scripts/typecheck-ios-sdk.sh` against a real iOS SDK: the runtime,
/// ItemizeTesting, every example and fixture output with its screens and
/// every spec for every target, at iOS 13 and iOS 16. Where no SDK is
/// prepared the test is skipped with the way to prepare one.
final class RealSDKTypeCheckTests: XCTestCase {
    func testEveryUnitTypeChecksAgainstTheRealSDKWithoutAWarning() throws {
        let sdk = try preparedSDK()
        let run = try runScript([sdk], environment: ["ITEMIZE_BIN": try itemizeExecutable().path])
        XCTAssertEqual(run.exitCode, 0, run.standardOutput + run.standardError)
        let rows = run.standardOutput.split(separator: "\n").filter { $0.contains(" 13.0 ") || $0.contains(" 16.0 ") }
        // The runtime, ItemizeTesting, three library stand-ins, the committed
        // outputs with their screens and every spec for every target.
        XCTAssertGreaterThanOrEqual(rows.count, 2 * 40, run.standardOutput)
        for minimum in ["13.0", "16.0"] {
            for unit in ["ItemizeRuntime", "ItemizeTesting", "Feed with its screens", "Consumer/TodoList"] {
                XCTAssertTrue(
                    rows.contains { $0.hasPrefix(unit + " ") && $0.contains(" \(minimum) ") },
                    "no row for \(unit) at \(minimum):\n\(run.standardOutput)")
            }
        }
        for row in rows {
            let counts = row.split(separator: " ").suffix(3).compactMap { Int($0) }
            XCTAssertEqual(counts.count, 3, String(row))
            XCTAssertEqual(counts.prefix(2), [0, 0], "errors or warnings: \(row)")
        }
    }

    func testCodeBelowTheMinimumFailsTheRun() throws {
        // The negative control: at iOS 12 the runtime's Swift Concurrency
        // (iOS 13) is unavailable, so the run must fail and say where.
        try XCTSkipUnless(
            ProcessInfo.processInfo.environment["ITEMIZE_EXHAUSTIVE"] != nil,
            "a second full run; set ITEMIZE_EXHAUSTIVE=1 (Scripts/test-exhaustive.sh does)")
        let sdk = try preparedSDK()
        let run = try runScript(
            [sdk], environment: ["ITEMIZE_BIN": try itemizeExecutable().path, "ITEMIZE_IOS_MINIMUMS": "12.0"])
        XCTAssertEqual(run.exitCode, 1, run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("is only available in iOS 13.0 or newer"), run.standardOutput)
    }

    func testAnAppsOwnFilesAreCheckedAloneAndABrokenOneFails() throws {
        let sdk = try preparedSDK()
        let feed = packageRoot.appendingPathComponent("Examples/Feed.swift").path
        let screen = packageRoot.appendingPathComponent("Tests/AppleStandIns/Consumers/FeedApp.swift").path
        let passing = try runScript([sdk, feed, screen], environment: ["ITEMIZE_IOS_MINIMUMS": "13.0"])
        XCTAssertEqual(passing.exitCode, 0, passing.standardOutput + passing.standardError)
        XCTAssertTrue(passing.standardOutput.contains("your code"), passing.standardOutput)
        XCTAssertFalse(passing.standardOutput.contains("Classic"), "checked more than the files given")

        // The screen calling an iOS 15 API without a guard.
        let folder = try TemporaryFolder()
        let unguarded = try folder.write(
            "import UIKit\n@MainActor func refresh(_ table: UITableView) { table.reconfigureRows(at: []) }\n",
            to: "Refresh.swift")
        let failing = try runScript([sdk, feed, screen, unguarded], environment: ["ITEMIZE_IOS_MINIMUMS": "13.0"])
        XCTAssertEqual(failing.exitCode, 1)
        XCTAssertTrue(
            failing.standardOutput.contains("'reconfigureRows(at:)' is only available in iOS 15.0 or newer"),
            failing.standardOutput)
    }

    func testAFolderThatIsNoSDKIsAUsageError() throws {
        let folder = try TemporaryFolder()
        let run = try runScript([folder.path], environment: [:])
        XCTAssertEqual(run.exitCode, 64)
        XCTAssertTrue(run.standardError.contains("is neither an SDK"), run.standardError)
        let missing = try runScript([], environment: ["ITEMIZE_IOS_SDK": ""])
        XCTAssertEqual(missing.exitCode, 64)
        XCTAssertTrue(missing.standardError.contains("usage: Scripts/typecheck-ios-sdk.sh"), missing.standardError)
    }
}

/// The SDK named by `ITEMIZE_IOS_SDK`, else the folder
/// `shared/tools/ios-sdk/prepare.sh` makes by default; skips the test when
/// neither exists.
private func preparedSDK() throws -> String {
    let environment = ProcessInfo.processInfo.environment
    let temporary = environment["TMPDIR"].map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 } ?? "/tmp"
    let sdk = environment["ITEMIZE_IOS_SDK"].flatMap { $0.isEmpty ? nil : $0 } ?? "\(temporary)/itemize-ios-sdk"
    let isPrepared =
        FileManager.default.fileExists(atPath: sdk + "/flags")
        || FileManager.default.fileExists(atPath: sdk + "/SDKSettings.json")
    try XCTSkipUnless(
        isPrepared,
        "no iOS SDK at \(sdk): set ITEMIZE_IOS_SDK, or prepare one (docs/verification.md, \"The real iOS SDK\")")
    return sdk
}

private func runScript(_ arguments: [String], environment: [String: String]) throws -> ItemizeRun {
    var merged = ProcessInfo.processInfo.environment
    merged["ITEMIZE_IOS_MINIMUMS"] = nil
    merged.merge(environment) { _, new in new }
    let script = packageRoot.appendingPathComponent("Scripts/typecheck-ios-sdk.sh").path
    return try runCapturingOutput(
        URL(fileURLWithPath: "/bin/bash"), [script] + arguments, in: packageRoot.path, environment: merged)
}
