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

private func runStandInScript(_ arguments: [String]) throws -> ItemizeRun {
    let script = packageRoot.appendingPathComponent("Scripts/typecheck-stand-ins.sh").path
    return try runCapturingOutput(
        URL(fileURLWithPath: "/bin/bash"), [script] + arguments, in: packageRoot.path,
        environment: ProcessInfo.processInfo.environment)
}
