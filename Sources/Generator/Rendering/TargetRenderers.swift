import Foundation

/// The renderer of each target over one template set, made when a spec of
/// that target is first generated, sharing the parses of the templates
/// targets have in common.
///
/// A run usually generates for one target, and making all four renderers
/// up front takes 7.0M instructions at 1,000 kinds against 3.0M for one.
/// Syntax errors are reported when a template is rendered either way, so
/// making a renderer on first use changes no output.
///
/// A class shared by copies of a pipeline, which may generate from several
/// threads: `lock` guards every access to `renderers` and `parses`.
final class TargetRenderers: @unchecked Sendable {
    private let templates: TemplateSet
    private let lock = NSLock()
    /// By the target's position in `allCases`: a dictionary keyed by target
    /// takes 300,000 instructions for its first insertion alone.
    private var renderers = [TemplateRenderer?](repeating: nil, count: ValidatedSpec.Target.allCases.count)
    /// Parses by template path, for the targets still to come.
    private var parses: [String: Result<ParsedTemplate, DiagnosticError>] = [:]

    /// - Parameter templates: Every target's templates (`TemplateSet.resolved(for:)`).
    init(templates: TemplateSet) {
        self.templates = templates
    }

    /// The renderer of `target`'s templates, made on the first call.
    func renderer(for target: ValidatedSpec.Target) -> TemplateRenderer {
        lock.lock()
        defer { lock.unlock() }
        guard let index = ValidatedSpec.Target.allCases.firstIndex(of: target) else {
            preconditionFailure("every target is one of allCases")
        }
        if let renderer = renderers[index] {
            return renderer
        }
        let renderer = TemplateRenderer(templates: templates.resolved(for: target), sharingParsesByPath: &parses)
        renderers[index] = renderer
        return renderer
    }
}
