import Foundation
import GeneratorTestSupport
import XCTest

/// `Scripts/typecheck-stand-ins.sh`, the way an app checks its own generated
/// file and screens against the UIKit and SwiftUI stand-ins on Linux.
final class StandInTypeCheckScriptTests: XCTestCase {
    func testAnAppsGeneratedFileAndScreenTypeCheckAndABrokenScreenFails() throws {
        let feed = packageRoot.appendingPathComponent("Examples/Feed.swift").path
        let screen = packageRoot.appendingPathComponent("Tests/AppleStandIns/Consumers/FeedApp.swift").path
        let passing = try runStandInScript([feed, screen])
        XCTAssertEqual(passing.exitCode, 0, passing.standardOutput + passing.standardError)
        XCTAssertTrue(passing.standardOutput.contains("2 file(s) type-check"), passing.standardOutput)

        // Table cells without the `ad:` closure, as when the spec gained a kind.
        let failing = try runStandInScript([
            feed, screen, packageRoot.appendingPathComponent("Tests/AppleStandIns/NegativeControls/FeedTableCellsWithoutAd.swift").path,
        ])
        XCTAssertEqual(failing.exitCode, 1)
        XCTAssertTrue(
            failing.standardError.contains("missing argument for parameter 'ad'"),
            failing.standardOutput + failing.standardError)
        // The script cannot tell a mistake from API the stand-ins lack: it
        // says so, and names the real-SDK check of the same files.
        XCTAssertTrue(failing.standardError.contains(standInsMayLack), failing.standardError)
    }

    /// Issue 45's trial: a reading list (books that swipe and reorder,
    /// notes, a loading row without data) generated from its spec, with a
    /// SwiftUI screen of stacks, text styles, a spinner, a navigation stack,
    /// a toolbar and a task, and a UITableViewController that overrides its
    /// delegate methods. It type-checks against the stand-ins; a screen that
    /// uses API the stand-ins lack fails with the message that sends the
    /// user to the real SDK, with the command for the same files.
    func testTheReadingListTrialTypeChecksAndAScreenBeyondTheStandInsIsSentToTheRealSDK() throws {
        let folder = try TemporaryFolder()
        let trial = packageRoot.appendingPathComponent("Tests/AppleStandIns/Consumers/ReadingList")
        let generated = folder.url("ReadingList.swift")
        let generate = try runItemizeExecutable(
            ["generate", trial.appendingPathComponent("ReadingList.itemize.json").path, "--output", generated],
            in: folder.path)
        XCTAssertEqual(generate.exitCode, 0, generate.standardError)
        let screens = ["ReadingListSwiftUIApp.swift", "ReadingListTableApp.swift"].map {
            trial.appendingPathComponent($0).path
        }
        let passing = try runStandInScript([generated] + screens)
        XCTAssertEqual(passing.exitCode, 0, passing.standardOutput + passing.standardError)
        XCTAssertTrue(passing.standardOutput.contains("3 file(s) type-check"), passing.standardOutput)

        // Pull to refresh: UIKit has it, the stand-ins do not.
        let refresh = packageRoot.appendingPathComponent(
            "Tests/AppleStandIns/NegativeControls/ReadingListRefreshControl.swift").path
        let failing = try runStandInScript([generated] + screens + [refresh])
        XCTAssertEqual(failing.exitCode, 1, failing.standardOutput + failing.standardError)
        XCTAssertTrue(
            failing.standardError.contains("error: cannot find 'UIRefreshControl' in scope"), failing.standardError)
        XCTAssertTrue(failing.standardError.contains(standInsMayLack), failing.standardError)
        // The command checks exactly the files given, in their order.
        let command = failing.standardError.split(separator: "\n").first { $0.contains("typecheck-apple-sdk.sh ") }
        XCTAssertTrue(
            command?.hasSuffix(([generated] + screens + [refresh]).joined(separator: " ")) == true, failing.standardError)
        XCTAssertFalse(passing.standardError.contains(standInsMayLack), passing.standardError)
    }

    func testNoFileOrAMissingFileIsAUsageError() throws {
        let none = try runStandInScript([])
        XCTAssertEqual(none.exitCode, 64)
        XCTAssertTrue(none.standardError.contains("usage: Scripts/typecheck-stand-ins.sh FILE..."), none.standardError)
        let missing = try runStandInScript(["Nope.swift"])
        XCTAssertEqual(missing.exitCode, 64)
        XCTAssertTrue(missing.standardError.contains("no file Nope.swift"), missing.standardError)
    }
}

/// What the script says on every failure.
private let standInsMayLack =
    "The stand-ins cover only part of UIKit, AppKit and SwiftUI (Tests/AppleStandIns/README.md says"

private func runStandInScript(_ arguments: [String]) throws -> ItemizeRun {
    let script = packageRoot.appendingPathComponent("Scripts/typecheck-stand-ins.sh").path
    return try runCapturingOutput(
        URL(fileURLWithPath: "/bin/bash"), [script] + arguments, in: packageRoot.path,
        environment: ProcessInfo.processInfo.environment)
}
