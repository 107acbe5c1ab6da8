import Foundation
import XCTest
@testable import ItemizeGenerator

/// The embedded templates must be exactly the files in `Templates/`, or the
/// installed `itemize` would generate something else than the repository.
final class BuiltinTemplatesTests: XCTestCase {
    private static let templatesFolder = URL(fileURLWithPath: #filePath)
        .resolvingSymlinksInPath()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Templates")

    private static let fix = "run `swift Scripts/embed-templates.swift` from the package root"

    /// The template names on disk, in the script's order (UTF-8 bytes).
    private func namesOnDisk() throws -> [String] {
        let folder = Self.templatesFolder.path
        // Git does not keep an empty folder, so a missing one means no templates.
        guard FileManager.default.fileExists(atPath: folder) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".template") && !$0.hasPrefix(".") }
            .map { String($0.dropLast(".template".count)) }
            .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    func testEveryTemplateFileIsEmbeddedAndNothingElse() throws {
        let embedded = BuiltinTemplates.all.map(\.name)
        let onDisk = try namesOnDisk()
        XCTAssertEqual(
            embedded, onDisk,
            "BuiltinTemplates.swift is stale: missing \(Set(onDisk).subtracting(embedded).sorted()), extra \(Set(embedded).subtracting(onDisk).sorted()); \(Self.fix)"
        )
    }

    func testEmbeddedTextsEqualTheFilesByteForByte() throws {
        for (name, text) in BuiltinTemplates.all {
            let file = Self.templatesFolder.appendingPathComponent("\(name).template")
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            XCTAssertEqual(
                Array(text.utf8), Array(data),
                "Templates/\(name).template differs from its embedded copy; \(Self.fix)"
            )
        }
    }

    func testBuiltInTemplatesHaveNoSyntaxErrors() throws {
        do {
            try TemplateRenderer(templates: .builtIn).checkSyntax()
        } catch {
            XCTFail("\(error)")
        }
    }

    func testBuiltInSetHoldsTheEmbeddedTemplates() {
        XCTAssertEqual(TemplateSet.builtIn.names, BuiltinTemplates.all.map(\.name).sorted())
        for (name, text) in BuiltinTemplates.all {
            XCTAssertEqual(TemplateSet.builtIn.source(named: name)?.text, text)
        }
    }
}
