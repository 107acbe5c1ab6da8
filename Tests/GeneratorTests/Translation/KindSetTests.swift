import XCTest
@testable import ItemizeGenerator

/// Every per-kind boolean declared with a kind set reaches the generated
/// `Kind` with no code of its own: a key added to `SpecKey.all` is checked
/// here as it is.
final class KindSetTests: XCTestCase {
    func testEachPerKindBooleanPutsTheKindsThatGiveItsValueInItsSet() throws {
        XCTAssertFalse(SpecKey.kindSetKeys.isEmpty)
        for (key, set) in SpecKey.kindSetKeys {
            let code = try generate(note: "\"\(key)\": \(set.value)", mail: "\"\(key)\": \(!set.value)")
            XCTAssertTrue(code.contains("static let \(set.name): Set<Kind> = [.note]\n"), "\(key) makes \(set.name)")
            XCTAssertTrue(code.contains("/// `\"\(key)\": \(set.value)` in the spec."), key)
            let unset = try generate(note: "\"\(key)\": \(!set.value)", mail: nil)
            XCTAssertFalse(unset.contains("static let \(set.name)"), "no kind is in \(set.name)")
        }
    }

    func testAPerKindBooleanOfAnotherTypeIsALocatedError() {
        for (key, _) in SpecKey.kindSetKeys {
            // The value's column, after `  { "name": "Note", "fields": [], "key": `.
            let column = 39 + key.count
            XCTAssertThrowsError(try generate(note: "\"\(key)\": \"yes\"", mail: nil)) { error in
                XCTAssertEqual(
                    (error as? DiagnosticError)?.diagnostics.map(\.description),
                    ["Kinds.itemize.json:2:\(column): error: expected true or false for \"\(key)\", found a string (at items[0].\(key))"])
            }
        }
    }

    /// A spec of two kinds, Note and Mail, each given `note` or `mail` as a member.
    private func generate(note: String, mail: String?) throws -> String {
        let spec = """
            { "enum": "KindItem", "views": ["table"], "items": [
              { "name": "Note", "fields": [], \(note) },
              { "name": "Mail", "fields": [ { "name": "id", "type": "Int" } ], "identity": "id"\(mail.map { ", " + $0 } ?? "") } ],
              "sections": [ { "name": "main", "items": ["Note", "Mail"] } ] }
            """
        return try GeneratorPipeline(templates: .builtIn).generate(specBytes: Array(spec.utf8), file: "Kinds.itemize.json")
    }
}
