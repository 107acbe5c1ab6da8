@testable import ItemizeGenerator
import XCTest

/// An item's `actions`, `selectable` and `movable` (docs/row-behaviour.md).
extension ValidateSpecTests {
    private func behaviourSpec(_ keys: String) -> String {
        minimalSpec(items: [
            #"{ "name": "Card", "identity": "id", "fields": [ { "name": "id", "type": "String" } ], \#(keys) }"#,
        ])
    }

    func testActionsSelectionAndMovesAreReadWithTheirDefaults() throws {
        let spec = try validate(behaviourSpec(#"""
            "actions": {
              "trailingSwipe": [ { "name": "delete", "title": "Delete", "image": "trash", "style": "destructive" },
                                 { "name": "archive", "title": "Archive" } ],
              "contextMenu": [ { "name": "delete", "title": "Delete" } ] },
            "selectable": true, "movable": true
            """#))
        let behaviour = try XCTUnwrap(spec.items.first?.behaviour)
        XCTAssertEqual(behaviour.actions[.trailingSwipe], [
            ValidatedSpec.Action(name: "delete", title: "Delete", image: "trash", style: .destructive),
            ValidatedSpec.Action(name: "archive", title: "Archive", image: nil, style: .normal),
        ])
        XCTAssertEqual(behaviour.actions[.contextMenu]?.map(\.name), ["delete"])
        XCTAssertNil(behaviour.actions[.leadingSwipe])
        XCTAssertEqual(behaviour.selection, .handled)
        XCTAssertTrue(behaviour.isMovable)
        XCTAssertTrue(behaviour.isDeletable)
        XCTAssertTrue(behaviour.hasHandlers)

        let plain = try XCTUnwrap(validate(minimalSpec()).items.first?.behaviour)
        XCTAssertEqual(plain, ValidatedSpec.Behaviour())
        XCTAssertEqual(plain.selection, .unspecified)
        XCTAssertFalse(plain.isMovable)
        XCTAssertFalse(plain.hasHandlers)
        let unselectable = try validate(behaviourSpec(#""selectable": false"#)).items.first?.behaviour
        XCTAssertEqual(unselectable?.selection, .disabled)
        XCTAssertEqual(unselectable?.hasHandlers, false)
        XCTAssertEqual(try validate(behaviourSpec(#""deletable": false"#)).items.first?.behaviour.isDeletable, false)
    }

    func testAnUnknownPlaceOrActionKeyIsRefusedWithTheKeyItMeans() {
        assertDiagnostic(
            behaviourSpec(#""actions": { ‸"trailingSwip": [ { "name": "delete", "title": "Delete" } ] }"#),
            "unknown key \"trailingSwip\"", path: "items[0].actions.trailingSwip",
            suggestion: "did you mean \"trailingSwipe\"?")
        assertDiagnostic(
            behaviourSpec(#""actions": { "contextMenu": [ { "name": "delete", "title": "Delete", ‸"imag": "trash" } ] }"#),
            "unknown key \"imag\"", path: "items[0].actions.contextMenu[0].imag", suggestion: "did you mean \"image\"?")
        // A word of the place's name, too far to be a typo, still finds it.
        assertDiagnostic(
            behaviourSpec(#""actions": { ‸"leading": [ { "name": "read", "title": "Read" } ] }"#),
            "unknown key \"leading\"", path: "items[0].actions.leading", suggestion: "did you mean \"leadingSwipe\"?")
    }

    func testAPlaceIsANonEmptyListOfActionObjects() {
        assertDiagnostic(
            behaviourSpec(#""actions": { "leadingSwipe": ‸[] }"#),
            "\"leadingSwipe\" is empty; remove it for a kind without leading swipe actions",
            path: "items[0].actions.leadingSwipe")
        assertDiagnostic(
            behaviourSpec(#""actions": { "contextMenu": [ ‸"delete" ] }"#),
            "expected an object for an action, found a string", path: "items[0].actions.contextMenu[0]")
        assertDiagnostic(
            behaviourSpec(#""actions": ‸[]"#), "expected an object for \"actions\", found an array", path: "items[0].actions")
    }

    func testAnActionNeedsANameThatIsAnIdentifierAndATitle() {
        assertDiagnostic(
            behaviourSpec(#""actions": { "trailingSwipe": [ ‸{ "title": "Delete" } ] }"#),
            "missing required key \"name\"; an action needs the name of its handler, such as \"archive\"",
            path: "items[0].actions.trailingSwipe[0]")
        assertDiagnostic(
            behaviourSpec(#""actions": { "trailingSwipe": [ ‸{ "name": "delete" } ] }"#),
            "missing required key \"title\"; an action needs the title its button shows",
            path: "items[0].actions.trailingSwipe[0]")
        assertDiagnostic(
            behaviourSpec(#""actions": { "trailingSwipe": [ { "name": ‸"mark read", "title": "Read" } ] }"#),
            "\"mark read\" is not a valid action name; use letters, digits and underscores, not starting with a digit",
            path: "items[0].actions.trailingSwipe[0].name")
        assertDiagnostic(
            behaviourSpec(#""actions": { "trailingSwipe": [ { "name": "delete", "title": ‸"" } ] }"#),
            "an action's \"title\" is empty", path: "items[0].actions.trailingSwipe[0].title",
            suggestion: "write the title its button shows")
        assertDiagnostic(
            behaviourSpec(#""actions": { "trailingSwipe": [ { "name": "delete", "title": "Delete", "image": ‸"" } ] }"#),
            "an action's \"image\" is empty", path: "items[0].actions.trailingSwipe[0].image",
            suggestion: "name an SF Symbol, or remove \"image\" for an action without one")
    }

    func testAnActionIsListedOncePerPlaceAndSelectIsTheSelectionHandler() {
        assertDiagnostic(
            behaviourSpec(#"""
                "actions": { "trailingSwipe": [ { "name": "delete", "title": "Delete" }, ‸{ "name": "delete", "title": "Remove" } ] }
                """#),
            "the action \"delete\" is listed twice in \"trailingSwipe\"", path: "items[0].actions.trailingSwipe[1]",
            suggestion: "remove one, or give it another name")
        assertDiagnostic(
            behaviourSpec(#""actions": { "contextMenu": [ ‸{ "name": "select", "title": "Open" } ] }, "selectable": true"#),
            "\"select\" is the handler \"selectable\": true declares for the kind", path: "items[0].actions.contextMenu[0]",
            suggestion: "give the action another name")
    }

    func testAnUnknownStyleOrAFlagOfAnotherTypeIsRefused() {
        assertDiagnostic(
            behaviourSpec(#""actions": { "trailingSwipe": [ { "name": "delete", "title": "Delete", "style": ‸"destructiv" } ] }"#),
            "unknown style \"destructiv\"; use \"normal\", \"destructive\" or \"caution\"",
            path: "items[0].actions.trailingSwipe[0].style", suggestion: "did you mean \"destructive\"?")
        assertDiagnostic(
            behaviourSpec(#""movable": ‸"yes""#), "expected true or false for \"movable\", found a string",
            path: "items[0].movable")
        assertDiagnostic(
            behaviourSpec(#""deletable": ‸0"#), "expected true or false for \"deletable\", found a number",
            path: "items[0].deletable")
    }
}

extension ValidateSpecTests {
    func testAKindsHandlersMustNotTakeTheNameOfAnotherItem() {
        assertDiagnostic(
            minimalSpec(items: [
                #"{ "name": ‸"Card", "identity": "id", "fields": [ { "name": "id", "type": "String" } ], "selectable": true }"#,
                #"{ "name": "CardActions", "identity": "id", "fields": [ { "name": "id", "type": "String" } ] }"#,
            ], sections: [#"{ "name": "feed", "items": ["Card", "CardActions"] }"#]),
            "the actions of \"Card\" are generated as \"CardActions\", the name of another item",
            path: "items[0].name", suggestion: "set \"case\" to choose another case name, or rename the item")
    }
}
