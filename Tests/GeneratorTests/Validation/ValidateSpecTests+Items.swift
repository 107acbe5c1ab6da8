@testable import ItemizeGenerator
import XCTest

/// One test per diagnostic about items, their fields and identities.
extension ValidateSpecTests {
    func assertItemDiagnostic(
        _ item: String, _ message: String, path: String, suggestion: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        assertDiagnostic(
            minimalSpec(items: [Self.cardItem, item]), message, path: path, suggestion: suggestion, file: file, line: line
        )
    }

    // MARK: - The item object and its name

    func testItemThatIsNotAnObject() {
        assertItemDiagnostic(#"‸"Banner""#, "expected an object for an item, found a string", path: "items[1]")
    }

    func testItemWithoutName() {
        assertItemDiagnostic(
            #"‸{ "external": true, "identityType": "Int" }"#,
            "missing required key \"name\"; an item needs a type name, such as \"Card\"", path: "items[1]"
        )
    }

    func testUnknownItemKeySuggestsTheClosestKey() {
        assertItemDiagnostic(
            #"{ "name": "Tag", "fields": [ { "name": "id", "type": "Int" } ], ‸"idenity": "id" }"#,
            "unknown key \"idenity\"", path: "items[1].idenity", suggestion: "did you mean \"identity\"?"
        )
    }

    /// A misspelt key is read as the key it suggests: what is wrong with
    /// its value is reported too, as it would be under the right key.
    func testAMisspeltKeysValueIsCheckedAsTheSuggestedKeys() {
        let diagnostics: [Diagnostic] = validationErrors(minimalSpec(items: [
            Self.cardItem,
            #"{ "name": "Ad", "external": true, "identityType": "Int", "idenity": "id" }"#,
            #"{ "name": "Tag", "identity": "id", "feilds": [ { "name": "1d", "type": "Int" } ] }"#,
        ]))
        XCTAssertEqual(diagnostics.map(\.message), [
            "unknown key \"idenity\"",
            "an external item has no \"identity\": the type is your own; give only its \"identityType\"",
            "\"identity\" names \"id\", which is not a field of \"Tag\"",
            "unknown key \"feilds\"",
            "\"1d\" is not a valid field name; use letters, digits and underscores, not starting with a digit",
        ])
        XCTAssertEqual(diagnostics.map(\.location?.jsonPath), [
            "items[1].idenity", "items[1].idenity", "items[2].identity", "items[2].feilds", "items[2].feilds[0].name",
        ])
        XCTAssertEqual(diagnostics[3].suggestion, "did you mean \"fields\"?")
    }

    func testDuplicateItemKey() {
        assertItemDiagnostic(
            #"{ "name": "Ad", "external": true, "identityType": "Int", ‸"external": true }"#,
            "duplicate key \"external\"", path: "items[1].external"
        )
    }

    func testItemNameOfTheWrongType() {
        assertItemDiagnostic(
            #"{ "name": ‸7, "external": true, "identityType": "Int" }"#,
            "expected a string for \"name\", found a number", path: "items[1].name"
        )
    }

    func testItemNameThatShadowsATypeTheGeneratedCodeUses() {
        assertItemDiagnostic(
            #"{ "name": ‸"String", "external": true, "identityType": "Int" }"#,
            "\"String\" cannot be a type name: the generated code uses \"String\" and would refer to this type instead",
            path: "items[1].name"
        )
    }

    func testItemNameThatIsNotAnIdentifier() {
        assertItemDiagnostic(
            #"{ "name": ‸"2Fast", "external": true, "identityType": "Int" }"#,
            "\"2Fast\" is not a valid type name; use letters, digits and underscores, not starting with a digit",
            path: "items[1].name"
        )
    }

    func testDuplicateItemName() {
        assertItemDiagnostic(
            #"{ "name": ‸"Card", "external": true, "identityType": "Int" }"#,
            "duplicate item name \"Card\"", path: "items[1].name"
        )
    }

    func testItemNamedLikeTheItemEnum() {
        assertItemDiagnostic(
            #"{ "name": ‸"FeedItem", "external": true, "identityType": "Int" }"#,
            "the item name \"FeedItem\" is also the name of the item enum", path: "items[1].name"
        )
    }

    func testItemNamedLikeTheSectionEnum() {
        assertItemDiagnostic(
            #"{ "name": ‸"FeedSection", "external": true, "identityType": "Int" }"#,
            "the item name \"FeedSection\" is also the name of the section enum", path: "items[1].name"
        )
    }

    func testItemNamedLikeTheSectionModel() {
        assertItemDiagnostic(
            #"{ "name": ‸"FeedSectionModel", "external": true, "identityType": "Int" }"#,
            "the item name \"FeedSectionModel\" is also the name of the section model typealias", path: "items[1].name"
        )
    }

    // MARK: - Case names

    func testCaseThatClashesWithAGeneratedMember() {
        assertItemDiagnostic(
            #"{ "name": "Ad", "case": ‸"kind", "external": true, "identityType": "Int" }"#,
            "\"kind\" cannot be a case name: it clashes with the generated member \"kind\"", path: "items[1].case"
        )
    }

    func testCaseThatBackticksCannotMakeLegal() {
        // What swiftc 6.3 refuses where the generated code writes a case
        // (KeywordNameTests type-checks the rest).
        let reasons = [
            "self": "`value.self` is the value itself, not a member",
            "Type": "`Kind.Type` names the metatype of `Kind`, not the case",
            "Protocol": "`Kind.Protocol` names a metatype, not the case",
            "Self": "a closure parameter of that name would hide the type `Self` in the cell helpers",
        ]
        for (name, reason) in reasons {
            assertItemDiagnostic(
                #"{ "name": "Ad", "case": ‸"\#(name)", "external": true, "identityType": "Int" }"#,
                "\"\(name)\" cannot be a case name, not even in backticks: \(reason)", path: "items[1].case"
            )
        }
    }

    func testCaseThatIsNotAnIdentifier() {
        assertItemDiagnostic(
            #"{ "name": "Ad", "case": ‸"an ad", "external": true, "identityType": "Int" }"#,
            "\"an ad\" is not a valid case name; use letters, digits and underscores, not starting with a digit",
            path: "items[1].case"
        )
    }

    func testCaseOfTheWrongType() {
        assertItemDiagnostic(
            #"{ "name": "Ad", "case": ‸false, "external": true, "identityType": "Int" }"#,
            "expected a string for \"case\", found a boolean", path: "items[1].case"
        )
    }

    func testDerivedCaseThatClashesWithAGeneratedMember() {
        assertItemDiagnostic(
            #"{ "name": ‸"ID", "external": true, "identityType": "Int" }"#,
            "\"id\" cannot be a case name: it clashes with the generated member \"id\" (derived from the item name \"ID\")",
            path: "items[1].name", suggestion: "set \"case\" to choose another case name"
        )
    }

    func testCasesThatAreKeywordsSwiftcTakesInBackticksAreAccepted() throws {
        // `init`, `class` and `_` are cases once escaped; `Init` derives `init`.
        let spec = try validate(minimalSpec(items: [
            Self.cardItem,
            #"{ "name": "Init", "external": true, "identityType": "Int" }"#,
            #"{ "name": "Klass", "case": "class", "external": true, "identityType": "Int" }"#,
            #"{ "name": "Blank", "case": "_", "external": true, "identityType": "Int" }"#,
        ]))
        XCTAssertEqual(spec.items.map(\.caseName), ["card", "init", "class", "_"])
    }

    func testTwoItemsWhoseDerivedCaseNamesCollide() {
        assertDiagnostic(
            minimalSpec(items: [
                Self.cardItem,
                #"{ "name": "URLItem", "external": true, "identityType": "Int" }"#,
                #"{ "name": ‸"UrlItem", "external": true, "identityType": "Int" }"#,
            ]),
            "the item \"UrlItem\" has the case name \"urlItem\" (derived from its name), already used by \"URLItem\"",
            path: "items[2].name", suggestion: "set \"case\" on one of them to choose another case name"
        )
    }

    func testAnExplicitCaseNameThatIsAlreadyUsed() {
        assertItemDiagnostic(
            #"{ "name": "Ad", "case": ‸"card", "external": true, "identityType": "Int" }"#,
            "the item \"Ad\" has the case name \"card\", already used by \"Card\"",
            path: "items[1].case", suggestion: "set \"case\" on one of them to choose another case name"
        )
    }

    // MARK: - Cells and external items

    func testCellThatIsNotAClassName() {
        assertItemDiagnostic(
            #"{ "name": "Ad", "external": true, "identityType": "Int", "tableCell": ‸"Ad Cell" }"#,
            "\"Ad Cell\" is not a valid class name; use an identifier such as \"CardCell\", or \"Module.CardCell\"",
            path: "items[1].tableCell"
        )
    }

    func testExternalOfTheWrongType() {
        assertItemDiagnostic(
            #"{ "name": "Ad", "external": ‸"yes", "identityType": "Int" }"#,
            "expected true or false for \"external\", found a string", path: "items[1].external"
        )
    }

    func testExternalItemWithFields() {
        assertItemDiagnostic(
            #"{ "name": "Ad", "external": true, "identityType": "Int", ‸"fields": [] }"#,
            "an external item has no \"fields\": the type is your own; give only its \"identityType\"",
            path: "items[1].fields"
        )
    }

    func testExternalItemWithIdentity() {
        assertItemDiagnostic(
            #"{ "name": "Ad", ‸"identity": "id", "external": true, "identityType": "Int" }"#,
            "an external item has no \"identity\": the type is your own; give only its \"identityType\"",
            path: "items[1].identity"
        )
    }

    func testExternalItemWithoutIdentityType() {
        assertItemDiagnostic(
            #"‸{ "name": "Ad", "external": true }"#,
            "missing required key \"identityType\"; an external item needs the type of its identity, such as \"Int\"",
            path: "items[1]"
        )
    }

    func testIdentityTypeThatIsNotAType() {
        assertItemDiagnostic(
            #"{ "name": "Ad", "external": true, "identityType": ‸"Int)" }"#,
            "the type \"Int)\" has a ')' that closes nothing", path: "items[1].identityType"
        )
    }

    func testIdentityTypeOnAGeneratedItem() {
        assertItemDiagnostic(
            #"{ "name": "Tag", "identity": "id", ‸"identityType": "String", "fields": [ { "name": "id", "type": "String" } ] }"#,
            "\"identityType\" is only for external items; a generated item's identity type is derived from its identity field",
            path: "items[1].identityType"
        )
    }

    // MARK: - Fields

    func testMissingFields() {
        assertItemDiagnostic(
            #"‸{ "name": "Tag", "identity": "id" }"#,
            "missing required key \"fields\"; list the item's fields (\"fields\": [] for a kind without data), or set \"external\": true for a type of your own",
            path: "items[1]"
        )
    }

    /// One problem, one error: a missing identity follows from the missing fields.
    func testAnItemWithNeitherFieldsNorIdentityGetsOneError() {
        assertItemDiagnostic(
            #"‸{ "name": "Tag", "tableCell": "TagCell" }"#,
            "missing required key \"fields\"; list the item's fields (\"fields\": [] for a kind without data), or set \"external\": true for a type of your own",
            path: "items[1]"
        )
    }

    /// An external item whose `"external": true` went missing: one error,
    /// which names the key to add, not three about fields and identity.
    func testAnIdentityTypeWithoutExternalOrFieldsSaysExternalIsMissing() {
        assertItemDiagnostic(
            #"{ "name": "Ad", ‸"identityType": "Int" }"#,
            "\"identityType\" is only for external items; a generated item's identity type is derived from its identity field",
            path: "items[1].identityType", suggestion: "add \"external\": true for a type of your own"
        )
    }

    func testEmptyFieldsMakeAKindWithoutData() throws {
        let spec = try validate(minimalSpec(
            items: [Self.cardItem, #"{ "name": "Spinner", "fields": [], "collectionCell": "SpinnerCell" }"#],
            sections: [#"{ "name": "feed", "items": ["Card", "Spinner"] }"#]))
        XCTAssertEqual(spec.items.last?.content, .noData)
        XCTAssertEqual(spec.items.last?.caseName, "spinner")
        XCTAssertEqual(spec.items.last?.reuseIdentifier, "SpinnerCell")
    }

    func testIdentityOfAKindWithoutData() {
        assertItemDiagnostic(
            #"{ "name": "Tag", ‸"identity": "id", "fields": [] }"#,
            "a kind without fields has no \"identity\": the kind itself is its identity; remove \"identity\" or add fields",
            path: "items[1].identity"
        )
    }

    func testFieldsOfTheWrongType() {
        assertItemDiagnostic(
            #"{ "name": "Tag", "identity": "id", "fields": ‸{ "id": "String" } }"#,
            "expected an array for \"fields\", found an object", path: "items[1].fields"
        )
    }

    func testFieldThatIsNotAnObject() {
        assertItemDiagnostic(
            #"{ "name": "Tag", "identity": "id", "fields": [ { "name": "id", "type": "String" }, ‸"title" ] }"#,
            "expected an object for a field, found a string", path: "items[1].fields[1]"
        )
    }

    func testFieldWithoutName() {
        assertItemDiagnostic(
            #"{ "name": "Tag", "identity": "id", "fields": [ { "name": "id", "type": "String" }, ‸{ "type": "Int" } ] }"#,
            "missing required key \"name\"; a field needs a name", path: "items[1].fields[1]"
        )
    }

    func testFieldWithoutType() {
        assertItemDiagnostic(
            #"{ "name": "Tag", "identity": "id", "fields": [ { "name": "id", "type": "String" }, ‸{ "name": "title" } ] }"#,
            "missing required key \"type\"; a field needs a Swift type, such as \"String\"", path: "items[1].fields[1]"
        )
    }

    func testUnknownFieldKey() {
        assertItemDiagnostic(
            #"{ "name": "Tag", "identity": "id", "fields": [ { "name": "id", ‸"typ": "Int" } ] }"#,
            "unknown key \"typ\"", path: "items[1].fields[0].typ", suggestion: "did you mean \"type\"?"
        )
    }

    /// When the suggested key is given too, the misspelt one cannot be read
    /// in its place, and the suggestion says its value went unchecked.
    func testAMisspeltKeyBesideTheKeyItSuggestsIsNotChecked() {
        assertItemDiagnostic(
            #"{ "name": "Tag", "identity": "id", "fields": [ { "name": "id", "type": "String", ‸"typ": 1 } ] }"#,
            "unknown key \"typ\"", path: "items[1].fields[0].typ",
            suggestion: "did you mean \"type\"? \"type\" is given too, so this value is not checked"
        )
    }

    func testFieldNameThatIsNotAnIdentifier() {
        assertItemDiagnostic(
            #"{ "name": "Tag", "identity": "id", "fields": [ { "name": "id", "type": "String" }, { "name": ‸"first-name", "type": "String" } ] }"#,
            "\"first-name\" is not a valid field name; use letters, digits and underscores, not starting with a digit",
            path: "items[1].fields[1].name"
        )
    }

    func testFieldNameThatBackticksCannotMakeLegal() {
        assertItemDiagnostic(
            #"{ "name": "Tag", "identity": "id", "fields": [ { "name": "id", "type": "String" }, { "name": ‸"self", "type": "Int" } ] }"#,
            "\"self\" cannot be a field name, not even in backticks: `value.self` is the value itself, not a member",
            path: "items[1].fields[1].name"
        )
    }

    func testFieldNamesThatAreKeywordsSwiftcTakesInBackticksAreAccepted() throws {
        let names = ["init", "deinit", "subscript", "class", "Self", "Type", "Protocol", "get", "set", "didSet", "default", "_"]
        let fields = names.map { #"{ "name": "\#($0)", "type": "Int" }"# }.joined(separator: ", ")
        let spec = try validate(minimalSpec(items: [
            #"{ "name": "Card", "identity": ["init", "get"], "fields": [ \#(fields) ] }"#,
        ]))
        guard case .fields(let validated, _) = try XCTUnwrap(spec.items.first).content else {
            return XCTFail("no fields")
        }
        XCTAssertEqual(validated.map(\.name), names)
    }

    func testFieldNameThatClashesWithTheGeneratedIdentity() {
        assertItemDiagnostic(
            #"{ "name": "Tag", "identity": "id", "fields": [ { "name": "id", "type": "String" }, { "name": ‸"identity", "type": "Int" } ] }"#,
            "\"identity\" cannot be a field name: it clashes with the generated member \"identity\"",
            path: "items[1].fields[1].name"
        )
    }

    func testDuplicateField() {
        assertItemDiagnostic(
            #"{ "name": "Tag", "identity": "id", "fields": [ { "name": "id", "type": "String" }, { "name": ‸"id", "type": "Int" } ] }"#,
            "duplicate field \"id\" in \"Tag\"", path: "items[1].fields[1].name"
        )
    }

    func testFieldTypeWithAnUnclosedBracket() {
        assertItemDiagnostic(
            #"{ "name": "Tag", "identity": "id", "fields": [ { "name": "id", "type": ‸"[String: Int" } ] }"#,
            "the type \"[String: Int\" has an unclosed '['", path: "items[1].fields[0].type"
        )
    }

    func testFieldTypeWithMismatchedBrackets() {
        assertItemDiagnostic(
            #"{ "name": "Tag", "identity": "id", "fields": [ { "name": "id", "type": ‸"Array<Int]" } ] }"#,
            "the type \"Array<Int]\" closes '<' with ']'", path: "items[1].fields[0].type"
        )
    }

    func testFieldTypeWithACharacterNoTypeHas() {
        assertItemDiagnostic(
            #"{ "name": "Tag", "identity": "id", "fields": [ { "name": "id", "type": ‸"Int; let x" } ] }"#,
            "the type \"Int; let x\" contains ';', which cannot appear in a Swift type", path: "items[1].fields[0].type"
        )
    }

    func testFieldTypeThatIsEmpty() {
        assertItemDiagnostic(
            #"{ "name": "Tag", "identity": "id", "fields": [ { "name": "id", "type": ‸" " } ] }"#,
            "the type is empty", path: "items[1].fields[0].type"
        )
    }

    /// Found by SpecFuzzTests (a mutant with the field type "public" and the
    /// section parameter "self"): a keyword in a type passed validation and
    /// broke the generated file.
    func testFieldTypeThatIsAKeyword() {
        assertItemDiagnostic(
            #"{ "name": "Tag", "identity": "id", "fields": [ { "name": "id", "type": ‸"[public]" } ] }"#,
            "the type \"[public]\" uses the keyword \"public\", which cannot name a type", path: "items[1].fields[0].type"
        )
    }

    func testTypesWhoseWordsHoldAKeywordAreAccepted() throws {
        let spec = try validate(minimalSpec(items: [
            #"{ "name": "Tag", "identity": "id", "fields": [ { "name": "id", "type": "Int" }, "#
                + #"{ "name": "value", "type": "[String: Anything]" }, { "name": "key", "type": "Publication.Key" } ] }"#,
        ], sections: [#"{ "name": "feed", "items": ["Tag"] }"#]))
        XCTAssertEqual(spec.items.first?.name, "Tag")
    }

    // MARK: - Identity

    func testMissingIdentity() {
        assertItemDiagnostic(
            #"‸{ "name": "Tag", "fields": [ { "name": "id", "type": "String" } ] }"#,
            "missing required key \"identity\"; name the field that identifies the item, or several in an array",
            path: "items[1]"
        )
    }

    func testIdentityNamingAFieldThatDoesNotExist() {
        assertItemDiagnostic(
            #"{ "name": "Tag", "identity": ‸"idd", "fields": [ { "name": "id", "type": "String" } ] }"#,
            "\"identity\" names \"idd\", which is not a field of \"Tag\"", path: "items[1].identity",
            suggestion: "did you mean \"id\"?"
        )
    }

    func testCompositeIdentityNamingAFieldThatDoesNotExist() {
        assertItemDiagnostic(
            #"{ "name": "Tag", "identity": ["id", ‸"slott"], "fields": [ { "name": "id", "type": "String" }, { "name": "slot", "type": "Int" } ] }"#,
            "\"identity\" names \"slott\", which is not a field of \"Tag\"", path: "items[1].identity[1]",
            suggestion: "did you mean \"slot\"?"
        )
    }

    func testEmptyCompositeIdentity() {
        assertItemDiagnostic(
            #"{ "name": "Tag", "identity": ‸[], "fields": [ { "name": "id", "type": "String" } ] }"#,
            "\"identity\" is empty; list at least one field", path: "items[1].identity"
        )
    }

    func testCompositeIdentityListingAFieldTwice() {
        assertItemDiagnostic(
            #"{ "name": "Tag", "identity": ["id", ‸"id"], "fields": [ { "name": "id", "type": "String" } ] }"#,
            "the field \"id\" is listed twice in \"identity\"", path: "items[1].identity[1]"
        )
    }

    func testCompositeIdentityWithANonString() {
        assertItemDiagnostic(
            #"{ "name": "Tag", "identity": ["id", ‸1], "fields": [ { "name": "id", "type": "String" } ] }"#,
            "expected a field name (a string) in \"identity\", found a number", path: "items[1].identity[1]"
        )
    }

    func testIdentityOfTheWrongType() {
        assertItemDiagnostic(
            #"{ "name": "Tag", "identity": ‸true, "fields": [ { "name": "id", "type": "String" } ] }"#,
            "expected a string or an array of strings for \"identity\", found a boolean", path: "items[1].identity"
        )
    }

    func testAFieldWithAnotherProblemIsNotAlsoAnUnknownIdentity() {
        // Only the type is wrong: the identity still finds the field.
        assertItemDiagnostic(
            #"{ "name": "Tag", "identity": "id", "fields": [ { "name": "id", "type": ‸"String>" } ] }"#,
            "the type \"String>\" has a '>' that closes nothing", path: "items[1].fields[0].type"
        )
    }
}
