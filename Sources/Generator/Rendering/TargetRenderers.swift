import Foundation

/// The renderer of each target over one template set, made when a spec of
/// that target first needs it: a run parses only the templates its specs'
/// targets render, and each template once, however many targets share it.
///
/// A class behind a lock, so that one pipeline can generate from several
/// threads at once.
final class TargetRenderers: @unchecked Sendable {
    private let templates: TemplateSet
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var renderers: [ValidatedSpec.Target: TemplateRenderer] = [:]
    /// Parses by template path, shared by the targets' renderers; guarded by `lock`.
    private var parses: [String: Result<ParsedTemplate, DiagnosticError>] = [:]

    /// - Parameter templates: Every target's templates (`TemplateSet.resolved(for:)`).
    init(templates: TemplateSet) {
        self.templates = templates
    }

    /// The renderer of `target`'s templates, parsing those not parsed yet.
    func renderer(for target: ValidatedSpec.Target) -> TemplateRenderer {
        lock.lock()
        defer { lock.unlock() }
        if let renderer = renderers[target] {
            return renderer
        }
        let renderer = TemplateRenderer(templates: templates.resolved(for: target), sharing: &parses)
        renderers[target] = renderer
        return renderer
    }
}
