import XCTest

@testable import ItemizeGenerator

/// The `views`/`cell` step of `itemize migrate` (2026-12-02): a spec from
/// before the change becomes one that generates what a hand-fixed spec
/// generates, with its comments and formatting as written.
final class ClassKeysWithoutViewsStepTests: XCTestCase {
    /// A spec from before the change, commented and oddly formatted:
    /// tabs, a key that does not start its line, a block comment, trailing
    /// commas, a header view with a name that says no view.
    private let oldSpec = """
        // An old spec: "cell" names one class for both views.
        {
            "enum"   :"FeedItem",   // the wrapping enum
          "items": [
              { "name": "Card", "identity": "id",
                "fields": [ { "name": "id", "type": "String" }, { "name": "title", "type": "String" }, ],
                /* the table's cell */ "cell"  : "CardTableCell" },
              { "name": "Spinner", "fields": [] , },
          ],
        \t"sections": [ { "name": "feed", "header": "Feed", "items": ["Card", "Spinner"],
                          "headerView": "FeedHeaderView" } ]
        }

        """

    private func migrate(
        _ text: String, view: UIKitListView? = nil
    ) throws(DiagnosticError) -> (text: String, notes: [String]) {
        let result = try migrateSpec(Array(text.utf8), file: "Feed.itemize.json", options: MigrationOptions(view: view))
        return (String(decoding: result.bytes, as: UTF8.self), result.notes.map(\.description))
    }

    private func generate(_ text: String) throws -> String {
        try GeneratorPipeline(templates: .builtIn).generate(specBytes: Array(text.utf8), file: "Feed.itemize.json")
    }

    func testAnOldSpecGetsViewsAndKeepsItsCommentsAndFormatting() throws {
        XCTAssertThrowsError(try generate(oldSpec), "the old spec should fail as the change made it")
        let migrated = try migrate(oldSpec)
        let expected = oldSpec.replacingOccurrences(of: "  \"items\": [\n", with: "  \"views\": [\"table\", \"swiftui\"],\n  \"items\": [\n")
        XCTAssertEqual(migrated.text, expected)
        XCTAssertEqual(migrated.notes, [
            #"Feed.itemize.json:4:3: note: added "views": ["table", "swiftui"]: since Itemize 0.2.0 (main of 2026-12-02), "cell" names the class of the one view "views" lists, and "CardTableCell" is the table view's; "swiftui" keeps its SwiftUI code, which since Itemize 0.2.0 (main of 2026-12-07) only a spec that lists it gets; remove it if the app does not use SwiftUI (at items)"#,
        ])
    }

    func testTheMigratedSpecGeneratesWhatTheHandFixedSpecGenerates() throws {
        // The fix CHANGELOG.md gives, made by hand, in the hand's own place and form.
        let handFixed = oldSpec.replacingOccurrences(
            of: #""enum"   :"FeedItem","#, with: #""enum"   :"FeedItem", "views": [ "table", "swiftui" ],"#)
        XCTAssertNotEqual(handFixed, oldSpec)
        XCTAssertEqual(Array(try generate(try migrate(oldSpec).text).utf8), Array(try generate(handFixed).utf8))
    }

    func testMigratingTwiceChangesNothingMore() throws {
        let once = try migrate(oldSpec)
        let twice = try migrate(once.text)
        XCTAssertEqual(twice.text, once.text)
        XCTAssertEqual(twice.notes, [])
    }

    func testAClassNameThatSaysNoViewNeedsViews() throws {
        let spec = #"{ "enum": "FeedItem", "items": [ { "name": "Card", "fields": [], "cell": "CardCell" } ], "sections": [] }"#
        XCTAssertThrowsError(try migrate(spec)) { error in
            XCTAssertEqual((error as? DiagnosticError)?.description, #"Feed.itemize.json:1:66: error: cannot tell which view "CardCell" is for: since Itemize 0.2.0 (main of 2026-12-02), "cell" names the class of the one view "views" lists, and the spec has no "views" (at items[0].cell); run 'itemize migrate --views table Feed.itemize.json' (or '--views collection') for the view the screens use"#)
        }
        let migrated = try migrate(spec, view: .collection)
        XCTAssertEqual(
            migrated.text,
            #"{ "enum": "FeedItem", "views": ["collection", "swiftui"], "registrations": true, "items": [ { "name": "Card", "fields": [], "cell": "CardCell" } ], "sections": [] }"#)
    }

    func testClassesForBothViewsGetBothViewsAndTheirOwnKeys() throws {
        let spec = """
            {\r
              "enum": "FeedItem",\r
              "items": [\r
                { "name": "Card", "fields": [], "cell": "CardTableCell", "collectionCell": "CardTile" },\r
                { "name": "Ad", "fields": [], "cell": "AdCollectionViewCell" }\r
              ],\r
              "sections": []\r
            }\r

            """
        let migrated = try migrate(spec)
        XCTAssertEqual(migrated.text, """
            {\r
              "enum": "FeedItem",\r
              "views": ["table", "collection", "swiftui"],\r
              "registrations": true,\r
              "items": [\r
                { "name": "Card", "fields": [], "tableCell": "CardTableCell", "collectionCell": "CardTile" },\r
                { "name": "Ad", "fields": [], "collectionCell": "AdCollectionViewCell" }\r
              ],\r
              "sections": []\r
            }\r

            """)
        XCTAssertEqual(migrated.notes.count, 3)
        XCTAssertEqual(
            migrated.notes[1],
            #"Feed.itemize.json:4:37: note: renamed "cell" to "tableCell": "views" lists both views, and "CardTableCell" is the table view's (at items[0].cell)"#)
    }

    func testACurrentSpecAndABrokenOneAreLeftAlone() throws {
        for spec in [
            #"{ "enum": "FeedItem", "views": ["table"], "items": [ { "name": "Card", "fields": [], "cell": "CardCell" } ] }"#,
            #"{ "enum": "FeedItem", "views": ["table", "collection"], "items": [ { "name": "Card", "fields": [], "tableCell": "CardCell" } ] }"#,
            #"["not", "a", "spec"]"#,
        ] {
            let migrated = try migrate(spec)
            XCTAssertEqual(migrated.text, spec)
            XCTAssertEqual(migrated.notes, [])
        }
        XCTAssertThrowsError(try migrate(#"{ "enum": "#)) { error in
            XCTAssertTrue((error as? DiagnosticError)?.description.hasPrefix("Feed.itemize.json:1:11: error:") == true, "\(error)")
        }
    }
}
