/// The generator's pipeline for one spec: read the JSON, validate it into a
/// `ValidatedSpec`, translate that into a `RenderModel`, render the
/// templates of the spec's target into Swift source.
struct GeneratorPipeline: Sendable {
    /// One per target, each over the templates that target renders.
    private let renderers: [ValidatedSpec.Target: TemplateRenderer]
    /// The CLI's `--target`, replacing every spec's own.
    private let targetOverride: ValidatedSpec.Target?

    /// Creates a pipeline rendering `templates`: the built-in ones, possibly overridden.
    /// - Parameters:
    ///   - templates: Every target's templates (`TemplateSet.resolved(for:)`).
    ///   - target: The target for every spec, whatever the spec says; nil
    ///     to follow each spec's `target`.
    init(templates: TemplateSet, target: ValidatedSpec.Target? = nil) {
        var parses: [String: Result<ParsedTemplate, DiagnosticError>] = [:]
        var renderers: [ValidatedSpec.Target: TemplateRenderer] = [:]
        for each in ValidatedSpec.Target.allCases {
            renderers[each] = TemplateRenderer(templates: templates.resolved(for: each), sharing: &parses)
        }
        self.renderers = renderers
        targetOverride = target
    }

    /// Generates the Swift source for one spec, as the UTF-8 bytes a file gets.
    ///
    /// - Parameters:
    ///   - specBytes: The spec file's contents.
    ///   - file: The spec's path as the user gave it, for diagnostics.
    ///   - warnings: Receives the spec's warnings, in file order.
    /// - Returns: The generated Swift source; the same bytes for the same spec.
    /// - Throws: `DiagnosticError` with every problem in the spec (warnings
    ///   included) when one is an error, or every problem of a template.
    func generateBytes(
        specBytes: [UInt8], file: String, warnings: inout [Diagnostic]
    ) throws(DiagnosticError) -> [UInt8] {
        let document = try parseJSON(specBytes, file: file)
        let spec = try validateSpec(document, file: file, targetOverride: targetOverride)
        warnings += spec.warnings
        guard let renderer = renderers[spec.target] else {
            preconditionFailure("every target has a renderer")
        }
        // Every generated file starts from the template `file`.
        return try renderer.renderBytes("file", context: TemplateDictionary(encoding: translateSpec(spec)))
    }
}
