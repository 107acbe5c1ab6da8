@testable import ItemizeGenerator
import XCTest

/// One test per diagnostic about sections.
extension ValidateSpecTests {
    private func assertSectionDiagnostic(
        _ section: String, _ message: String, path: String, suggestion: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        assertDiagnostic(
            minimalSpec(sections: [Self.feedSection, section]), message, path: path, suggestion: suggestion,
            file: file, line: line
        )
    }

    func testSectionsKeepFreeTextAndSpecOrder() throws {
        let spec = try validate(minimalSpec(sections: [
            #"{ "name": "b", "header": "Say \"hi\" — naïve 😀", "footer": "", "items": ["Card"] }"#,
            #"{ "name": "a", "items": ["Card"] }"#,
        ]))
        XCTAssertEqual(spec.sections.map(\.caseName), ["b", "a"])
        XCTAssertEqual(spec.sections.first?.header, [.literal("Say \"hi\" — naïve 😀")])
        XCTAssertEqual(spec.sections.first?.footer, [])
    }

    // MARK: - Section data, text and views

    func testSectionFieldsTextAndViewsAreRead() throws {
        let spec = try validate(minimalSpec(sections: [
            #"{ "name": "day", "parameter": "String", "fields": [ { "name": "unread", "type": "Int" } ], "#
                + #""header": "{parameter}: {unread} new {{sic}}", "footer": "{{", "#
                + #""collectionHeaderView": "DayHeader", "collectionFooterView": "UI.DayFooter", "items": ["Card"] }"#,
        ]))
        let day = try XCTUnwrap(spec.sections.first)
        XCTAssertEqual(day.fields, [ValidatedSpec.Field(name: "unread", type: "Int")])
        XCTAssertEqual(
            day.header, [.placeholder("parameter"), .literal(": "), .placeholder("unread"), .literal(" new {sic}")])
        XCTAssertEqual(day.footer, [.literal("{")])
        XCTAssertEqual(day.collectionHeaderView, "DayHeader")
        XCTAssertEqual(day.collectionFooterView, "UI.DayFooter")
        XCTAssertEqual(spec.views, [.collection], "the collection keys name the one view")
    }

    func testPlaceholderThatNamesNothingSuggestsAField() {
        assertSectionDiagnostic(
            #"{ "name": "inbox", "fields": [ { "name": "unread", "type": "Int" } ], "header": "Inbox (‸{unred})", "items": ["Card"] }"#,
            "\"header\" names {unred}, which is not the section's parameter or one of its fields; the section has {unread}",
            path: "sections[1].header", suggestion: "did you mean {unread}?"
        )
    }

    func testPlaceholderInASectionWithoutValues() {
        assertSectionDiagnostic(
            #"{ "name": "more", "footer": "‸{parameter}", "items": ["Card"] }"#,
            "\"footer\" names {parameter}, which is not the section's parameter or one of its fields; "
                + "the section has no parameter or fields to show",
            path: "sections[1].footer"
        )
    }

    func testUnclosedPlaceholder() {
        assertSectionDiagnostic(
            #"{ "name": "more", "header": "More ‸{", "items": ["Card"] }"#,
            "\"header\" has a \"{\" that is never closed; write \"{{\" for a literal brace", path: "sections[1].header"
        )
    }

