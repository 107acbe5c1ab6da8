import Foundation
import GeneratorTestSupport
import XCTest

/// docs/templates.md is the reference for users who write their own
/// templates: every key the render model gives a template is on it.
final class TemplateKeysPageTests: XCTestCase {
    func testEveryTemplateKeyIsOnTheTemplatesPage() throws {
        let context = try String(
            contentsOf: packageRoot.appendingPathComponent("Sources/Generator/Rendering/RenderModel+TemplateContext.swift"),
            encoding: .utf8)
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/templates.md"), encoding: .utf8)
        let keys = Set(context.split(separator: "\n").compactMap(templateKey))
        XCTAssertGreaterThan(keys.count, 60, "the keys were not found in the context file")
        let missing = keys.filter { !page.contains("`\($0)`") && !page.contains(", `\($0)`") }.sorted()
        XCTAssertEqual(missing, [], "keys a template can use that docs/templates.md does not list")
        // The check finds a key that is not listed.
        XCTAssertNotNil(templateKey(#"            "notOnThePage": .bool(true),"#))
        XCTAssertFalse(page.contains("`notOnThePage`"))
    }
}

/// The key of a context dictionary entry, `"caseName": .string(caseName),`.
private func templateKey(_ line: Substring) -> String? {
    let trimmed = line.drop { $0 == " " }
    guard trimmed.hasPrefix("\""), let end = trimmed.dropFirst().firstIndex(of: "\""),
        trimmed[trimmed.index(after: end)...].hasPrefix(": ")
    else { return nil }
    return String(trimmed[trimmed.index(after: trimmed.startIndex)..<end])
}
