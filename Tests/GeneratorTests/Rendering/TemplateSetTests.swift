import Foundation
import XCTest
@testable import ItemizeGenerator

final class TemplateSetTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("TemplateSetTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    private func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    func testNamesAreSortedAndSourcesKeepTheirPaths() {
        let set = inlineTemplates(["section-enum": "s", "file": "f", "item-enum": "i"])
        XCTAssertEqual(set.names, ["file", "item-enum", "section-enum"])
        XCTAssertEqual(set.source(named: "file")?.text, "f")
        XCTAssertEqual(set.source(named: "file")?.path, "Templates/file.template")
        XCTAssertNil(set.source(named: "nope"))
    }

    func testBuiltInTemplatesAreNamedAfterTheirFiles() {
        for name in TemplateSet.builtIn.names {
            XCTAssertEqual(TemplateSet.builtIn.source(named: name)?.path, "Templates/\(name).template")
        }
    }

    func testOverridingReplacesByNameAndAddsNewTemplatesThatAreIncluded() throws {
        try write("new file {{ a }}\n{% include \"extra\" %}", to: "file.template")
        try write("extra\n", to: "extra.template")
        try write("ignored", to: "notes.txt")
        try write("ignored", to: ".hidden.template")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try write("ignored", to: "sub/deep.template")
        let base = inlineTemplates(["file": "old", "item-enum": "kept"])

        let set = try base.overriding(withDirectory: folder.path)

        XCTAssertEqual(set.names, ["extra", "file", "item-enum"])
        XCTAssertEqual(set.source(named: "file")?.text, "new file {{ a }}\n{% include \"extra\" %}")
        XCTAssertEqual(set.source(named: "file")?.path, folder.path + "/file.template")
        XCTAssertEqual(set.source(named: "item-enum")?.text, "kept")
        XCTAssertEqual(set.source(named: "item-enum")?.path, "Templates/item-enum.template")
        XCTAssertEqual(try TemplateRenderer(templates: set).render("file", context: ["a": "x"]), "new file x\nextra\n")
    }

    func testOverrideDiagnosticsNameTheOverridingFile() throws {
        try write("\n{{ missing }}", to: "file.template")
        let set = try inlineTemplates(["file": "ok"]).overriding(withDirectory: folder.path + "/")
        let diagnostics = templateDiagnostics { _ = try TemplateRenderer(templates: set).render("file", context: [:]) }
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(file: folder.path + "/file.template", line: 2, column: 4, jsonPath: ""))
    }

    func testMissingFolderIsALocatedError() {
        let missing = folder.appendingPathComponent("absent").path
        let diagnostics = templateDiagnostics { _ = try TemplateSet.builtIn.overriding(withDirectory: missing) }
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.location?.file, missing)
        XCTAssertEqual(diagnostics.first?.message, "template folder not found")
    }

    func testFileInsteadOfFolderIsALocatedError() throws {
        try write("x", to: "file.template")
        let path = folder.appendingPathComponent("file.template").path
        let diagnostics = templateDiagnostics { _ = try TemplateSet.builtIn.overriding(withDirectory: path) }
        XCTAssertEqual(diagnostics.first?.location?.file, path)
        XCTAssertTrue(diagnostics.first?.message.contains("not a folder") ?? false)
    }

    func testTemplateThatIsNotUTF8IsALocatedError() throws {
        try Data([0x61, 0xFF, 0xFE, 0x0A]).write(to: folder.appendingPathComponent("bad.template"))
        let diagnostics = templateDiagnostics { _ = try TemplateSet.builtIn.overriding(withDirectory: folder.path) }
        XCTAssertEqual(diagnostics.first?.location?.file, folder.path + "/bad.template")
        XCTAssertTrue(diagnostics.first?.message.contains("UTF-8") ?? false)
    }

    func testAMisspeltTemplateFileIsALocatedErrorSuggestingTheBuiltInName() throws {
        try write("struct {{ item.name }} {}\n", to: "item-strcut.template")
        try write("{{ library.pathType }}\n", to: "zzz.template")

        let diagnostics = templateDiagnostics { _ = try TemplateSet.builtIn.overriding(withDirectory: folder.path) }

        XCTAssertEqual(diagnostics.map(\.description), [
            "\(folder.path)/item-strcut.template:1:1: error: no template is named `item-strcut` and none includes it, "
                + "so this file is never rendered; did you mean `item-struct.template`?",
            "\(folder.path)/zzz.template:1:1: error: no template is named `zzz` and none includes it, "
                + "so this file is never rendered",
        ])
    }

    func testAMisspeltFileInATargetsFolderSuggestsANameThatTargetRenders() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("diffable"), withIntermediateDirectories: true)
        try write("x\n", to: "diffable/libary.template")
        // A target's folder may replace a shared template for that target alone.
        try write("y\n", to: "diffable/item-struct.template")

        let diagnostics = templateDiagnostics { _ = try TemplateSet.builtIn.overriding(withDirectory: folder.path) }

        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.location?.file, folder.path + "/diffable/libary.template")
        XCTAssertEqual(diagnostics.first?.suggestion, "did you mean `library.template`?")
    }

    func testANewTemplateIncludedOnlyByABrokenOneIsNotReportedAsNeverRendered() throws {
        // The broken template's own errors are reported when it is rendered.
        try write("{% if %}\n{% include \"mine\" %}\n", to: "file.template")
        try write("mine\n", to: "mine.template")

        let set = try TemplateSet.builtIn.overriding(withDirectory: folder.path)

        XCTAssertEqual(set.source(named: "mine")?.text, "mine\n")
    }

    func testUnreadableFolderIsALocatedError() throws {
        try XCTSkipIf(getuid() == 0, "root reads every folder")
        let locked = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        let diagnostics = templateDiagnostics { _ = try TemplateSet.builtIn.overriding(withDirectory: locked.path) }
        XCTAssertEqual(diagnostics.first?.location?.file, locked.path)
        XCTAssertTrue(diagnostics.first?.message.contains("cannot read") ?? false)
    }
}
