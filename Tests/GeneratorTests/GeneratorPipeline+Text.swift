@testable import ItemizeGenerator

// The generator's entry points in the forms tests compare most easily:
// text rather than bytes, and a thrown error rather than collected
// diagnostics. Sources keep only the forms the command line uses;
// ProcessTests has its own copy of the two it uses.

extension GeneratorPipeline {
    /// The Swift source `generateBytes` gives, as text, without its warnings.
    func generate(specBytes: [UInt8], file: String) throws(DiagnosticError) -> String {
        var warnings: [Diagnostic] = []
        return String(decoding: try generateBytes(specBytes: specBytes, file: file, warnings: &warnings), as: UTF8.self)
    }
}

extension TemplateRenderer {
    /// The template `name` rendered by `renderBytes`, as text.
    func render(_ name: String, context: TemplateDictionary) throws(DiagnosticError) -> String {
        String(decoding: try renderBytes(name, context: context), as: UTF8.self)
    }
}

/// The config `validateConfig(_:file:diagnostics:)` reads, or its problems thrown.
func validateConfig(_ root: JSONValue, file: String) throws(DiagnosticError) -> ItemizeConfig {
    let diagnostics = DiagnosticCollector()
    let config = validateConfig(root, file: file, diagnostics: diagnostics)
    guard diagnostics.all.isEmpty else { throw DiagnosticError(sortedByLocation(diagnostics.all)) }
    return config
}
