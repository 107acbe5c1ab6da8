import ItemizeRuntime
import XCTest

/// Uses the committed reference outputs of Tests/GeneratorTests/Fixtures.
final class FixtureTests: XCTestCase {
    func testMinimalSpecDefaults() {
        let note = Row.note(Note(id: 7))
        XCTAssertEqual(note.identity, .note(7))
        XCTAssertEqual(Row.Kind.allCases, [.note])
        XCTAssertEqual(Row.Kind.note.reuseIdentifier, "Note")
        XCTAssertNil(RowSection.main.header)
        XCTAssertNil(RowSection.main.footer)
        XCTAssertEqual(RowSectionModel(model: .main, items: [note]).items, [note])
    }

    func testKeywordsAreEscapedAndUsable() {
        let item = Default(class: "a", for: 1, in: ["x": 1])
        XCTAssertEqual(item.identity, Default.Identity(class: "a", for: 1))
        let wrapped = KeywordItem.default(item)
        XCTAssertEqual(wrapped.default, item)
        XCTAssertEqual(wrapped.kind, .default)
        XCTAssertEqual(KeywordItem.Kind.default.rawValue, "default")
        let repeated = KeywordItem.repeat(Repeat(return: 3))
        XCTAssertEqual(repeated.identity, .repeat(3))
        XCTAssertNil(repeated.repeat?.where)
        XCTAssertEqual(KeywordItem.Kind.repeat.reuseIdentifier, "RepeatCell")
    }

    func testAnIdentifierOfTheSpecsOwnShowsEachIdentityFieldAndIsEscapedExactly() {
        let item = KeywordItem.default(Default(class: "a", for: 1, in: [:]))
        XCTAssertEqual(item.accessibilityIdentifier, #"default "a" {1}"#)
        XCTAssertEqual(item.identity.accessibilityIdentifier, #"default "a" {1}"#)
        // The other kind keeps the default.
        XCTAssertEqual(KeywordItem.repeat(Repeat(return: 3)).accessibilityIdentifier, "repeat.3")
    }

    func testHeaderTextIsEscapedExactly() {
        XCTAssertEqual(KeywordSection.default.header, "Say \"hi\" \\ then\nwave 👋")
        XCTAssertEqual(KeywordSection.switch(1).footer, "Tab\there")
        XCTAssertEqual(KeywordSection.switch(1).allowedKinds, [.repeat])
    }
}
