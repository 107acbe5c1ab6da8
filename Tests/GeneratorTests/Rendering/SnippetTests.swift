import XCTest

@testable import ItemizeGenerator

/// What one piece of a spec generates, as a snippet of the output: each
/// test gives a small spec and the lines it must (or must not) produce, so
/// a template change shows here as the one behaviour it changes rather than
/// as a whole-file golden's diff.
final class SnippetTests: XCTestCase {
    /// A feed of cards and a spinner, with `root` spliced in before `"items"`
    /// and `card` inside the card's item.
    private func spec(root: String = #""views": ["table"],"#, card: String = "") -> String {
        """
        {
          "enum": "FeedItem",
          \(root)
          "items": [
            { "name": "Card", "identity": "id", "fields": [ { "name": "id", "type": "Int" } ]\(card.isEmpty ? "" : ", " + card) },
            { "name": "Spinner", "fields": [] }
          ],
          "sections": [ { "name": "feed", "items": ["Card", "Spinner"] } ]
        }
        """
    }

    private func generated(_ spec: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            return try GeneratorPipeline(templates: .builtIn).generate(specBytes: Array(spec.utf8), file: "Feed.itemize.json")
        } catch {
            XCTFail("the spec does not generate: \(error)", file: file, line: line)
            return ""
        }
    }

    private func assertGenerates(
        _ spec: String, _ snippet: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let output = generated(spec, file: file, line: line)
        XCTAssertTrue(
            unindented(output).contains(unindented(snippet)), "the output lacks\n\(snippet)\nin\n\(output)", file: file, line: line)
    }

    /// `text` with each line's indentation removed: a snippet says what the
    /// lines are, not how deep the declaration around them nests.
    private func unindented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.drop { $0 == " " } }.joined(separator: "\n")
    }

    private func assertDoesNotGenerate(
        _ spec: String, _ snippet: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let output = generated(spec, file: file, line: line)
        XCTAssertFalse(output.contains(snippet), "the output has \(snippet)", file: file, line: line)
    }

    // MARK: - Only what the spec asks for

    func testRegistrationsOnlyForASpecThatAsks() {
        assertDoesNotGenerate(spec(root: #""views": ["collection"],"#), "CellRegistrations")
        assertGenerates(spec(root: #""views": ["collection"], "registrations": true,"#), """
                /// Creates one registration per kind from the closures of `cells` as they are now.
                init(_ cells: CollectionCells) {
                    self.card = cells.registration({ .card($0) })
                    self.spinner = cells.registration(for: .spinner)
                }
            """)
    }

    func testSwiftUIOnlyForASpecWhoseViewsListIt() {
        assertDoesNotGenerate(spec(), "import SwiftUI")
        assertGenerates(spec(root: #""views": ["swiftui"],"#), """
                typealias ListSections = ItemizeRuntime.ListSections<FeedSection, RowViews>
            """)
        assertDoesNotGenerate(spec(root: #""views": ["swiftui"],"#), "HostedRows")
    }

    func testNoRowBehaviourWithoutTheKeysThatAskForIt() {
        for absent in ["unselectableKinds", "movableKinds", "undeletableKinds", "Actions", "ActionPlace"] {
            assertDoesNotGenerate(spec(), absent)
        }
    }

    // MARK: - Per-kind facts, one literal each

    func testKindTraitsAreOneSetLiteralEach() {
        assertGenerates(spec(card: #""selectable": false"#), "static let unselectableKinds: Set<Kind> = [.card]")
        assertGenerates(spec(card: #""movable": true"#), "static let movableKinds: Set<Kind> = [.card]")
        assertGenerates(spec(card: #""deletable": false"#), "static let undeletableKinds: Set<Kind> = [.card]")
    }

    func testEachActionNamesItsStyleOnlyWhenItIsNotNormal() {
        let actions = #""actions": { "trailingSwipe": ["#
            + #"{ "name": "delete", "title": "Delete", "style": "destructive" }, { "name": "block", "title": "Block", "style": "caution" }, "#
            + #"{ "name": "pin", "title": "Pin" } ] }"#
        let output = generated(spec(card: actions))
        for line in [
            #".init(name: "delete", title: "Delete", systemImage: nil, style: .destructive) { handlers.delete(value, place) },"#,
            #".init(name: "block", title: "Block", systemImage: nil, style: .caution) { handlers.block(value, place) },"#,
            #".init(name: "pin", title: "Pin", systemImage: nil) { handlers.pin(value, place) },"#,
        ] {
            XCTAssertTrue(output.contains(line), "the output lacks \(line)")
        }
    }

    func testAnIdentifierThatStartsWithAPlaceholderStartsWithAnEmptyFixedText() {
        // Only a spec of one kind can: another kind's identifiers would meet it.
        let oneKind = spec(card: #""accessibilityIdentifier": "{id}-card""#)
            .replacingOccurrences(of: #"{ "name": "Spinner", "fields": [] }"#, with: "")
            .replacingOccurrences(of: #" } ,"#, with: " }")
            .replacingOccurrences(of: #"["Card", "Spinner"]"#, with: #"["Card"]"#)
        assertGenerates(
            oneKind, #"case .card(let identity): return FeedItem.accessibilityIdentifier(joining: "", identity, "-card")"#)
    }

    func testIdentitiesAreTaggedByKind() {
        assertGenerates(spec(), """
                enum Identity: Hashable, Sendable {
                    case card(Int)
                    case spinner
            """)
    }

    // MARK: - Imports

    func testEachImportOnceAtTheTopOfTheFile() {
        let output = generated(spec(root: #""views": ["table", "swiftui"],"#))
        for module in ["ItemizeRuntime", "UIKit", "SwiftUI"] {
            XCTAssertEqual(output.components(separatedBy: "\nimport \(module)\n").count, 2, "import \(module)")
        }
        XCTAssertTrue(output.contains("""
            import ItemizeRuntime
            #if canImport(UIKit) && !os(watchOS)
            import UIKit
            #endif
            #if canImport(SwiftUI)
            import SwiftUI
            #endif

            /// The `Card` item of `FeedItem`.
            """), output)
        XCTAssertFalse(generated(spec()).contains("import SwiftUI"))
    }
}
