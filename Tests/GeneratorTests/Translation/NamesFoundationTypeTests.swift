@testable import ItemizeGenerator
import XCTest

/// A spec that names a Foundation type gets `import Foundation` in its
/// generated file without listing it, as a hand-written file would need.
final class NamesFoundationTypeTests: XCTestCase {
    /// The import lines of the code generated for a spec of one item with
    /// `fields`, one section with `parameter`, and `imports`.
    private func importLines(
        fields: [String], parameter: String? = nil, imports: [String] = [], target: String = "itemize"
    ) throws -> [String] {
        let fieldList = fields.enumerated().map { #"{ "name": "f\#($0.offset)", "type": "\#($0.element)" }"# }
        let spec = """
            { "enum": "NoteItem", "target": "\(target)", "imports": [\(imports.map { "\"\($0)\"" }.joined(separator: ", "))],
              "items": [ { "name": "Note", "identity": "f0", "fields": [\(fieldList.joined(separator: ", "))] } ],
              "sections": [ { "name": "notes", \(parameter.map { #""parameter": "\#($0)", "# } ?? "")"items": ["Note"] } ] }
            """
        let code = try GeneratorPipeline(templates: .builtIn).generate(specBytes: Array(spec.utf8), file: "Note.json")
        // The file's own imports: those before its first declaration, not
        // the UIKit and SwiftUI ones inside `#if canImport`.
        let header = code.split(separator: "\n").prefix { $0.hasPrefix("//") || $0.hasPrefix("import ") }
        return header.filter { $0.hasPrefix("import ") }.map(String.init)
    }

    func testAFoundationTypeImportsFoundation() throws {
        for type in ["UUID", "[Date]", "URL?", "Set<Foundation.Data>", "Decimal", "TimeInterval", "IndexPath", "CGFloat"] {
            XCTAssertEqual(
                try importLines(fields: ["Int", type]), ["import Foundation", "import ItemizeRuntime"], type
            )
        }
        XCTAssertEqual(
            try importLines(fields: ["Int"], parameter: "Date"), ["import Foundation", "import ItemizeRuntime"]
        )
    }

    func testOtherTypesImportNothingMore() throws {
        // Negative controls: names of one's own, qualified or longer.
        XCTAssertEqual(
            try importLines(fields: ["Int", "MyModule.Date", "DateRange", "[String: UUIDString]"]),
            ["import ItemizeRuntime"]
        )
    }

    func testAListedFoundationIsImportedOnceWhereTheSpecPutsIt() throws {
        XCTAssertEqual(
            try importLines(fields: ["UUID"], imports: ["Models", "Foundation"]),
            ["import Models", "import Foundation", "import ItemizeRuntime"]
        )
        XCTAssertEqual(
            try importLines(fields: ["UUID"], imports: ["Models"]),
            ["import Models", "import Foundation", "import ItemizeRuntime"]
        )
    }

    func testFoundationEssentialsServesTheTypesItDeclares() throws {
        XCTAssertEqual(
            try importLines(fields: ["UUID", "Date"], imports: ["FoundationEssentials"]),
            ["import FoundationEssentials", "import ItemizeRuntime"]
        )
        XCTAssertEqual(
            try importLines(fields: ["UUID", "CGFloat"], imports: ["FoundationEssentials"]),
            ["import FoundationEssentials", "import Foundation", "import ItemizeRuntime"]
        )
    }

    func testTheOtherTargetsImportFoundationAsBefore() throws {
        XCTAssertEqual(try importLines(fields: ["Int"], target: "diffable"), ["import Foundation", "import ItemizeRuntime"])
        XCTAssertEqual(try importLines(fields: ["UUID"], target: "diffable"), ["import Foundation", "import ItemizeRuntime"])
    }
}
