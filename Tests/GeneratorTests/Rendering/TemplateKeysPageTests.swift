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
        let keys = Set(context.split(separator: "\n").flatMap(templateKeys))
        XCTAssertGreaterThan(keys.count, 60, "the keys were not found in the context file")
        let missing = keys.filter { !page.contains("`\($0)`") && !page.contains(", `\($0)`") }.sorted()
        XCTAssertEqual(missing, [], "keys a template can use that docs/templates.md does not list")
        // The check finds a key that is not listed.
        XCTAssertEqual(templateKeys(#"            "onThePage": .bool(true), "notOnThePage": .bool(true),"#), ["onThePage", "notOnThePage"])
        XCTAssertFalse(page.contains("`notOnThePage`"))
    }
}

/// The keys of the context dictionary entries on a line,
/// `"caseName": .string(caseName), "name": .string(name),`: each quoted
/// text followed by `: `.
private func templateKeys(_ line: Substring) -> [String] {
    let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
    return stride(from: 1, to: parts.count - 1, by: 2).filter { parts[$0 + 1].hasPrefix(": ") }.map { String(parts[$0]) }
}
