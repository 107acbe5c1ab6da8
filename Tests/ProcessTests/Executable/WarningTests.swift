import Foundation
import XCTest

/// Warnings on the command line: printed as the compiler prints them, the
/// build going on, and `--warnings-as-errors` failing it with nothing written.
final class WarningTests: ExecutableTestCase {
    private let spec = """
        {
          "enum": "FeedItem",
          "items": [ { "name": "Card", "identity": "id", "fields": [ { "name": "id", "type": "String" } ] },
                     { "name": "Spinner", "fields": [] } ],
          "sections": [ { "name": "feed", "header": "Feed }", "items": ["Card", "Spinner"] },
                        { "name": "more", "items": ["Card", "Spinner"] } ]
        }

        """

    private let expectedWarnings = [
        #"Feed.itemize.json:3:3: warning: the spec has no "views": its SwiftUI code and its collection view's registrations are generated for now, but since Itemize 0.2.0 (main of 2026-12-07) only a spec whose "views" lists "swiftui" gets the one, and only a spec with "registrations": true the other (at items); add "views": ["table", "collection", "swiftui"] (without "swiftui" if the app does not use SwiftUI) and "registrations": true (if it uses CellRegistrations); 'itemize migrate Feed.itemize.json' adds both"#,
        #"Feed.itemize.json:5:51: warning: "header" has a "}" that closes no placeholder; it is shown as a literal brace, which a later version will refuse (at sections[0].header); write "}}" for a literal brace"#,
        #"Feed.itemize.json:6:53: warning: "Spinner" has no data, so every "Spinner" has the same identity and a list can show only one, but sections "feed" and "more" both allow it (at sections[1].items[1]); allow it in one section, or give it an identity field (such as "id") so that each section can show its own"#,
    ]

    func testWarningsArePrintedAndTheOutputIsWritten() throws {
        _ = try folder.write(spec, to: "Feed.itemize.json")
        let result = try run("generate", "Feed.itemize.json", "--output", "Feed.swift")
        XCTAssertEqual(result.exitCode, 0, result.standardError)
        XCTAssertEqual(result.standardError, expectedWarnings.map { $0 + "\n" }.joined())
        let generated = String(decoding: folder.contents(of: "Feed.swift") ?? Data(), as: UTF8.self)
        XCTAssertTrue(generated.contains(#""Feed }""#), generated)

        let check = try run("generate", "Feed.itemize.json", "--output", "Feed.swift", "--check")
        XCTAssertEqual(check.exitCode, 0, check.standardError)
    }

    func testWarningsAsErrorsFailsAndWritesNothing() throws {
        _ = try folder.write(spec, to: "Feed.itemize.json")
        _ = try folder.write("// an older output\n", to: "Feed.swift")
        let result = try run("generate", "Feed.itemize.json", "--output", "Feed.swift", "--warnings-as-errors")
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(
            result.standardError,
            expectedWarnings.map { $0.replacingOccurrences(of: ": warning: ", with: ": error: ") + "\n" }.joined())
        XCTAssertEqual(folder.contents(of: "Feed.swift"), Data("// an older output\n".utf8))
        XCTAssertEqual(try folder.entries(), ["Feed.itemize.json", "Feed.swift"])
    }

    func testWarningsArePrintedBesideTheErrorsOfAFailingSpec() throws {
        _ = try folder.write(spec.replacingOccurrences(of: #""name": "more""#, with: #""name": "feed""#), to: "Feed.itemize.json")
        let result = try run("generate", "Feed.itemize.json")
        XCTAssertEqual(result.exitCode, 1)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        // The warning of a spec without "views" needs valid views, so a
        // failing spec has the others alone.
        XCTAssertEqual(lines.first, expectedWarnings[1])
        XCTAssertTrue(lines.contains { $0.hasPrefix("Feed.itemize.json:6:27: error: duplicate section name") }, result.standardError)
    }

    func testAnOldCellWithoutViewsIsAnErrorThatNamesMigrate() throws {
        _ = try folder.write(spec.replacingOccurrences(of: #""fields": [] }"#, with: #""fields": [], "cell": "SpinnerCell" }"#), to: "Feed.itemize.json")
        let result = try run("generate", "Feed.itemize.json")
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertTrue(
            result.standardError.contains(
                #"Feed.itemize.json:4:49: error: "cell" names the cell class of the one view "views" lists, and the spec has no "views""#),
            result.standardError)
        XCTAssertTrue(result.standardError.contains("'itemize migrate --views table Feed.itemize.json' (or '--views collection') makes this change"), result.standardError)
    }
}
