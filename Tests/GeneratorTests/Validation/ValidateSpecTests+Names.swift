@testable import ItemizeGenerator
import XCTest

/// The naming rules validation relies on, checked directly.
extension ValidateSpecTests {
    func testLowerCamelCase() {
        let expected = [
            "Card": "card", "URLPreview": "urlPreview", "HTTPSLink": "httpsLink", "ID": "id", "A": "a",
            "Card2": "card2", "URL2Preview": "url2Preview", "already": "already", "_Private": "_private",
            "IDs": "iDs", "iPhone": "iPhone",
            // Letters outside ASCII follow the same rule; a name whose first
            // letter has no case is kept.
            "Café": "café", "Größe": "größe", "ÜBERBlick": "überBlick", "メニュー": "メニュー", "Ωmega": "ωmega",
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
        // Letters of every script are part of names; other symbols are not.
        for type in ["Café", "[Größe]", "メニュー?", "[String: Ωmega]"] {
            XCTAssertNil(typeTextProblem(type), type)
        }
        XCTAssertEqual(typeTextProblem("Int→Int"), "the type \"Int→Int\" contains U+2192, which cannot appear in a Swift type")
        XCTAssertEqual(typeTextProblem(""), "the type is empty")
    }

    /// Identifiers as The Swift Programming Language's Lexical Structure
    /// defines them: letters of any script, digits after the first
    /// character, combining marks after a letter.
    func testIdentifiersFollowTheSwiftGrammar() {
        for name in ["Café", "größe", "メニュー", "_x", "x1", "e\u{301}", "日本語", "Ωmega", "x\u{200D}y", "😀", "ǅ"] {
            XCTAssertTrue(isSwiftIdentifier(name), name.debugDescription)
        }
        for name in ["", "1x", "\u{301}e", "a-b", "a b", "a.b", "a→b", "x\u{FFFD}", "©", "a\u{0}b", "$0", "`x`"] {
            XCTAssertFalse(isSwiftIdentifier(name), name.debugDescription)
        }
    }

    func testQualifiedNames() {
        XCTAssertTrue(isQualifiedName("CardCell"))
        XCTAssertTrue(isQualifiedName("FeedUI.CardCell"))
        XCTAssertFalse(isQualifiedName("FeedUI..CardCell"))
        XCTAssertFalse(isQualifiedName(".CardCell"))
        XCTAssertFalse(isQualifiedName("Feed.class"))
        XCTAssertFalse(isQualifiedName(""))
        XCTAssertTrue(isQualifiedName("Menü.KarteCell"))
    }
}
