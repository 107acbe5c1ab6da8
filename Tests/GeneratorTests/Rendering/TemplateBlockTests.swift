import Foundation
import GeneratorTestSupport
import XCTest
@testable import ItemizeGenerator

/// `{% block %}` and `{% extends %}`: an override that changes one helper
/// of a built-in template and keeps the rest as each release has it.
final class TemplateBlockTests: XCTestCase {
    private let base = inlineTemplates([
        "file": "struct A {\n{% block head %}\n    let head = {{ a }}\n{% endblock %}\n{% block body %}\n    let body = 1\n{% endblock %}\n}\n",
    ])

    /// The override set of `file`'s `text`, as `--templates` makes it.
    private func overriding(with text: String, name: String = "file") throws -> TemplateSet {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("TemplateBlockTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(text.utf8).write(to: folder.appendingPathComponent("\(name).template"))
        return try base.overriding(withDirectory: folder.path)
    }

    func testABlockRendersItsBodyAndItsTagLinesVanish() throws {
        XCTAssertEqual(
            try TemplateRenderer(templates: base).render("file", context: ["a": "0"]),
            "struct A {\n    let head = 0\n    let body = 1\n}\n")
    }

    func testAnOverrideThatExtendsReplacesOneBlockAndKeepsTheRest() throws {
        let set = try overriding(with: "{% extends \"file\" %}\n{% block body %}\n    let body = {{ a }} + 1\n{% endblock %}\n")
        XCTAssertEqual(
            try TemplateRenderer(templates: set).render("file", context: ["a": "2"]),
            "struct A {\n    let head = 2\n    let body = 2 + 1\n}\n")
    }

    func testEveryBuiltInBlockRendersAsItIsWhenAnOverrideNamesIt() throws {
        // Each built-in template's blocks, replaced by themselves: the
        // generated file stays the same, so each block is well formed.
        let spec = Array(try Data(contentsOf: packageRoot.appendingPathComponent("Examples/Inbox.itemize.json")))
        let expected = try GeneratorPipeline(templates: .builtIn).generate(specBytes: spec, file: "Inbox.itemize.json")
        var overrides: [String: (text: String, path: String)] = [:]
        for name in TemplateSet.builtIn.names {
            let text = try XCTUnwrap(TemplateSet.builtIn.source(named: name)).text
            let blocks = blockSources(in: text)
            guard !blocks.isEmpty else { continue }
            let plain = name.split(separator: "/").last.map(String.init) ?? name
            overrides[name] = ("{% extends \"\(plain)\" %}\n" + blocks.joined(), "Overrides/\(name).template")
        }
        XCTAssertGreaterThanOrEqual(overrides.count, 4, "the built-in templates lost their blocks")
        let set = TemplateSet.builtIn.merging(TemplateSet(templates: overrides))
        XCTAssertEqual(try GeneratorPipeline(templates: set).generate(specBytes: spec, file: "Inbox.itemize.json"), expected)
    }

    func testTheTemplatesPagesExampleChangesOnlyTheRegistration() throws {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/templates.md"), encoding: .utf8)
        let start = try XCTUnwrap(page.range(of: "```\n{% extends \"uikit-cells\" %}\n"))
        let end = try XCTUnwrap(page.range(of: "```\n", range: start.upperBound..<page.endIndex))
        let example = String(page[page.index(start.lowerBound, offsetBy: 4)..<end.lowerBound])
        let set = TemplateSet.builtIn.merging(TemplateSet(templates: ["uikit-cells": (example, "MyTemplates/uikit-cells.template")]))
        let spec = Array(try Data(contentsOf: packageRoot.appendingPathComponent("Examples/Feed.itemize.json")))
        let builtIn = try GeneratorPipeline(templates: .builtIn).generate(specBytes: spec, file: "Feed.itemize.json")
        let changed = try GeneratorPipeline(templates: set).generate(specBytes: spec, file: "Feed.itemize.json")
        let builtInLines = Set(builtIn.split(separator: "\n")), changedLines = Set(changed.split(separator: "\n"))
        let added = changedLines.subtracting(builtInLines).map { $0.trimmingCharacters(in: .whitespaces) }
        let removed = builtInLines.subtracting(changedLines).map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(
            Set(added), [
                "/// Registers every kind's cell class, logging each.", "Swift.print(\"registering CardCell\")",
                "Swift.print(\"registering UIKit.UITableViewCell\")", "Swift.print(\"registering AdCell\")",
                "Swift.print(\"registering UIKit.UICollectionViewCell\")", "Swift.print(\"registering CardTileCell\")",
                "Swift.print(\"registering AdTileCell\")",
            ])
        XCTAssertEqual(removed, ["/// Registers every kind's cell class under the kind's reuse identifier."])
        XCTAssertTrue(changed.contains("func configure(_ cell: UIKit.UITableViewCell"), "the rest of the template went")
    }

    func testABlockTheParentLacksIsAnErrorNamingTheNearest() throws {
        let set = try overriding(with: "{% extends \"file\" %}\n{% block bodi %}x{% endblock %}\n")
        let diagnostics = templateDiagnostics { _ = try TemplateRenderer(templates: set).render("file", context: ["a": "0"]) }
        XCTAssertEqual(diagnostics.map(\.message), ["`file` has no block `bodi`"])
        XCTAssertEqual(diagnostics.first?.location?.line, 2)
        XCTAssertEqual(diagnostics.first?.suggestion, "did you mean `body`?")
    }

    func testATemplateExtendsOnlyTheOneItReplaces() throws {
        let set = try overriding(with: "{% extends \"item-enum\" %}\n{% block body %}x{% endblock %}\n")
        let diagnostics = templateDiagnostics { _ = try TemplateRenderer(templates: set).render("file", context: [:]) }
        XCTAssertEqual(diagnostics.map(\.message), ["a template extends only the template it replaces, `file`, not `item-enum`"])
    }

    func testANewTemplateHasNothingToExtend() throws {
        let set = try overriding(with: "{% extends \"file\" %}\n{% block body %}x{% endblock %}\n")
        let fresh = TemplateSet(templates: ["file": set.templates["file"]!])
        let diagnostics = templateDiagnostics { _ = try TemplateRenderer(templates: fresh).render("file", context: [:]) }
        XCTAssertEqual(diagnostics.map(\.message), ["`file` has no template of its own that this one replaces, so there is nothing to extend"])
    }

    func testTextOutsideTheBlocksOfAnExtendingTemplateIsAnError() {
        let diagnostics = templateDiagnostics {
            _ = try parseTemplate("{% extends \"file\" %}\nlost\n{% block body %}x{% endblock %}\n", path: "t")
        }
        XCTAssertEqual(
            diagnostics.map(\.message), ["a template that extends another holds only blocks: what is outside them is never rendered"])
    }

    func testBlockSyntaxErrorsAreLocated() {
        let unclosed = templateDiagnostics { _ = try parseTemplate("a\n{% block body %}\nb\n", path: "t") }
        XCTAssertEqual(unclosed.map(\.message), ["`block` without `endblock`"])
        XCTAssertEqual(unclosed.first?.location?.line, 2)
        let unnamed = templateDiagnostics { _ = try parseTemplate("{% block %}{% endblock %}", path: "t") }
        XCTAssertEqual(unnamed.map(\.message).first, "expected `{% block NAME %}`")
        let late = templateDiagnostics { _ = try parseTemplate("a {% extends \"file\" %}", path: "t") }
        XCTAssertEqual(late.map(\.message), ["`extends` must be the template's first tag"])
        let stray = templateDiagnostics { _ = try parseTemplate("{% if a %}{% endblock %}{% endif %}", path: "t") }
        XCTAssertEqual(stray.map(\.message).first, "stray `endblock`: the open block is the `if` at line 1, column 1")
    }
}

/// The source of each top-level block of `text`, from its `{% block %}` line
/// to its `{% endblock %}` line: blocks do not nest in the built-in templates.
private func blockSources(in text: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("{% block ") { current = [] }
        current?.append(line)
        if line == "{% endblock %}", let lines = current {
            blocks.append(lines.joined(separator: "\n") + "\n")
            current = nil
        }
    }
    return blocks
}
