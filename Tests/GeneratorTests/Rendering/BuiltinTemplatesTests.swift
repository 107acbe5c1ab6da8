import Foundation
import GeneratorTestSupport
import XCTest
@testable import ItemizeGenerator

/// The embedded templates must be exactly the files in `Templates/`, or the
/// installed `itemize` would generate something else than the repository.
final class BuiltinTemplatesTests: XCTestCase {
    private static let templatesFolder = packageRoot.appendingPathComponent("Templates")

    private static let fix = "run `swift Scripts/embed-templates.swift` from the package root"

    /// The template names on disk, a target's folder as a prefix
    /// (`diffable/library`), in the script's order (UTF-8 bytes).
    private func namesOnDisk() throws -> [String] {
        let folder = Self.templatesFolder.path
        // Git does not keep an empty folder, so a missing one means no templates.
        guard FileManager.default.fileExists(atPath: folder) else { return [] }
        var names: [String] = []
        for entry in try FileManager.default.contentsOfDirectory(atPath: folder) where !entry.hasPrefix(".") {
            var isDirectory: ObjCBool = false
            let path = folder + "/" + entry
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                names += try FileManager.default.contentsOfDirectory(atPath: path)
                    .filter { $0.hasSuffix(".template") && !$0.hasPrefix(".") }
                    .map { entry + "/" + $0.dropLast(".template".count) }
            } else if entry.hasSuffix(".template") {
                names.append(String(entry.dropLast(".template".count)))
            }
        }
        return names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// The two pages that list the templates name every top-level one, so
    /// that `templates print` finds each name a reader looks for.
    func testTheDocsNameEveryTopLevelTemplate() throws {
        let names = BuiltinTemplates.all.map(\.name).filter { !$0.contains("/") }
        XCTAssertTrue(names.contains("file"), "\(names)")
        for page in ["docs/command-line.md", "docs/generated-code.md"] {
            let text = try String(contentsOf: packageRoot.appendingPathComponent(page), encoding: .utf8)
            for name in names {
                XCTAssertTrue(text.contains("`\(name)`"), "\(page) does not name the template \(name)")
            }
        }
    }

    func testEveryTargetFolderIsATarget() throws {
        // A misspelt folder would be embedded but never rendered.
        let folders = Set(try namesOnDisk().compactMap { $0.split(separator: "/").dropLast().first.map(String.init) })
        XCTAssertEqual(folders, ["rxdatasources", "differencekit", "diffable"])
        XCTAssertTrue(folders.isSubset(of: ValidatedSpec.Target.names))
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
