@testable import ItemizeGenerator
import XCTest

/// An item's `content`: a row UIKit draws from the item's fields, without a
/// cell class.
extension ValidateSpecTests {
    private static func row(_ content: String, cell: String = "") -> String {
        #"{ "name": "Row", "identity": "key", "fields": [ { "name": "key", "type": "String" }, "#
            + #"{ "name": "title", "type": "String" }, { "name": "detail", "type": "String?" }, "#
            + #"{ "name": "count", "type": "Int" }, { "name": "isOn", "type": "Bool" } ]\#(cell), "content": \#(content) }"#
    }

    private func contentSpec(_ content: String, cell: String = "", views: String = #"["table"]"#) -> String {
        minimalSpec(root: #""views": \#(views),"#, items: [Self.row(content, cell: cell)], sections: [#"{ "name": "feed", "items": ["Row"] }"#])
    }

    func testContentNamesTheFieldsARowShows() throws {
        let spec = try validate(contentSpec(
            #"{ "text": "title", "secondaryText": "detail", "image": "detail", "accessories": ["disclosureIndicator", "checkmark"], "style": "value" }"#,
            views: #"["collection"]"#))
        let content = try XCTUnwrap(spec.items.first?.listContent)
        XCTAssertEqual(content.text, ValidatedSpec.Field(name: "title", type: "String"))
        XCTAssertEqual(content.secondaryText, ValidatedSpec.Field(name: "detail", type: "String?"))
        XCTAssertEqual(content.image?.name, "detail")
        XCTAssertNil(content.toggle)
        XCTAssertEqual(content.accessories, [.disclosureIndicator, .checkmark])
        XCTAssertEqual(content.style, .value)
        let toggle = try validate(contentSpec(#"{ "text": "title", "toggle": "isOn" }"#))
        XCTAssertEqual(toggle.items.first?.listContent?.toggle?.name, "isOn")
        XCTAssertEqual(toggle.items.first?.listContent?.style, .cell)
        XCTAssertNil(try validate(minimalSpec()).items.first?.listContent)
    }

    func testAnUnknownContentKeyIsRefusedWithTheKeyItMeans() {
        assertDiagnostic(
            contentSpec(#"{ "text": "title", ‸"secondaryTxt": "detail" }"#), "unknown key \"secondaryTxt\"",
            path: "items[0].content.secondaryTxt", suggestion: "did you mean \"secondaryText\"?")
    }

    func testContentMustBeAnObjectWithText() {
        assertDiagnostic(
            contentSpec(#"‸"title""#), "expected an object for \"content\", found a string", path: "items[0].content")
        assertDiagnostic(
            contentSpec(#"‸{ "secondaryText": "detail" }"#),
            "missing required key \"text\" in \"content\"; name the String field the row shows", path: "items[0].content")
    }

    func testAContentFieldMustBeAFieldOfTheItem() {
        assertDiagnostic(
            contentSpec(#"{ "text": ‸"titel" }"#), "\"text\" names no field of the item: \"titel\"",
            path: "items[0].content.text", suggestion: "did you mean \"title\"?")
    }

    func testTextMustBeAStringAndAToggleABool() {
        assertDiagnostic(
            contentSpec(#"{ "text": ‸"count" }"#),
            "\"text\" needs a field of type \"String\" or \"String?\", and \"count\" is Int",
            path: "items[0].content.text", suggestion: "add a String field that formats it, and name that")
        assertDiagnostic(
            contentSpec(#"{ "text": "title", "image": ‸"isOn" }"#),
            "\"image\" needs a field of type \"String\" or \"String?\", and \"isOn\" is Bool",
            path: "items[0].content.image", suggestion: "add a String field that formats it, and name that")
        assertDiagnostic(
            contentSpec(#"{ "text": "title", "toggle": ‸"title" }"#),
            "\"toggle\" needs a field of type \"Bool\", and \"title\" is String",
            path: "items[0].content.toggle", suggestion: "name a Bool field")
    }

    func testAccessoriesAndStyleAreOfTheFewUIKitHas() {
        assertDiagnostic(
            contentSpec(#"{ "text": "title", "accessories": [‸"disclosureIndicater"] }"#),
            "unknown accessory \"disclosureIndicater\"; use \"disclosureIndicator\" or \"checkmark\"",
            path: "items[0].content.accessories[0]", suggestion: "did you mean \"disclosureIndicator\"?")
        assertDiagnostic(
            contentSpec(#"{ "text": "title", "accessories": ["checkmark", ‸"checkmark"] }"#, views: #"["collection"]"#),
            "duplicate accessory \"checkmark\"", path: "items[0].content.accessories[1]")
        assertDiagnostic(
            contentSpec(#"{ "text": "title", ‸"accessories": ["checkmark", "disclosureIndicator"] }"#),
            "a table row shows one accessory, and this spec's views include a table", path: "items[0].content.accessories",
            suggestion: "keep one accessory, or set \"views\": [\"collection\"]")
        assertDiagnostic(
            contentSpec(#"{ "text": "title", "toggle": "isOn", ‸"accessories": ["checkmark"] }"#),
            "a row with a \"toggle\" shows its switch as its accessory, and has no other",
            path: "items[0].content.accessories", suggestion: "remove \"accessories\", or the toggle")
        assertDiagnostic(
            contentSpec(#"{ "text": "title", "style": ‸"subtitles" }"#),
            "unknown style \"subtitles\"; use \"cell\", \"value\" or \"subtitle\"",
            path: "items[0].content.style", suggestion: "did you mean \"subtitle\"?")
    }

    func testAKindHasACellClassOrContentNotBoth() {
        assertDiagnostic(
            minimalSpec(
                root: #""views": ["table"],"#,
                items: [#"{ "name": "Row", "identity": "key", "fields": [ { "name": "key", "type": "String" } ], "cell": "RowCell", ‸"content": { "text": "key" } }"#],
                sections: [#"{ "name": "feed", "items": ["Row"] }"#]),
            "a kind is drawn by its cell class or by its content, not both", path: "items[0].content",
            suggestion: "remove \"content\", or the cell class")
    }

    func testContentNeedsTheFieldsOfAGeneratedItem() {
        assertDiagnostic(
            minimalSpec(
                items: [#"{ "name": "Ad", "external": true, "identityType": "Int", ‸"content": { "text": "title" } }"#],
                sections: [#"{ "name": "feed", "items": ["Ad"] }"#]),
            "\"content\" names fields of the item, and an external item's fields are not in the spec", path: "items[0].content",
            suggestion: "give the kind a cell class, or list its fields instead of \"external\"")
        assertDiagnostic(
            minimalSpec(
                items: [#"{ "name": "Divider", "fields": [], ‸"content": { "text": "title" } }"#],
                sections: [#"{ "name": "feed", "items": ["Divider"] }"#]),
            "\"content\" names fields of the item, and this kind has none", path: "items[0].content",
            suggestion: "add a String field for the row's text")
    }

    func testTheSwitchClosureOfARowIsNoOtherCase() {
        let toggle = #"{ "name": "Wifi", "case": ‸"wifi", "identity": "key", "fields": [ { "name": "key", "type": "String" }, "#
            + #"{ "name": "isOn", "type": "Bool" } ], "content": { "text": "key", "toggle": "isOn" } }"#
        let other = #"{ "name": "Changed", "case": "wifiChanged", "identity": "key", "fields": [ { "name": "key", "type": "String" } ] }"#
        assertDiagnostic(
            minimalSpec(root: #""views": ["table"],"#, items: [toggle, other], sections: [#"{ "name": "feed", "items": ["Wifi", "Changed"] }"#]),
            "the case name \"wifiChanged\" of \"Changed\" is also the closure the cell helpers declare for the switch of \"Wifi\"",
            path: "items[0].case", suggestion: "set \"case\" on one of them to choose another case name")
    }

    func testNamesTheListContentCodeDeclaresOrUsesAreRefused() {
        assertDiagnostic(
            minimalSpec(items: [Self.cardItem, #"{ "name": ‸"Value1StyleCell", "identity": "id", "fields": [ { "name": "id", "type": "String" } ] }"#],
                        sections: [#"{ "name": "feed", "items": ["Card", "Value1StyleCell"] }"#]),
            "\"Value1StyleCell\" is a name the generated code uses for the table cell of the value1 style it declares inside the cell helpers for list content",
            path: "items[1].name", suggestion: "choose another name", allowingMore: true)
    }
}
