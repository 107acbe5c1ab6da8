@testable import ItemizeGenerator
import XCTest

/// Types the generated code cannot hold, which is Equatable and Sendable:
/// each refused at the type, with the reason and a fix, wherever a type is
/// written (item fields, section fields, section parameters, identities).
extension ValidateSpecTests {
    private func assertFieldTypeDiagnostic(
        _ type: String, _ message: String, suggestion: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        assertItemDiagnostic(
            #"{ "name": "Tag", "identity": "id", "fields": [ { "name": "id", "type": "String" }, "#
                + #"{ "name": "value", "type": ‸"# + type + " } ] }",
            message, path: "items[1].fields[1].type", suggestion: suggestion, file: file, line: line
        )
    }

    private static let closureFix = "wrap the closure in a struct of your own that conforms to Equatable and Sendable "
        + "(comparing an id, say) and name that struct here, or keep the closure out of the item, in the code that "
        + "configures its cell; an item may also be \"external\", a type of your own whose == you write"
    private static let existentialFix = "use a concrete type of your own that conforms to Equatable and Sendable, "
        + "such as an enum with a case for each kind of value; an item may also be \"external\", a type of your own "
        + "whose == you write"
    private static let tupleFix = "declare a struct of your own with these members that conforms to Equatable and "
        + "Sendable and name it here, or give each member a field of its own"

    func testFunctionTypeIsRefusedAsAClosure() {
        assertFieldTypeDiagnostic(
            #""() -> Void""#,
            "the type \"() -> Void\" is a function type; closures are not Equatable, so the generated == cannot "
                + "compare them",
            suggestion: Self.closureFix
        )
        assertFieldTypeDiagnostic(
            #""@Sendable (Int) async throws -> String""#,
            "the type \"@Sendable (Int) async throws -> String\" is a function type; closures are not Equatable, so "
                + "the generated == cannot compare them",
            suggestion: Self.closureFix
        )
    }

    func testTupleIsRefused() {
        assertFieldTypeDiagnostic(
            #""(Int, Int)""#,
            "the type \"(Int, Int)\" is a tuple; tuples are not Equatable, so the generated == cannot compare them",
            suggestion: Self.tupleFix
        )
        assertFieldTypeDiagnostic(
            #""[(x: Double, y: Double)]?""#,
            "the type \"[(x: Double, y: Double)]?\" is a tuple; tuples are not Equatable, so the generated == cannot "
                + "compare them",
            suggestion: Self.tupleFix
        )
        for void in ["()", "Void", "Swift.Void"] {
            assertFieldTypeDiagnostic(
                "\"\(void)\"",
                "the type \"\(void)\" is the empty tuple, Void; tuples are not Equatable, so the generated == cannot "
                    + "compare them",
                suggestion: "remove it: it holds no data"
            )
        }
    }

    func testAnyIsRefused() {
        for type in ["Any", "[String: Any]", "[Any]?"] {
            assertFieldTypeDiagnostic(
                "\"\(type)\"",
                "the type \"\(type)\" holds Any, a value of any type; Any is not Equatable, so the generated == "
                    + "cannot compare it",
                suggestion: "use a concrete type, such as String, or an enum of your own that conforms to Equatable "
                    + "and Sendable, with a case for each kind of value it may hold"
            )
        }
        assertFieldTypeDiagnostic(
            #""AnyObject""#,
            "the type \"AnyObject\" holds AnyObject, an instance of any class; it is neither Equatable nor Sendable",
            suggestion: "use the class itself, if it conforms to Equatable and Sendable, or a struct of your own "
                + "that does"
        )
        assertFieldTypeDiagnostic(
            #""Set<AnyHashable>""#,
            "the type \"Set<AnyHashable>\" holds AnyHashable, which is not Sendable, so the generated types cannot be",
            suggestion: "use a concrete Hashable type, or an enum of your own with a case for each kind of value"
        )
    }

    func testExistentialsAreRefused() {
        assertFieldTypeDiagnostic(
            #""Result<Int, Error>""#,
            "the type \"Result<Int, Error>\" holds Error, an existential: a value of any type that conforms, which is "
                + "not Equatable even when its protocol is, so the generated == cannot compare it",
            suggestion: Self.existentialFix
        )
        assertFieldTypeDiagnostic(
            #""any Shape""#,
            "the type \"any Shape\" holds any Shape, an existential: a value of any type that conforms, which is not "
                + "Equatable even when its protocol is, so the generated == cannot compare it",
            suggestion: Self.existentialFix
        )
        assertFieldTypeDiagnostic(
            #""[Swift.Hashable]""#,
            "the type \"[Swift.Hashable]\" holds Hashable, an existential: a value of any type that conforms, which "
                + "is not Equatable even when its protocol is, so the generated == cannot compare it",
            suggestion: Self.existentialFix
        )
        assertFieldTypeDiagnostic(
            #""Shape & Sendable""#,
            "the type \"Shape & Sendable\" holds Shape & Sendable, an existential: a value of any type that conforms, "
                + "which is not Equatable even when its protocol is, so the generated == cannot compare it",
            suggestion: Self.existentialFix
        )
    }

