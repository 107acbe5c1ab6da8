/// The generator's pipeline for one spec: read the JSON, validate it into a
/// `ValidatedSpec`, translate that into a `RenderModel`, render the
/// templates into Swift source.
struct GeneratorPipeline: Sendable {
    /// The template every generated file starts from.
    static let rootTemplate = "file"

    /// Parsed once, reused for every spec of a run.
    private let renderer: TemplateRenderer

    /// Creates a pipeline rendering `templates`: the built-in ones, possibly overridden.
    init(templates: TemplateSet) {
        renderer = TemplateRenderer(templates: templates)
    }

    /// Generates the Swift source for one spec.
    ///
    /// - Parameters:
    ///   - specBytes: The spec file's contents.
    ///   - file: The spec's path as the user gave it, for diagnostics.
    /// - Returns: The generated Swift source; the same bytes for the same spec.
    /// - Throws: `DiagnosticError` with every problem found in the spec, or
    ///   in a template.
    func generate(specBytes: [UInt8], file: String) throws(DiagnosticError) -> String {
        let document = try parseJSON(specBytes, file: file)
        let spec = try validateSpec(document, file: file)
        let model = translateSpec(spec)
        return try renderer.render(Self.rootTemplate, context: model.templateContext)
    }
}
