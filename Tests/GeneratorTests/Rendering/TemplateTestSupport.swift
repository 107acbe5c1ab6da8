import XCTest
@testable import ItemizeGenerator

/// Inline templates named `name`, each with the path a built-in template of
/// that name would have, so diagnostics can be asserted exactly.
func inlineTemplates(_ texts: [String: String]) -> TemplateSet {
    TemplateSet(templates: texts.reduce(into: [:]) { templates, entry in
        templates[entry.key] = (text: entry.value, path: "Templates/\(entry.key).template")
    })
}

/// Renders `main` from inline templates.
func renderInline(
    _ main: String,
    partials: [String: String] = [:],
    context: TemplateDictionary = [:]
) throws -> String {
    var texts = partials
    texts["main"] = main
    return try TemplateRenderer(templates: inlineTemplates(texts)).render("main", context: context)
}

/// The diagnostics `body` throws, failing the test when it throws none or
/// something other than a `DiagnosticError`.
func templateDiagnostics(
    file: StaticString = #filePath,
    line: UInt = #line,
    _ body: () throws -> Void
) -> [Diagnostic] {
    do {
        try body()
        XCTFail("expected a DiagnosticError, nothing was thrown", file: file, line: line)
    } catch let error as DiagnosticError {
        return error.diagnostics
    } catch {
        XCTFail("expected a DiagnosticError, got \(error)", file: file, line: line)
    }
    return []
}