    func testEveryProblemOfATextIsReportedAtItsOwnColumn() {
        // Each ‸ marks where a problem starts; the escapes and the two-byte
        // letter before them count as written, in UTF-8 bytes.
        let marked = minimalSpec(sections: [
            Self.feedSection,
            #"{ "name": "more", "fields": [ { "name": "note", "type": "String?" } ], "#
                + #""header": "Ünread \"x\" ‸{nte} ‸} ‸{note} ‸{", "items": ["Card"] }"#,
        ])
        var bytes = Array(marked.utf8)
        let marker = Array("‸".utf8)
        var expected: [(line: Int, column: Int)] = []
        while let index = bytes.indices.first(where: { bytes[$0...].starts(with: marker) }) {
            bytes.removeSubrange(index..<(index + marker.count))
            let before = bytes[..<index]
            let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            expected.append((before.filter { $0 == UInt8(ascii: "\n") }.count + 1, index - lineStart + 1))
        }

        let diagnostics = validationErrors(String(decoding: bytes, as: UTF8.self))

        XCTAssertEqual(diagnostics.map(\.message), [
            "\"header\" names {nte}, which is not the section's parameter or one of its fields; the section has {note}",
            // A warning, among the errors (see ValidateSpecTests+Warnings).
            "\"header\" has a \"}\" that closes no placeholder; it is shown as a literal brace, "
                + "which a later version will refuse",
            "\"header\" names {note}, which is optional and would show as \"Optional(...)\"; "
                + "give the field a type that is not optional",
            "\"header\" has a \"{\" that is never closed; write \"{{\" for a literal brace",
        ])
        XCTAssertEqual(diagnostics.map { $0.location?.line }, expected.map(\.line))
        XCTAssertEqual(diagnostics.map { $0.location?.column }, expected.map(\.column))
        XCTAssertEqual(diagnostics.map { $0.location?.jsonPath }, Array(repeating: "sections[1].header", count: 4))
        XCTAssertEqual(diagnostics.first?.suggestion, "did you mean {note}?")
    }

    func testPlaceholderOfAnOptionalField() {
        assertSectionDiagnostic(
            #"{ "name": "more", "fields": [ { "name": "note", "type": "String?" } ], "header": "‸{note}", "items": ["Card"] }"#,
            "\"header\" names {note}, which is optional and would show as \"Optional(...)\"; "
                + "give the field a type that is not optional",
            path: "sections[1].header"
        )
    }

    func testSectionFieldNamedParameter() {
        assertSectionDiagnostic(
            #"{ "name": "more", "fields": [ { "name": ‸"parameter", "type": "Int" } ], "items": ["Card"] }"#,
            "\"parameter\" cannot be a section field: {parameter} shows the section's parameter",
            path: "sections[1].fields[0].name", suggestion: "choose another field name"
        )
    }

    func testDuplicateSectionField() {
        assertSectionDiagnostic(
            #"{ "name": "more", "fields": [ { "name": "n", "type": "Int" }, { "name": ‸"n", "type": "Int" } ], "items": ["Card"] }"#,
            "duplicate field \"n\" in this section", path: "sections[1].fields[1].name"
        )
    }

    func testSectionFieldsOfTheWrongType() {
        assertSectionDiagnostic(
            #"{ "name": "more", "fields": ‸{ "n": "Int" }, "items": ["Card"] }"#,
            "expected an array for \"fields\", found an object", path: "sections[1].fields"
        )
    }

    func testSectionFieldWithABadType() {
        assertSectionDiagnostic(
            #"{ "name": "more", "fields": [ { "name": "n", "type": ‸"Int)" } ], "items": ["Card"] }"#,
            "the type \"Int)\" has a ')' that closes nothing", path: "sections[1].fields[0].type"
        )
    }

    func testHeaderViewThatIsNotAClassName() {
        assertSectionDiagnostic(
            #"{ "name": "more", "tableHeaderView": ‸"Header View", "items": ["Card"] }"#,
            "\"Header View\" is not a valid class name; use an identifier such as \"InboxHeaderView\", or \"Module.InboxHeaderView\"",
            path: "sections[1].tableHeaderView"
        )
    }

    func testFooterViewThatClashesWithAGeneratedName() {
        assertSectionDiagnostic(
            #"{ "name": "more", "collectionFooterView": ‸"UIKit", "items": ["Card"] }"#,
            "\"UIKit\" is a name the generated code uses for the UIKit module, which qualifies UIKit's names in the UIKit helpers",
            path: "sections[1].collectionFooterView", suggestion: "choose another class name"
        )
    }

    func testSectionNameThatClashesWithTheSectionDispatch() {
        assertSectionDiagnostic(
            #"{ "name": ‸"Result", "items": ["Card"] }"#,
            "\"Result\" is a name the generated code uses for the generic parameter of the section enum's Dispatch, "
                + "where each section names a closure",
            path: "sections[1].name", suggestion: "choose another section name"
        )
    }