    func testParameterMarksAndOpaqueTypesAreRefused() {
        assertFieldTypeDiagnostic(
            #""inout [Int]""#,
            "the type \"inout [Int]\" has \"inout\", which marks a function's parameter, not the type of a stored value",
            suggestion: "remove \"inout\": write \"[Int]\""
        )
        assertFieldTypeDiagnostic(
            #""some View""#,
            "the type \"some View\" is opaque (some); a stored field needs a type that the memberwise init can take, "
                + "and an opaque type is known only from an initial value",
            suggestion: "name the concrete type; for a view, keep the view's data in the item and build the view in "
                + "its cell or row"
        )
    }

    func testMetatypesAndPointersAreRefused() {
        for type in ["Int.Type", "Array<Int>.Type", "Shape.Protocol"] {
            assertFieldTypeDiagnostic(
                "\"\(type)\"",
                "the type \"\(type)\" is a metatype; metatypes are not Equatable, so the generated == cannot compare them",
                suggestion: "store a value that names the type instead, such as a case of an enum of your own"
            )
        }
        assertFieldTypeDiagnostic(
            #""UnsafePointer<UInt8>""#,
            "the type \"UnsafePointer<UInt8>\" holds UnsafePointer, which is not Sendable: the memory it points to "
                + "can change on any thread",
            suggestion: "copy the values into an Array, or into a struct of your own"
        )
    }

    /// Names that only look like the refused ones: qualified by a module,
    /// nested in a type, or part of a longer name.
    func testTypesOfOnesOwnWithSimilarNamesAreAccepted() throws {
        let fields = ["MyModule.Error", "Feed.Result<Int, MyModule.Error>", "AnyView?", "Anything", "Someone",
                      "Shape.Kind", "(Int)", "Array<Int>.Index", "[String: [Int]]", "Swift.Int", "Never?", "Collection"]
        let item = #"{ "name": "Tag", "identity": "id", "fields": [ { "name": "id", "type": "String" }"#
            + fields.enumerated().map { #", { "name": "f\#($0.offset)", "type": "\#($0.element)" }"# }.joined()
            + " ] }"
        let spec = try validate(minimalSpec(items: [Self.cardItem, item]))
        guard case .fields(let validated, _) = spec.items[1].content else { return XCTFail("no fields") }
        XCTAssertEqual(validated.map(\.type.text), ["String"] + fields)
    }

    func testSectionFieldTypeIsChecked() {
        assertDiagnostic(
            minimalSpec(sections: [
                Self.feedSection,
                #"{ "name": "inbox", "fields": [ { "name": "unread", "type": ‸"(Int, Int)" } ], "items": ["Card"] }"#,
            ]),
            "the type \"(Int, Int)\" is a tuple; tuples are not Equatable, so the generated == cannot compare them",
            path: "sections[1].fields[0].type", suggestion: Self.tupleFix
        )
    }

    func testSectionParameterTypeIsChecked() {
        assertDiagnostic(
            minimalSpec(sections: [
                Self.feedSection, #"{ "name": "day", "parameter": ‸"[String: Any]", "items": ["Card"] }"#,
            ]),
            "the type \"[String: Any]\" holds Any, a value of any type; Any is not Equatable, so the generated == "
                + "cannot compare it",
            path: "sections[1].parameter",
            suggestion: "use a concrete type, such as String, or an enum of your own that conforms to Equatable and "
                + "Sendable, with a case for each kind of value it may hold"
        )
    }

    func testExternalIdentityTypeIsChecked() {
        assertItemDiagnostic(
            #"{ "name": "Ad", "external": true, "identityType": ‸"() -> Int" }"#,
            "the type \"() -> Int\" is a function type; closures are not Equatable, so the generated == cannot "
                + "compare them",
            path: "items[1].identityType", suggestion: Self.closureFix
        )
    }

    /// Every problem of a spec at once, each at its own line and column.
    func testEveryRefusedTypeOfASpecIsReportedAtItsPlace() {
        let text = minimalSpec(items: [
            Self.cardItem,
            #"{ "name": "Tag", "identity": "id", "fields": [ { "name": "id", "type": "Any" } ] }"#,
            #"{ "name": "Pin", "identity": "id", "fields": [ { "name": "id", "type": "String" }, "#
                + #"{ "name": "tap", "type": "() -> Void" } ] }"#,
        ])
        let diagnostics = validationErrors(text)
        XCTAssertEqual(diagnostics.map(\.location?.jsonPath), ["items[1].fields[0].type", "items[2].fields[1].type"])
        XCTAssertEqual(diagnostics.map(\.location?.line), [5, 6])
        XCTAssertEqual(diagnostics.map(\.location?.column), [76, 113])
    }
}
