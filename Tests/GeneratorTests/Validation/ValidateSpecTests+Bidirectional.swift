@testable import ItemizeGenerator
import XCTest

/// Names holding a bidirectional control character, which Swift accepts in
/// identifiers and editors then show out of order ("Trojan Source").
extension ValidateSpecTests {
    func testEveryBidirectionalControlIsRefusedInANameWithItsOwnName() {
        let controls: [(scalar: String, code: String, name: String)] = [
            ("\u{202A}", "202A", "LEFT-TO-RIGHT EMBEDDING"), ("\u{202B}", "202B", "RIGHT-TO-LEFT EMBEDDING"),
            ("\u{202C}", "202C", "POP DIRECTIONAL FORMATTING"), ("\u{202D}", "202D", "LEFT-TO-RIGHT OVERRIDE"),
            ("\u{202E}", "202E", "RIGHT-TO-LEFT OVERRIDE"), ("\u{2066}", "2066", "LEFT-TO-RIGHT ISOLATE"),
            ("\u{2067}", "2067", "RIGHT-TO-LEFT ISOLATE"), ("\u{2068}", "2068", "FIRST STRONG ISOLATE"),
            ("\u{2069}", "2069", "POP DIRECTIONAL ISOLATE"), ("\u{200E}", "200E", "LEFT-TO-RIGHT MARK"),
            ("\u{200F}", "200F", "RIGHT-TO-LEFT MARK"), ("\u{061C}", "061C", "ARABIC LETTER MARK"),
        ]
        for control in controls {
            let field = "is" + control.scalar + "Admin"
            assertDiagnostic(
                minimalSpec(items: [
                    Self.cardItem,
                    #"{ "name": "User", "identity": "id", "fields": [ { "name": "id", "type": "String" }, "#
                        + #"{ "name": ‸"\#(field)", "type": "Bool" } ] }"#,
                ]),
                "the field name \"is\\u{\(control.code)}Admin\" contains U+\(control.code) \(control.name), "
                    + "a bidirectional control character that makes code display in another order than it compiles; remove it",
                path: "items[1].fields[1].name")
        }
    }

    func testABidirectionalControlIsRefusedInEveryKindOfName() {
        let override = "\u{202E}"
        let tail = ", a bidirectional control character that makes code display in another order than it compiles; remove it"
        assertDiagnostic(
            minimalSpec(items: [Self.cardItem, #"{ "name": ‸"Us\#(override)er", "identity": "id", "fields": [ { "name": "id", "type": "String" } ] }"#]),
            "the type name \"Us\\u{202E}er\" contains U+202E RIGHT-TO-LEFT OVERRIDE" + tail, path: "items[1].name")
        assertDiagnostic(
            minimalSpec(items: [Self.cardItem, #"{ "name": "User", "case": ‸"us\#(override)er", "identity": "id", "fields": [ { "name": "id", "type": "String" } ] }"#]),
            "the case name \"us\\u{202E}er\" contains U+202E RIGHT-TO-LEFT OVERRIDE" + tail, path: "items[1].case")
        assertDiagnostic(
            minimalSpec(sections: [Self.feedSection, #"{ "name": ‸"mo\#(override)re", "items": ["Card"] }"#]),
            "the section name \"mo\\u{202E}re\" contains U+202E RIGHT-TO-LEFT OVERRIDE" + tail, path: "sections[1].name")
        assertDiagnostic(
            minimalSpec(enumName: nil, root: #"  "enum": ‸"Feed\#(override)Item","#),
            "the type name \"Feed\\u{202E}Item\" contains U+202E RIGHT-TO-LEFT OVERRIDE" + tail, path: "enum",
            allowingMore: true)
        assertDiagnostic(
            minimalSpec(items: [#"{ "name": "Card", "identity": "id", "fields": [ { "name": "id", "type": ‸"Str\#(override)ing" } ] }"#]),
            "the type \"Str\\u{202E}ing\" contains U+202E RIGHT-TO-LEFT OVERRIDE" + tail, path: "items[0].fields[0].type",
            allowingMore: true)
        // A cell class is a qualified name: refused as not a class name.
        assertDiagnostic(
            minimalSpec(items: [#"{ "name": "Card", "identity": "id", "fields": [ { "name": "id", "type": "String" } ], "tableCell": ‸"Card\#(override)Cell" }"#]),
            "\"Card\(override)Cell\" is not a valid class name; use an identifier such as \"CardCell\", or \"Module.CardCell\"",
            path: "items[0].tableCell", allowingMore: true)
    }

    func testIdentifiersOtherwiseAcceptedStayAccepted() {
        // A negative control: the letters around the refused controls, and
        // the joiners beside them in the book's ranges, are still names.
        for name in ["isAdmin", "Café", "\u{0627}\u{0633}\u{0645}", "a\u{200D}b", "a\u{2060}b", "x\u{202F}y"] {
            XCTAssertEqual(isSwiftIdentifier(name), !name.contains("\u{202F}"), name.debugDescription)
            XCTAssertNil(bidirectionalControlProblem(name, role: "field name"), name.debugDescription)
        }
    }

    func testAPrintedDiagnosticEscapesBidirectionalControls() {
        // The spec's text quoted in a message must not reorder the line a
        // terminal or a build log shows.
        let diagnostic = Diagnostic("\"Card\u{202E}Cell\" is not a valid class name \u{2067}x\u{200F}", at: nil)

        XCTAssertEqual(diagnostic.description, #"error: "Card\u{202e}Cell" is not a valid class name \u{2067}x\u{200f}"#)
        XCTAssertEqual(Diagnostic("Größe \u{0627}", at: nil).description, "error: Größe \u{0627}")
    }
}
