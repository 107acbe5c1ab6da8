/// Renders templates of a `TemplateSet` against a `TemplateContext`.
///
/// The syntax, in brief: `{{ item.caseName }}` prints a string found from
/// the innermost scope outwards; `{% if path %}`, `{% if not path %}`,
/// `{% elif path %}`, `{% else %}`, `{% endif %}` test truthiness;
/// `{% for x in path %}` ... `{% endfor %}` loops with `loop.index`,
/// `loop.number`, `loop.first` and `loop.last`; `{% include "name" %}`
/// renders another template in the current scopes; `{# ... #}` is a
/// comment. A line holding only block tags and comments vanishes with its
/// newline, and an include on such a line indents every non-empty line it
/// renders by the line's leading whitespace (so a partial should end with
/// a newline). Nothing else touches whitespace.
///
/// Every template is parsed and compiled once, when the renderer is made;
/// a template with syntax errors fails only when it is rendered or
/// included, so an unused broken override does not stop generation.
/// `checkSyntax()` reports them all up front.
struct TemplateRenderer: Sendable {
    /// How deep includes may nest before the renderer assumes a cycle.
    static let maximumIncludeDepth = 32

    private let compiled: CompiledTemplates

    /// Parses and compiles every template of `templates`.
    /// - Parameter templates: The templates to render and include.
    init(templates: TemplateSet) {
        var parses: [String: Result<ParsedTemplate, DiagnosticError>] = [:]
        self.init(templates: templates, sharingParsesByPath: &parses)
    }

    /// Parses and compiles every template of `templates`, reusing the
    /// parse of a template whose path is in `parses` and adding the others.
    ///
    /// Renderers of one set's targets share most templates: parsing each
    /// once for all of them makes the four renderers in 7M instructions at
    /// 1,000 kinds, against 15M when each target parses its own.
    ///
    /// - Parameters:
    ///   - templates: The templates to render and include.
    ///   - parses: Parses by template path; a path must always name the same text.
    init(templates: TemplateSet, sharingParsesByPath parses: inout [String: Result<ParsedTemplate, DiagnosticError>]) {
        var parsed: [String: Result<ParsedTemplate, DiagnosticError>] = [:]
        for name in templates.names {
            guard let source = templates.source(named: name) else { continue }
            if let known = parses[source.path] {
                parsed[name] = known
                continue
            }
            let result: Result<ParsedTemplate, DiagnosticError>
            do {
                result = .success(try parseTemplate(source.text, path: source.path))
            } catch {
                result = .failure(error)
            }
            parses[source.path] = result
            parsed[name] = result
        }
        compiled = CompiledTemplates(parsed: parsed)
    }

    /// Reports the syntax errors of every template at once.
    /// - Throws: A `DiagnosticError` with the problems of all templates, in
    ///   name order.
    func checkSyntax() throws(DiagnosticError) {
        let diagnostics = compiled.templates.flatMap { template -> [Diagnostic] in
            if case .failure(let error) = template.body {
                return error.diagnostics
            }
            return []
        }
        guard diagnostics.isEmpty else {
            throw DiagnosticError(diagnostics)
        }
    }

    /// Renders the template `name`.
    ///
    /// - Parameters:
    ///   - name: The template's name, the file name without `.template`.
    ///   - context: The outermost scope; loops add inner ones.
    /// - Returns: The rendered text.
    /// - Throws: A `DiagnosticError` for a missing template, a syntax error
    ///   in a template it reaches, an unknown variable, a value of the wrong
    ///   kind, a missing partial or includes nested deeper than
    ///   `maximumIncludeDepth`; located in the template that caused it.
    func render(_ name: String, context: TemplateContext) throws(DiagnosticError) -> String {
        String(decoding: try renderBytes(name, context: context), as: UTF8.self)
    }

    /// Renders the template `name` into UTF-8, as `render` does: the bytes
    /// a file gets, without building and re-encoding a `String`.
    ///
    /// `expectedSize` is room reserved up front, written in place: the
    /// result is then the array rendered into, not a copy of megabytes into
    /// fresh pages, and pages reserved but never written cost nothing. A
    /// longer result still renders, at the price of that copy.
    func renderBytes(_ name: String, context: TemplateContext, expectedSize: Int = 0) throws(DiagnosticError) -> [UInt8] {
        guard let template = compiled.templates.first(where: { $0.name == name }) else {
            let suggestion = suggestName(for: name, among: compiled.templates.map(\.name)).map { "did you mean `\($0)`?" }
            throw DiagnosticError([Diagnostic(.error, "no template named `\(name)`", at: nil, suggestion: suggestion)])
        }
        let body = try template.body.get()
        var failure: DiagnosticError?
        var moved: [UInt8]?
        let written = [UInt8](unsafeUninitializedCapacity: max(expectedSize, 1 << 16)) { buffer, initializedCount in
            var output = RenderedBytes(writingInto: buffer)
            defer { output.deallocate() }
            do throws(DiagnosticError) {
                try RenderState.render(body, of: compiled, context: context, into: &output)
            } catch {
                failure = error
            }
            if output.isInPlace {
                initializedCount = output.count
            } else if failure == nil {
                moved = Array(output.bytes)
            }
        }
        if let failure {
            throw failure
        }
        return moved ?? written
    }
}
