@testable import ItemizeGenerator
import XCTest

/// One test per diagnostic about outlines: `"children"` on items and
/// `"outline"` on sections (docs/spec.md, "Outlines").
extension ValidateSpecTests {
    static let folderItem = #"{ "name": "Folder", "identity": "id", "fields": [ { "name": "id", "type": "String" } ], "children": ["Folder", "Card"] }"#
    /// `views` without SwiftUI, so that the spec has no warning of its own.
    static let tableView = #""views": ["table"],"#
    static let foldersSection = #"{ "name": "folders", "outline": true, "items": ["Folder", "Card"] }"#

    /// A mailbox-like spec: `Folder` holds folders and cards, shown in an
    /// outline section; `items` and `sections` replace those.
    private func outlineSpec(root: String = tableView, items: [String]? = nil, sections: [String]? = nil) -> String {
        minimalSpec(root: root, items: items ?? [Self.cardItem, Self.folderItem], sections: sections ?? [Self.foldersSection])
    }

    func testChildrenAndOutlineAreRead() throws {
        let spec = try validate(outlineSpec())
        XCTAssertEqual(spec.items.map(\.childNames), [[], ["Folder", "Card"]])
        XCTAssertEqual(spec.sections.map(\.isOutline), [true])
        XCTAssertEqual(spec.warnings, [])
    }

    func testWithoutTheKeysNothingIsAnOutline() throws {
        let spec = try validate(minimalSpec(root: Self.tableView))
        XCTAssertEqual(spec.items.map(\.childNames), [[]])
        XCTAssertEqual(spec.sections.map(\.isOutline), [false])
    }

