import Foundation
import GeneratorTestSupport
import XCTest

@testable import ItemizeGenerator

/// Type-checks the generated SwiftUI code on Linux against the stand-in of
/// `Tests/AppleStandIns/SwiftUI` (built beside UIKit and AppKit, so every
/// generated file's `#if canImport(SwiftUI)` part is compiled wherever the
/// other checks compile it), with a SwiftUI screen per target in Swift 6
/// with warnings as errors; shows that the view table rejects a screen
/// missing a kind or giving a kind a row of the wrong type; and runs the
/// list content's edit and selection helpers (`Checks/SwiftUIListCheck.swift`)
/// and the Inbox's rows with their kinds' actions, selection and moves
/// (`Checks/SwiftUIRowActionsCheck.swift`).
final class SwiftUITypeCheckTests: XCTestCase {
    func testEveryGeneratedFileHasItsSwiftUIPartWhollyInsideItsFence() throws {
        let fence = "#if canImport(SwiftUI)"
        let files = try swiftFiles(under: packageRoot.appendingPathComponent("Examples"), recursive: false)
            + swiftFiles(under: packageRoot.appendingPathComponent("Examples/Targets"), recursive: false)
            + swiftFiles(under: packageRoot.appendingPathComponent("Tests/GeneratorTests/Fixtures"), recursive: false)
        XCTAssertGreaterThanOrEqual(files.count, 9, "the generated files are missing: \(files)")
        var withSwiftUI: [String] = []
        // The import stands with the file's other imports, in a fence of its own.
        let importFence = fence + "\nimport SwiftUI\n#endif\n"
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let imports = text.components(separatedBy: importFence)
            XCTAssertLessThanOrEqual(imports.count, 2, "\(file) imports SwiftUI \(imports.count - 1) times")
            XCTAssertFalse(imports.count == 2 && imports[0].contains("\n/// "), "\(file) imports SwiftUI below its first declaration")
            let parts = imports.joined().components(separatedBy: fence + "\n")
            // A spec whose "views" leaves out "swiftui" gets none.
            XCTAssertLessThanOrEqual(parts.count, 2, "\(file) has \(parts.count - 1) SwiftUI parts")
            guard parts.count == 2 else {
                XCTAssertFalse(text.contains("import SwiftUI") || text.contains("SwiftUI."), "\(file) uses SwiftUI without its part")
                continue
            }
            withSwiftUI.append((file as NSString).lastPathComponent)
            XCTAssertEqual(imports.count, 2, "\(file) has a SwiftUI part and no import of SwiftUI at its top")
            XCTAssertFalse(
                parts[0].contains("import SwiftUI") || parts[0].contains("SwiftUI."), "\(file) uses SwiftUI outside \(fence)")
            XCTAssertNil(fenceProblem(in: fence + "\n" + parts[1], fence: fence), file)
        }
        XCTAssertTrue(withSwiftUI.contains("Feed.swift") && withSwiftUI.contains("Inbox.swift"), "\(withSwiftUI)")
        XCTAssertFalse(withSwiftUI.contains("Classic.swift") || withSwiftUI.contains("Settings.swift"), "\(withSwiftUI)")
    }

    func testAViewTableMissingAKindDoesNotCompile() throws {
        // The screen as it would be if the spec had gained `ad` since.
        let result = try typeCheckScreen(adding: "FeedRowViewsWithoutAd.swift")
        XCTAssertNotEqual(result.status, 0, "a view table without `ad:` compiled")
        XCTAssertTrue(result.output.contains("missing argument for parameter 'ad'"), result.output)
    }

    func testARowViewOfTheWrongTypeDoesNotCompile() throws {
        // The card's row written for a banner.
        let wrongItem = try typeCheckScreen(adding: "FeedCardRowOfABanner.swift")
        XCTAssertNotEqual(wrongItem.status, 0, "a card row taking a Banner compiled")
        XCTAssertTrue(wrongItem.output.contains("Banner") && wrongItem.output.contains("Card"), wrongItem.output)
        // A row that is no view.
        let notAView = try typeCheckScreen(adding: "FeedCardRowNotAView.swift")
        XCTAssertNotEqual(notAView.status, 0, "a card row of an Int compiled")
        XCTAssertTrue(notAView.output.contains("'Int' conform to 'View'"), notAView.output)
    }

    func testTheListContentReportsEditsAndSelectionsAsSwiftUIShowsThem() throws {
        let result = try runListCheck(feed: nil)
        assertChecksPassed(result, atLeast: 2_560)
    }

    func testTheListCheckCatchesMovesInTheWrongOrderAndARefusalLeftOut() throws {
        // Negative control: the runtime's moves planned lowest first, and
        // with every kind allowed everywhere.
        let result = try runListCheck(feed: nil, runtime: runtimeMistake("MovesInOffsetOrderOfAnyKind"))
        assertChecksFailed(
            result,
            with: ["moving [0, 1] of 3 to 3 gave", "an ad was moved into a card-only section", "moved [RuntimeCheck.FeedItem.ad("])
    }

    func testInboxRowsOfferTheirKindsActionsSelectionAndMovesInASwiftUIList() throws {
        // See Checks/SwiftUIRowActionsCheck.swift: Consumers/InboxSwiftUIApp.swift, run.
        let result = try runRowActionsCheck(inbox: nil)
        assertChecksPassed(result, atLeast: 45)
    }

    func testTheRowActionsCheckCatchesAKindTheSpecDoesNotKeepFromDeletion() throws {
        // Negative control: the Inbox spec without the spinner's
        // "deletable": false, so the list deletes it.
        let deletable = try generate("Tests/AppleStandIns/NegativeControls/InboxSpinnerDeletable.itemize.json", mistakes: [])
        let result = try runRowActionsCheck(inbox: deletable)
        assertChecksFailed(result, with: ["the spinner can be deleted"])
    }

    func testTheRowActionsCheckCatchesDroppedLeadingSwipesAndAnUnfilteredSelection() throws {
        // Negative control: the runtime's rows without their leading swipe
        // actions, and its selection letting every kind in.
        let result = try runRowActionsCheck(inbox: nil, runtime: runtimeMistake("LeadingSwipesDroppedSelectionUnfiltered"))
        assertChecksFailed(
            result,
            with: ["the leading buttons of mail 1 are []", "before iOS 17 selecting the spinner gave",
                   "the single selection took the spinner"])
    }

    func testTheRowActionsCheckCatchesAnIdentifierGivenToARowsChildren() throws {
        // Negative control: the runtime's rows with the identifier on the
        // row's views, not on one element containing them.
        let result = try runRowActionsCheck(inbox: nil, runtime: runtimeMistake("IdentifierOnTheRowsChildren"))
        assertChecksFailed(result, with: ["mail 1 is identified as nil", "the spinner is identified as nil"])
    }

    // MARK: - Helpers

    /// Builds the row-actions check with the Inbox (or `inbox`, a changed
    /// copy of it) and its UIKit and SwiftUI screens, and runs it.
    private func runRowActionsCheck(inbox changed: String?, runtime: [String: String] = [:]) throws -> CompilerResult {
        let build = try standIns()
        let folder = try TemporaryFolder()
        let generated = try changed.map { try folder.write($0, to: "Inbox.swift") }
            ?? packageRoot.appendingPathComponent("Examples/Inbox.swift").path
        return try build.runAgainstRuntime(
            [generated, consumer("InboxApp"), consumer("InboxSwiftUIApp"),
             packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/SwiftUIRowActionsCheck.swift").path,
             packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/InboxFlagOnly.swift").path],
            against: build.uikit, framework: "UIKit", replacing: runtime)
    }

    private var feed: String { packageRoot.appendingPathComponent("Examples/Feed.swift").path }

    /// Builds the check with the feed (or `feed`, a changed copy of it), its
    /// app and the runtime (with `runtime`'s files in place of its own)
    /// against the UIKit and SwiftUI stand-ins, and runs it.
    private func runListCheck(feed changed: String?, runtime: [String: String] = [:]) throws -> CompilerResult {
        let build = try standIns()
        let folder = try TemporaryFolder()
        let generated = try changed.map { try folder.write($0, to: "Feed.swift") } ?? feed
        return try build.runAgainstRuntime(
            [generated, consumer("FeedApp"),
             packageRoot.appendingPathComponent("Tests/AppleStandIns/Checks/SwiftUIListCheck.swift").path],
            against: build.uikit, framework: "UIKit", replacing: runtime)
    }

    /// Type-checks the feed, its app and SwiftUI screen with `mistake`, a
    /// file of NegativeControls, after checking they compile without it;
    /// every error must be in that file.
    private func typeCheckScreen(adding mistake: String) throws -> CompilerResult {
        let build = try standIns()
        let files = [feed, consumer("FeedApp"), consumer("FeedSwiftUIApp")]
        let control = try build.typeCheck(files, module: "FeedApp", against: build.uikit)
        XCTAssertEqual(control.status, 0, "the screen does not compile:\n\(control.output)")
        let path = negativeControl(mistake)
        let result = try build.typeCheck(files + [path], module: "FeedApp", against: build.uikit)
        let errors = result.output.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertFalse(errors.isEmpty, result.output)
        XCTAssertTrue(errors.allSatisfy { $0.hasPrefix(path + ":") }, "an error outside \(mistake):\n\(result.output)")
        return result
    }

    private func consumer(_ name: String) -> String {
        packageRoot.appendingPathComponent("Tests/AppleStandIns/Consumers/\(name).swift").path
    }

    private func standIns() throws -> StandInBuild {
        try standInsForTest(StandInBuild.shared)
    }

    private func libraryStandIns() throws -> LibraryStandIns {
        try standInsForTest(LibraryStandIns.shared)
    }
}
