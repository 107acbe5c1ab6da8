@testable import ItemizeGenerator
import XCTest

/// An item's own `accessibilityIdentifier` (docs/row-behaviour.md): every
/// identity field named, and no two kinds whose identifiers can meet.
extension ValidateSpecTests {
    private static let mail =
        #"{ "name": "Mail", "identity": "id", "fields": [ { "name": "id", "type": "Int" } ], IDENTIFIER }"#
    private static let banner = #"""
        { "name": "Banner", "identity": ["campaign", "slot"],
          "fields": [ { "name": "campaign", "type": "String" }, { "name": "slot", "type": "Int" } ] }
        """#

    private func identifierSpec(_ identifier: String, items: [String] = []) -> String {
        minimalSpec(
            items: [Self.mail.replacingOccurrences(of: "IDENTIFIER", with: identifier)] + items,
            sections: [#"{ "name": "feed", "items": ["Mail"] }"#])
    }

    func testAnIdentifierOfTheSpecsOwnIsReadAsTextAndPlaceholders() throws {
        let spec = try validate(identifierSpec(#""accessibilityIdentifier": "message-{id}""#))
        XCTAssertEqual(spec.items.first?.behaviour.accessibilityIdentifier, [.literal("message-"), .placeholder("id")])
        let fixed = try validate(minimalSpec(items: [
            #"{ "name": "Spinner", "fields": [], "accessibilityIdentifier": "loading" }"#,
        ], sections: [#"{ "name": "feed", "items": ["Spinner"] }"#]))
        XCTAssertEqual(fixed.items.first?.behaviour.accessibilityIdentifier, [.literal("loading")])
        let external = try validate(minimalSpec(items: [
            #"{ "name": "Ad", "external": true, "identityType": "Int", "accessibilityIdentifier": "ad/{identity}" }"#,
        ], sections: [#"{ "name": "feed", "items": ["Ad"] }"#]))
        XCTAssertEqual(external.items.first?.behaviour.accessibilityIdentifier, [.literal("ad/"), .placeholder("identity")])
    }

    func testAPlaceholderMustNameAFieldOfTheIdentity() {
        assertDiagnostic(
            identifierSpec(#""accessibilityIdentifier": "mail-‸{ID}""#),
            "\"accessibilityIdentifier\" names {ID}, which is not a field of the item's identity; its identity has {id}",
            path: "items[0].accessibilityIdentifier", suggestion: "did you mean {id}?")
        assertDiagnostic(
            minimalSpec(items: [#"{ "name": "Spinner", "fields": [], "accessibilityIdentifier": "spin‸{id}" }"#],
                        sections: [#"{ "name": "feed", "items": ["Spinner"] }"#]),
            "\"accessibilityIdentifier\" names {id}, which is not a field of the item's identity; "
                + "the item has no data: its identifier is a fixed text",
            path: "items[0].accessibilityIdentifier")
        assertDiagnostic(
            identifierSpec(#""accessibilityIdentifier": "mail-‸{id""#),
            "\"accessibilityIdentifier\" has a \"{\" that is never closed; write \"{{\" for a literal brace",
            path: "items[0].accessibilityIdentifier")
    }

    func testAnIdentifierThatLeavesOutAnIdentityFieldOrIsEmptyIsRefused() {
        assertDiagnostic(
            identifierSpec(#""accessibilityIdentifier": ‸"mail""#),
            "\"accessibilityIdentifier\" leaves out {id}, so two rows of \"Mail\" could share an identifier",
            path: "items[0].accessibilityIdentifier", suggestion: "name every field of the identity, as in \"{id}\"")
        assertDiagnostic(
            minimalSpec(items: [Self.banner.replacingOccurrences(
                of: "] }", with: #"], "accessibilityIdentifier": ‸"banner-{slot}" }"#)],
                        sections: [#"{ "name": "feed", "items": ["Banner"] }"#]),
            "\"accessibilityIdentifier\" leaves out {campaign}, so two rows of \"Banner\" could share an identifier",
            path: "items[0].accessibilityIdentifier",
            suggestion: "name every field of the identity, as in \"{campaign}.{slot}\"")
        assertDiagnostic(
            identifierSpec(#""accessibilityIdentifier": ‸"""#),
            "\"accessibilityIdentifier\" is empty", path: "items[0].accessibilityIdentifier",
            suggestion: "write the text UI tests find the rows by, such as \"{id}\", or remove it for the default")
    }

    func testTwoPlaceholdersWithNothingBetweenThemAreRefused() {
        assertDiagnostic(
            minimalSpec(items: [Self.banner.replacingOccurrences(
                of: "] }", with: #"], "accessibilityIdentifier": ‸"banner-{campaign}{slot}" }"#)],
                        sections: [#"{ "name": "feed", "items": ["Banner"] }"#]),
            "\"accessibilityIdentifier\" has {campaign} right before {slot}, so two rows of \"Banner\" could share "
                + "an identifier (\"ab\" + \"c\" and \"a\" + \"bc\")",
            path: "items[0].accessibilityIdentifier", suggestion: "put a text between them, as in \"{campaign}.{slot}\"")
    }

    func testTwoKindsWhoseIdentifiersCanMeetAreRefusedAtTheOneOfTheSpecsOwn() {
        // "b{id}" can be "banner.…" (an id "anner.x.1" is not an Int, but
        // the rule does not read types): refused at Mail, the spec's own.
        assertDiagnostic(
            identifierSpec(#""accessibilityIdentifier": ‸"b{id}""#, items: [Self.banner]),
            "the accessibility identifiers of \"Mail\" (\"b…\") can equal those of \"Banner\" (\"banner.…\")",
            path: "items[0].accessibilityIdentifier",
            suggestion: "start each kind's identifiers with a text no other kind's start with, such as its case name")
        // A fixed identifier equal to another kind's start.
        assertDiagnostic(
            identifierSpec(#""accessibilityIdentifier": "row-{id}""#, items: [
                #"{ "name": "Spinner", "fields": [], "accessibilityIdentifier": ‸"row-1" }"#,
            ]),
            "the accessibility identifiers of \"Spinner\" (\"row-1\") can equal those of \"Mail\" (\"row-…\")",
            path: "items[1].accessibilityIdentifier",
            suggestion: "start each kind's identifiers with a text no other kind's start with, such as its case name")
        // Starts apart, and a fixed text no open one begins: accepted.
        XCTAssertNoThrow(try validate(identifierSpec(#""accessibilityIdentifier": "mail-{id}""#, items: [
            Self.banner.replacingOccurrences(of: "] }", with: #"], "accessibilityIdentifier": "ad-{campaign}-{slot}" }"#),
            #"{ "name": "Spinner", "fields": [], "accessibilityIdentifier": "mai" }"#,
        ])))
    }
}
