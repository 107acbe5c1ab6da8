import Foundation
import GeneratorTestSupport
@testable import ItemizeGenerator
import XCTest

/// docs/templates.md is the reference for users who write their own
/// templates: every key the render model gives a template is on it. The
/// keys are read from the model itself, as the renderer gets it, for every
/// example and fixture under every target.
final class TemplateKeysPageTests: XCTestCase {
    func testEveryTemplateKeyIsOnTheTemplatesPage() throws {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/templates.md"), encoding: .utf8)
        var keys: Set<String> = []
        for spec in try exampleAndFixtureSpecs() {
            let document = try parseJSON(Array(Data(contentsOf: spec)), file: spec.lastPathComponent)
            // A spec some target refuses (section fields under diffable) is skipped for it.
            for target in ValidatedSpec.Target.allCases {
                guard let valid = try? validateSpec(document, file: spec.lastPathComponent, targetOverride: target) else {
                    continue
                }
                keys.formUnion(templateKeys(TemplateValue(encoding: translateSpec(valid))))
            }
        }
        XCTAssertGreaterThan(keys.count, 60, "the specs leave parts of the model empty")
        let missing = keys.filter { !page.contains("`\($0)`") }.sorted()
        XCTAssertEqual(missing, [], "keys a template can use that docs/templates.md does not list")
        // The check finds a key that is not listed.
        let unlisted = TemplateValue.list([.dictionary(["onThePage": .bool(true), "notOnThePage": .bool(true)])])
        XCTAssertEqual(templateKeys(unlisted), ["onThePage", "notOnThePage"])
        XCTAssertFalse(page.contains("`notOnThePage`"))
    }

    private func exampleAndFixtureSpecs() throws -> [URL] {
        try ["Examples", "Examples/Targets", "Tests/GeneratorTests/Fixtures"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(
                at: packageRoot.appendingPathComponent(folder), includingPropertiesForKeys: nil
            ).filter { $0.lastPathComponent.hasSuffix(".itemize.json") }
        }
    }
}

/// Every key of every dictionary in `value`, however deep.
private func templateKeys(_ value: TemplateValue) -> Set<String> {
    switch value {
    case .string, .bool: []
    case .list(let elements): elements.reduce(into: []) { $0.formUnion(templateKeys($1)) }
    case .dictionary(let entries):
        entries.keys.reduce(into: Set(entries.keys)) { keys, key in
            keys.formUnion(entries[key].map(templateKeys) ?? [])
        }
    }
}