    func testAKindWithoutDataMayHaveChildren() throws {
        let spec = try validate(outlineSpec(
            items: [Self.cardItem, #"{ "name": "Recent", "fields": [], "children": ["Card"] }"#],
            sections: [#"{ "name": "folders", "outline": true, "items": ["Recent", "Card"] }"#]))
        XCTAssertEqual(spec.items.map(\.childNames), [[], ["Card"]])
    }

    func testUnknownChildKindSuggestsTheClosestKind() {
        assertDiagnostic(
            outlineSpec(items: [Self.cardItem, #"{ "name": "Folder", "fields": [], "children": [‸"Crad"] }"#]),
            "unknown item \"Crad\" in the children of \"Folder\"", path: "items[1].children[0]",
            suggestion: "did you mean \"Card\"?")
    }

    func testChildKindListedTwice() {
        assertDiagnostic(
            outlineSpec(items: [Self.cardItem, #"{ "name": "Folder", "fields": [], "children": ["Card", ‸"Card"] }"#]),
            "the item \"Card\" is listed twice in the children of \"Folder\"", path: "items[1].children[1]",
            suggestion: "remove the second \"Card\"")
    }

    func testChildKindThatIsNotAString() {
        assertDiagnostic(
            outlineSpec(items: [Self.cardItem, #"{ "name": "Folder", "fields": [], "children": ["Card", ‸3] }"#]),
            "expected an item name (a string) in \"children\", found a number", path: "items[1].children[1]")
    }

    func testEmptyChildren() {
        assertDiagnostic(
            outlineSpec(items: [Self.cardItem, #"{ "name": "Folder", "fields": [], "children": ‸[] }"#]),
            "\"children\" is empty; a kind with children names at least one kind", path: "items[1].children",
            suggestion: "list the kinds its nodes may hold, or remove \"children\"")
    }

    func testChildrenThatIsNotAnArray() {
        assertDiagnostic(
            outlineSpec(items: [Self.cardItem, #"{ "name": "Folder", "fields": [], "children": ‸"Card" }"#]),
            "expected an array of item names for \"children\", found a string", path: "items[1].children")
    }

    func testOutlineThatIsNotABool() {
        assertDiagnostic(
            outlineSpec(sections: [#"{ "name": "folders", "outline": ‸"yes", "items": ["Folder", "Card"] }"#]),
            "expected true or false for \"outline\", found a string", path: "sections[0].outline")
    }

    func testTargetsThatCannotShowOutlinesRefuseTheSectionAndTheChildren() {
        for (target, library) in [("rxdatasources", "RxDataSources diffs each section"), ("differencekit", "DifferenceKit diffs each ArraySection")] {
            let errors = validationErrors(outlineSpec(root: Self.tableView + " \"target\": \"\(target)\","))
            XCTAssertEqual(errors.map(\.location?.jsonPath), ["items[1].children", "sections[0].outline"], target)
            XCTAssertEqual(
                errors.last?.message,
                "the \(target) target cannot show an outline section: \(library) as a flat array of "
                    + (target == "rxdatasources" ? "items" : "elements")
                    + ", with no place for a row's depth or for which parents are expanded", target)
            XCTAssertEqual(errors.last?.suggestion, "use the itemize or diffable target, or remove \"outline\"", target)
            XCTAssertTrue(errors.first?.message.hasPrefix("the \(target) target cannot show an item's children: ") == true, target)
        }
        // The targets that can: the same spec validates.
        for target in ["itemize", "diffable"] {
            XCTAssertNoThrow(try validate(outlineSpec(root: Self.tableView + " \"target\": \"\(target)\",")), target)
        }
    }

    func testAChildKindTheOutlineSectionDoesNotAllow() {
        assertDiagnostic(
            outlineSpec(sections: [#"{ "name": "folders", "outline": true, "items": ‸["Folder"] }"#]),
            "the outline section \"folders\" can show \"Card\" as a child of \"Folder\", but its \"items\" do not allow \"Card\"",
            path: "sections[0].items",
            suggestion: "add \"Card\" to the section's \"items\", or remove it from the children of \"Folder\"")
    }

    func testAKindReachedThroughAnotherKindsChildrenMustBeAllowedToo() {
        // Folder holds Group, Group holds Card: Card is two levels down.
        let items = [
            Self.cardItem,
            #"{ "name": "Folder", "fields": [], "children": ["Group"] }"#,
            #"{ "name": "Group", "identity": "id", "fields": [ { "name": "id", "type": "Int" } ], "children": ["Card"] }"#,
        ]
        assertDiagnostic(
            outlineSpec(items: items, sections: [#"{ "name": "folders", "outline": true, "items": ‸["Folder", "Group"] }"#]),
            "the outline section \"folders\" can show \"Card\" as a child of \"Group\", but its \"items\" do not allow \"Card\"",
            path: "sections[0].items",
            suggestion: "add \"Card\" to the section's \"items\", or remove it from the children of \"Group\"")
        XCTAssertNoThrow(try validate(outlineSpec(
            items: items, sections: [#"{ "name": "folders", "outline": true, "items": ["Folder", "Group", "Card"] }"#])))
    }

    func testAFlatSectionMayHoldAKindWithChildrenAlone() throws {
        // A flat section shows a folder as one row; the outline section still allows everything.
        let spec = try validate(outlineSpec(sections: [Self.foldersSection, #"{ "name": "pinned", "items": ["Folder"] }"#]))
        XCTAssertEqual(spec.warnings, [])
    }

    func testAnOutlineSectionWithoutChildrenWarns() throws {
        let spec = try validate(minimalSpec(
            root: Self.tableView, sections: [#"{ "name": "feed", "outline": true, "items": ["Card"] }"#]))
        XCTAssertEqual(spec.warnings.map(\.message), ["the outline section \"feed\" shows a flat list: none of its kinds has \"children\""])
        XCTAssertEqual(spec.warnings.map(\.location?.jsonPath), ["sections[0].outline"])
        XCTAssertEqual(spec.warnings.map(\.suggestion), ["give a kind of the section \"children\", or remove \"outline\""])
    }

    func testChildrenNoOutlineSectionShowsWarn() throws {
        let spec = try validate(outlineSpec(sections: [#"{ "name": "folders", "items": ["Folder", "Card"] }"#]))
        XCTAssertEqual(spec.warnings.map(\.message), ["\"Folder\" has \"children\", but no outline section allows it, so no row shows them"])
        XCTAssertEqual(spec.warnings.map(\.location?.jsonPath), ["items[1].children"])
        XCTAssertEqual(spec.warnings.map(\.suggestion), ["allow \"Folder\" in a section with \"outline\": true, or remove \"children\""])
    }
}
