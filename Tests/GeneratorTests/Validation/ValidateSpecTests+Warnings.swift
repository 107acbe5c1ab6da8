@testable import ItemizeGenerator
import XCTest

/// The warnings: deprecated forms that still work, and what is legal but
/// almost surely a mistake. Each is located at its line and column, and
/// the spec still validates (generation goes on).
extension ValidateSpecTests {
    /// `views` without SwiftUI, so that the spec has no warning of its own.
    private static let tableOnly = #""views": ["table"],"#

    /// Validates `marked` (a spec with one `‸` where the one warning
    /// stands), which must succeed with exactly that warning.
    private func assertWarning(
        _ marked: String, _ message: String, path: String, suggestion: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> ValidatedSpec {
        let parts = marked.components(separatedBy: "‸")
        XCTAssertEqual(parts.count, 2, "one ‸ marker", file: file, line: line)
        let before = Array(parts[0].utf8)
        let expectedLine = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let expectedColumn = before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        let spec = try validate(parts.joined())
        XCTAssertEqual(spec.warnings.count, 1, "\(spec.warnings.map(\.description))", file: file, line: line)
        let warning = try XCTUnwrap(spec.warnings.first, file: file, line: line)
        XCTAssertEqual(warning.severity, .warning, file: file, line: line)
        XCTAssertEqual(warning.message, message, file: file, line: line)
        XCTAssertEqual(warning.location?.line, expectedLine, "line", file: file, line: line)
        XCTAssertEqual(warning.location?.column, expectedColumn, "column", file: file, line: line)
        XCTAssertEqual(warning.location?.jsonPath, path, "path", file: file, line: line)
        XCTAssertEqual(warning.suggestion, suggestion, "suggestion", file: file, line: line)
        return spec
    }

    // MARK: - Deprecated: braces that cannot be placeholders (2026-12-01)

    func testABraceThatClosesNothingIsStillALiteralBraceWithAWarning() throws {
        let spec = try assertWarning(
            minimalSpec(root: Self.tableOnly, sections: [Self.feedSection, #"{ "name": "more", "header": "More ‸} here", "items": ["Card"] }"#]),
            "\"header\" has a \"}\" that closes no placeholder; it is shown as a literal brace, which a later version will refuse",
            path: "sections[1].header", suggestion: "write \"}}\" for a literal brace")
        XCTAssertEqual(spec.sections.last?.header, [.literal("More } here")])
    }

    func testBracesAroundNoNameAreStillLiteralTextWithAWarning() throws {
        let spec = try assertWarning(
            minimalSpec(root: Self.tableOnly, sections: [
                Self.feedSection,
                "{ \"name\": \"more\",\n  \"footer\": \"Sets ‸{ - } and {{x}}\", \"items\": [\"Card\"] }",
            ]),
            "\"footer\" has \"{ - }\", which names no placeholder; it is shown as written, which a later version will refuse",
            path: "sections[1].footer", suggestion: "write \"{{ - }}\" for literal braces")
        XCTAssertEqual(spec.sections.last?.footer, [.literal("Sets { - } and {x}")])
    }

    // MARK: - Legal but almost surely a mistake

    func testAKindWithoutDataInTwoSectionsIsAWarningAtTheSecond() throws {
        let spinner = #"{ "name": "Spinner", "fields": [] }"#
        let spec = try assertWarning(
            minimalSpec(
                root: Self.tableOnly,
                items: [Self.cardItem, spinner],
                sections: [
                    #"{ "name": "feed", "items": ["Card", "Spinner"] }"#,
                    "{ \"name\": \"more\",\n    \"items\": [\"Card\", ‸\"Spinner\"] }",
                ]),
            "\"Spinner\" has no data, so every \"Spinner\" has the same identity and a list can show only one, "
                + "but sections \"feed\" and \"more\" both allow it",
            path: "sections[1].items[1]",
            suggestion: "allow it in one section, or give it an identity field (such as \"id\") "
                + "so that each section can show its own")
        XCTAssertEqual(spec.sections.count, 2)
    }

    func testAKindWithoutDataInOneSectionAndAKindWithDataInTwoAreNoWarning() throws {
        let spinner = #"{ "name": "Spinner", "fields": [] }"#
        let spec = try validate(minimalSpec(
            root: Self.tableOnly,
            items: [Self.cardItem, spinner],
            sections: [#"{ "name": "feed", "items": ["Card", "Spinner"] }"#, #"{ "name": "more", "items": ["Card"] }"#]))
        XCTAssertEqual(spec.warnings, [])
    }
}
