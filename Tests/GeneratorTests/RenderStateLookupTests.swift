import XCTest
@testable import ItemizeGenerator

/// Lookups remember where they last found a key; these check that a
/// remembered place never answers for a dictionary that lacks the key.
final class RenderStateLookupTests: XCTestCase {
    func testAKeyFoundInOneDictionaryIsNotFoundInAnotherThatHasOnlyAnEmptyKey() {
        let partials = ["p": "{% if x.foo %}Y{% else %}N{% endif %}"]
        let main = "{% for x in a %}{% if loop.last %}{% include \"p\" %}{% endif %}{% endfor %}|"
            + "{% for x in a %}{% if loop.first %}{% include \"p\" %}{% endif %}{% endfor %}"
        let context: [String: TemplateValue] = ["a": .list([.dictionary(["": .bool(false)]), .dictionary(["foo": .bool(true)])])]

        let diagnostics = templateDiagnostics { _ = try renderInline(main, partials: partials, context: context) }

        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics.first?.message.contains("`x` has no key `foo`") ?? false, "\(diagnostics)")
    }

    func testTheSameKeyIsFoundInDictionariesOfDifferentShapesTakingTurns() throws {
        let context: [String: TemplateValue] = ["a": .list([
            .dictionary(["name": "first", "extra": "e"]),
            .dictionary(["extra": "e", "other": "o", "name": "second"]),
            .dictionary(["name": "third"]),
        ])]

        let text = try renderInline("{% for x in a %}{{ x.name }};{% endfor %}", context: context)

        XCTAssertEqual(text, "first;second;third;")
    }
}
