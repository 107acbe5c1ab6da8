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

    /// Case names of names outside ASCII go by Characters, whatever their
    /// scalars: a decomposed `É` is one capital, a titlecase `ǅ` none, and
    /// a capital whose lowercase is longer (`İ`) keeps its whole mapping.
    func testLowerCamelCaseOfNamesOutsideASCII() {
        // Pairs, not a dictionary: the decomposed and the precomposed `É`
        // are equal Strings. Scalars are compared, which String's `==` does not.
        let expected = [
            ("E\u{301}clair", "e\u{301}clair"), ("\u{C9}clair", "\u{E9}clair"),
            ("E\u{301}COLEPrimaire", "e\u{301}colePrimaire"), ("A\u{308}B", "a\u{308}b"),
            ("URL\u{DC}bersicht", "url\u{DC}bersicht"), ("_Caf\u{E9}", "_caf\u{E9}"), ("__\u{C5}B", "__\u{E5}b"),
            ("\u{1C5}ungla", "\u{1C5}ungla"), ("\u{130}stanbul", "i\u{307}stanbul"),
            ("\u{FF21}\u{FF22}\u{FF23}def", "\u{FF41}\u{FF42}\u{FF23}def"), ("\u{216B}x", "\u{217B}x"), ("\u{DF}e", "\u{DF}e"),
            ("\u{1F600}Card", "\u{1F600}Card"), ("\u{30E1}\u{30CB}\u{30E5}\u{30FC}Cell", "\u{30E1}\u{30CB}\u{30E5}\u{30FC}Cell"),
        ]
        for (name, caseName) in expected {
            XCTAssertEqual(Array(lowerCamelCase(name).unicodeScalars), Array(caseName.unicodeScalars), name.debugDescription)
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

    func testMembersAreEscapedWhereSwiftcReadsThemAsSomethingElse() {
        for name in ["default", "self", "init", "open", "get", "set", "willSet", "didSet", "Type", "Protocol"] {
            XCTAssertEqual(escapedIdentifier(name), "`\(name)`", name)
        }
        for name in ["title", "async", "some", "Kind", "value", "type", "protocol_"] {
            XCTAssertEqual(escapedIdentifier(name), name, name)
        }
    }

    func testTypeNamesFollowSwiftcsReadingOfKeywords() {
        // Written without backticks, these three are names to swiftc 6.3.
        for name in ["open", "borrowing", "consuming"] {
            XCTAssertNil(typeNameProblem(name), name)
        }
        for name in ["nonisolated", "class", "self", "inout", "Any"] {
            XCTAssertNotNil(typeNameProblem(name), name)
        }
    }

    func testTypeTextAcceptsWhatSpecsWrite() {
        for type in ["String", "URL?", "[String]", "[String: Int]", "Set<Int>", "Result<Int, MyError>",
                     "(Int)", "Foundation.Date", "Int!", "[[Int]?]", "MyModule.Error", "Array<Int>.Index"] {
            XCTAssertNil(typeTextProblem(type), type)
        }
        XCTAssertEqual(
            typeTextProblem("Int\u{7}")?.message, "the type \"Int\u{7}\" contains U+0007, which cannot appear in a Swift type"
        )
        // Letters of every script are part of names; other symbols are not.
        for type in ["Café", "[Größe]", "メニュー?", "[String: Ωmega]"] {
            XCTAssertNil(typeTextProblem(type), type)
        }
        XCTAssertEqual(
            typeTextProblem("Int→Int")?.message, "the type \"Int→Int\" contains U+2192, which cannot appear in a Swift type"
        )
        XCTAssertEqual(typeTextProblem("")?.message, "the type is empty")
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
        // Each end of the grammar's ranges, and a scalar just outside.
        for name in ["A", "Z", "_", "a", "z", "\u{A8}", "\u{167F}", "\u{1681}", "\u{EFFFD}", "x\u{FE2F}"] {
            XCTAssertTrue(isSwiftIdentifier(name), name.debugDescription)
        }
        for name in ["@", "[", "`", "{", "\u{A7}", "\u{1680}", "\u{EFFFE}", "x\u{FE30}\u{FE45}", "\u{10FFFF}"] {
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
        XCTAssertTrue(isQualifiedName("Caf\u{E9}.\u{30E1}\u{30CB}\u{30E5}\u{30FC}"))
        XCTAssertTrue(isQualifiedName("e\u{301}.x"))
        XCTAssertFalse(isQualifiedName("\u{3A9}mega.self"))
        XCTAssertFalse(isQualifiedName("Feed.Cell."))
        // A dot that is part of a larger Character does not split the name:
        // after a prepended mark, or before a combining mark or a joiner.
        XCTAssertFalse(isQualifiedName("A\u{600}.B"))
        XCTAssertFalse(isQualifiedName("A.\u{301}B"))
        XCTAssertFalse(isQualifiedName("A.\u{200D}B"))
    }
}
