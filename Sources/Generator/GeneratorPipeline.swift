/// The generator's pipeline for one spec: read the JSON, validate it into a
/// `ValidatedSpec`, translate that into a `RenderModel`, render the
/// templates of the spec's target into Swift source.
struct GeneratorPipeline: Sendable {
    /// The template every generated file starts from.
    static let rootTemplate = "file"

    /// One per target, each over the templates that target renders; made
    /// for the first spec of its target, reused for every other.
    private let renderers: TargetRenderers
    /// The CLI's `--target`, replacing every spec's own.
    private let targetOverride: ValidatedSpec.Target?

    /// Creates a pipeline rendering `templates`: the built-in ones, possibly overridden.
    /// - Parameters:
    ///   - templates: Every target's templates (`TemplateSet.resolved(for:)`).
    ///   - target: The target for every spec, whatever the spec says; nil
    ///     to follow each spec's `target`.
    init(templates: TemplateSet, target: ValidatedSpec.Target? = nil) {
        renderers = TargetRenderers(templates: templates)
        targetOverride = target
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
        String(decoding: try generateBytes(specBytes: specBytes, file: file), as: UTF8.self)
    }

    /// Generates as `generate` does, giving the code as the UTF-8 a file
    /// gets: the output goes to disk as bytes, and a `String` of megabytes
    /// cost a validation and a copy each way.
    func generateBytes(specBytes: [UInt8], file: String) throws(DiagnosticError) -> [UInt8] {
        let document = try parseJSON(specBytes, file: file)
        let spec = try validateSpec(document, file: file, targetOverride: targetOverride)
        let model = translateSpec(spec)
        guard let context = model.templateContext else {
            throw DiagnosticError([Diagnostic(
                .error, "the spec's names and text make more than 2 GiB to render; a spec is a small text file",
                at: SourceLocation(file: file, line: 1, column: 1, jsonPath: "")
            )])
        }
        let renderer = renderers.renderer(for: spec.target)
        // The built-in templates write about 5.5 bytes of code per byte of
        // spec; reserving more costs only address space, up to a cap so that
        // a spec of hundreds of megabytes does not ask for gigabytes at once.
        return try renderer.renderBytes(
            Self.rootTemplate, context: context, expectedSize: min(specBytes.count * 8 + (1 << 16), 1 << 28)
        )
    }
}
