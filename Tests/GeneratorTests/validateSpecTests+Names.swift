@testable import ItemizeGenerator
import XCTest

/// The naming rules validation relies on, checked directly.
extension ValidateSpecTests {
    func testLowerCamelCase() {
        let expected = [
            "Card": "card", "URLPreview": "urlPreview", "HTTPSLink": "httpsLink", "ID": "id", "A": "a",
            "Card2": "card2", "URL2Preview": "url2Preview", "already": "already", "_Private": "_private",
            "IDs": "iDs", "iPhone": "iPhone",
        ]
        for (name, caseName) in expected {
            XCTAssertEqual(lowerCamelCase(name), caseName, name)
        }
    }

    func testSuggestionsFindTyposButNotUnrelatedNames() {
        let keys = ["name", "fields", "identity", "external", "identityType", "cell", "case"]
        XCTAssertEqual(suggestName(for: "idenity", among: keys), "identity")
        XCTAssertEqual(suggestName(for: "identitytype", among: keys), "identityType")
        XCTAssertEqual(suggestName(for: "feilds", among: keys), "fields")
        XCTAssertEqual(suggestName(for: "nmae", among: keys), "name")
        XCTAssertEqual(suggestName(for: "cels", among: keys), "cell")
        XCTAssertNil(suggestName(for: "colour", among: keys))
        XCTAssertNil(suggestName(for: "x", among: keys))
        XCTAssertNil(suggestName(for: "", among: []))
    }

    func testKeywordsNeedingBackticks() {
        for keyword in ["class", "default", "self", "Self", "init", "case", "in", "Any", "_", "true", "protocol"] {
            XCTAssertTrue(isSwiftKeyword(keyword), keyword)
        }
        for identifier in ["title", "get", "set", "async", "some", "Type", "kind", "Default"] {
            XCTAssertFalse(isSwiftKeyword(identifier), identifier)
        }
    }

    func testTypeTextAcceptsWhatSpecsWrite() {
        for type in ["String", "URL?", "[String]", "[String: Int]", "Set<Int>", "Result<Int, any Error>",
                     "(Int, String)", "Foundation.Date", "Int!", "[[Int]?]", "any Hashable & Sendable"] {
            XCTAssertNil(typeTextProblem(type), type)
        }
        XCTAssertEqual(typeTextProblem("Int\u{7}"), "the type \"Int\u{7}\" contains U+0007, which cannot appear in a Swift type")
        XCTAssertEqual(typeTextProblem("Café"), "the type \"Café\" contains U+00E9, which cannot appear in a Swift type")
        XCTAssertEqual(typeTextProblem(""), "the type is empty")
    }

    func testQualifiedNames() {
        XCTAssertTrue(isQualifiedName("CardCell"))
        XCTAssertTrue(isQualifiedName("FeedUI.CardCell"))
        XCTAssertFalse(isQualifiedName("FeedUI..CardCell"))
        XCTAssertFalse(isQualifiedName(".CardCell"))
        XCTAssertFalse(isQualifiedName("Feed.class"))
        XCTAssertFalse(isQualifiedName(""))
    }
}