    func testSectionThatIsNotAnObject() {
        assertSectionDiagnostic(#"‸"extra""#, "expected an object for a section, found a string", path: "sections[1]")
    }

    func testSectionWithoutName() {
        assertSectionDiagnostic(
            #"‸{ "items": ["Card"] }"#,
            "missing required key \"name\"; a section needs a case name, such as \"featured\"", path: "sections[1]"
        )
    }

    func testUnknownSectionKeySuggestsTheClosestKey() {
        assertSectionDiagnostic(
            #"{ "name": "more", ‸"heder": "More", "items": ["Card"] }"#,
            "unknown key \"heder\"", path: "sections[1].heder", suggestion: "did you mean \"header\"?"
        )
    }

    func testSectionNameThatClashesWithAGeneratedMember() {
        assertSectionDiagnostic(
            #"{ "name": ‸"allowedKinds", "items": ["Card"] }"#,
            "\"allowedKinds\" cannot be a section name: it clashes with the generated member \"allowedKinds\"",
            path: "sections[1].name"
        )
    }

    func testSectionNameThatBackticksCannotMakeLegal() {
        assertSectionDiagnostic(
            #"{ "name": ‸"self", "items": ["Card"] }"#,
            "\"self\" cannot be a section name, not even in backticks: `value.self` is the value itself, not a member",
            path: "sections[1].name"
        )
    }

    func testSectionNamesThatAreKeywordsSwiftcTakesInBackticksAreAccepted() throws {
        let names = ["_", "init", "Self", "Type", "class", "default"]
        let spec = try validate(minimalSpec(sections: names.map { #"{ "name": "\#($0)", "items": ["Card"] }"# }))
        XCTAssertEqual(spec.sections.map(\.caseName), names)
    }

    func testSectionNameThatIsNotAnIdentifier() {
        assertSectionDiagnostic(
            #"{ "name": ‸"Top Stories", "items": ["Card"] }"#,
            "\"Top Stories\" is not a valid section name; use letters, digits and underscores, not starting with a digit",
            path: "sections[1].name"
        )
    }

    func testDuplicateSectionName() {
        assertSectionDiagnostic(
            #"{ "name": ‸"feed", "items": ["Card"] }"#, "duplicate section name \"feed\"", path: "sections[1].name"
        )
    }

    func testHeaderOfTheWrongType() {
        assertSectionDiagnostic(
            #"{ "name": "more", "header": ‸["More"], "items": ["Card"] }"#,
            "expected a string for \"header\", found an array", path: "sections[1].header"
        )
    }

    func testFooterOfTheWrongType() {
        assertSectionDiagnostic(
            #"{ "name": "more", "footer": ‸null, "items": ["Card"] }"#,
            "expected a string for \"footer\", found null", path: "sections[1].footer"
        )
    }

    func testParameterThatIsNotAType() {
        assertSectionDiagnostic(
            #"{ "name": "day", "parameter": ‸"(String", "items": ["Card"] }"#,
            "the type \"(String\" has an unclosed '('", path: "sections[1].parameter"
        )
    }

    func testSectionWithoutItems() {
        assertSectionDiagnostic(
            #"‸{ "name": "more" }"#,
            "missing required key \"items\"; list the item kinds the section may hold", path: "sections[1]"
        )
    }

    func testSectionWithEmptyItems() {
        assertSectionDiagnostic(
            #"{ "name": "more", "items": ‸[] }"#,
            "\"items\" is empty; a section allows at least one item kind", path: "sections[1].items"
        )
    }

    func testSectionItemsOfTheWrongType() {
        assertSectionDiagnostic(
            #"{ "name": "more", "items": ‸"Card" }"#,
            "expected an array for \"items\", found a string", path: "sections[1].items"
        )
    }

    func testSectionNamingAnUnknownItemSuggestsTheClosestItem() {
        assertSectionDiagnostic(
            #"{ "name": "more", "items": [‸"Crad"] }"#,
            "unknown item \"Crad\"", path: "sections[1].items[0]", suggestion: "did you mean \"Card\"?"
        )
    }

    func testSectionListingAnItemTwice() {
        assertSectionDiagnostic(
            #"{ "name": "more", "items": ["Card", ‸"Card"] }"#,
            "the item \"Card\" is listed twice in this section", path: "sections[1].items[1]"
        )
    }

    func testSectionItemThatIsNotAString() {
        assertSectionDiagnostic(
            #"{ "name": "more", "items": ["Card", ‸{ "name": "Card" }] }"#,
            "expected an item name (a string) in \"items\", found an object", path: "sections[1].items[1]"
        )
    }
}
