import XCTest

@testable import ItemizeGenerator

/// The SwiftUI step of `itemize migrate` (2026-12-07): a spec without
/// `"views"`, which gets SwiftUI code with a warning, gets the views it is
/// generated for today, `"swiftui"` among them, and then generates the same
/// code without the warning.
final class SwiftUIWithoutViewsStepTests: XCTestCase {
    /// A spec without `"views"` whose classes name the table view alone.
    private let oldSpec = """
        // A table of cards.
        {
          "enum": "FeedItem",
          "items": [
            { "name": "Card", "identity": "id", "fields": [ { "name": "id", "type": "String" } ],
              "tableCell": "CardCell" },
          ],
          "sections": [ { "name": "feed", "items": ["Card"] } ],
        }

        """

    private func migrate(_ text: String) throws(DiagnosticError) -> (text: String, notes: [String]) {
        let result = try migrateSpec(Array(text.utf8), file: "Feed.itemize.json", options: MigrationOptions())
        return (String(decoding: result.bytes, as: UTF8.self), result.notes.map(\.description))
    }

    private func generate(_ text: String) throws -> (code: String, warnings: [String]) {
        let pipeline = GeneratorPipeline(templates: .builtIn)
        let spec = try validateSpec(parseJSON(Array(text.utf8), file: "Feed.itemize.json"), file: "Feed.itemize.json")
        return (try pipeline.generate(specBytes: Array(text.utf8), file: "Feed.itemize.json"), spec.warnings.map(\.description))
    }

    func testASpecWithoutViewsGetsItsViewsAndSwiftUIWithANote() throws {
        let migrated = try migrate(oldSpec)
        XCTAssertEqual(
            migrated.text,
            oldSpec.replacingOccurrences(of: "  \"items\": [\n", with: "  \"views\": [\"table\", \"swiftui\"],\n  \"items\": [\n"))
        XCTAssertEqual(migrated.notes, [
            #"Feed.itemize.json:4:3: note: added "views": ["table", "swiftui"]: since Itemize 0.2.0 (main of 2026-12-07), only a spec whose "views" lists "swiftui" gets SwiftUI code; remove "swiftui" if the app does not use SwiftUI (at items)"#,
        ])
    }

    func testTheMigratedSpecGeneratesTheSameCodeWithoutTheWarning() throws {
        let old = try generate(oldSpec)
        XCTAssertEqual(old.warnings.count, 1)
        XCTAssertTrue(old.code.contains("#if canImport(SwiftUI)"))
        let migrated = try generate(try migrate(oldSpec).text)
        XCTAssertEqual(migrated.warnings, [])
        XCTAssertEqual(Array(migrated.code.utf8), Array(old.code.utf8))
    }

    func testASpecWithoutViewKeysGetsBothViews() throws {
        let spec = #"{ "enum": "FeedItem", "items": [ { "name": "Card", "fields": [] } ], "sections": [] }"#
        XCTAssertEqual(
            try migrate(spec).text,
            #"{ "enum": "FeedItem", "views": ["table", "collection", "swiftui"], "registrations": true, "items": [ { "name": "Card", "fields": [] } ], "sections": [] }"#)
    }

    func testASpecWithACollectionViewKeepsItsRegistrationsWithANote() throws {
        let grid = oldSpec.replacingOccurrences(of: "\"tableCell\": \"CardCell\"", with: "\"collectionCell\": \"CardTile\"")
        let migrated = try migrate(grid)
        XCTAssertEqual(
            migrated.text,
            grid.replacingOccurrences(
                of: "  \"items\": [\n",
                with: "  \"views\": [\"collection\", \"swiftui\"],\n  \"registrations\": true,\n  \"items\": [\n"))
        XCTAssertEqual(migrated.notes, [
            #"Feed.itemize.json:4:3: note: added "views": ["collection", "swiftui"] and "registrations": true: since Itemize 0.2.0 (main of 2026-12-07), only a spec whose "views" lists "swiftui" gets SwiftUI code, and only one that asks gets registrations; remove "swiftui" if the app does not use SwiftUI, and "registrations" if it does not use the collection view's CellRegistrations (at items)"#,
        ])
        let old = try generate(grid), new = try generate(migrated.text)
        XCTAssertTrue(old.code.contains("struct CellRegistrations"))
        XCTAssertEqual(new.warnings, [])
        XCTAssertEqual(Array(new.code.utf8), Array(old.code.utf8))
    }

    func testASpecThatSaysWhetherItWantsRegistrationsKeepsItsAnswer() throws {
        let spec = #"{ "enum": "FeedItem", "registrations": false, "items": [ { "name": "Card", "fields": [] } ], "sections": [] }"#
        XCTAssertEqual(
            try migrate(spec).text,
            #"{ "enum": "FeedItem", "registrations": false, "views": ["table", "collection", "swiftui"], "items": [ { "name": "Card", "fields": [] } ], "sections": [] }"#)
    }

    func testASpecWithViewsKeepsThemAsTheyAre() throws {
        // Without "swiftui" on purpose, or from before: migrate cannot tell,
        // so a removed "swiftui" stays removed.
        for spec in [#"{ "enum": "FeedItem", "views": ["table"], "items": [], "sections": [] }"#, "{}"] {
            let migrated = try migrate(spec)
            XCTAssertEqual(migrated.text, spec)
            XCTAssertEqual(migrated.notes, [])
        }
    }

    func testMigratingTwiceChangesNothingMore() throws {
        let once = try migrate(oldSpec)
        let twice = try migrate(once.text)
        XCTAssertEqual(twice.text, once.text)
        XCTAssertEqual(twice.notes, [])
    }
}
