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
        XCTAssertEqual(spec.sections.first?.header, "Say \"hi\" — naïve 😀")
        XCTAssertEqual(spec.sections.first?.footer, "")
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
            #"{ "name": ‸"_", "items": ["Card"] }"#,
            "\"_\" cannot be a section name, not even in backticks", path: "sections[1].name"
        )
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
