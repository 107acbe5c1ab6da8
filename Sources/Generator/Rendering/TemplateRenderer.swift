/// Renders templates of a `TemplateSet` against a context of `TemplateValue`s.
///
/// The syntax, in brief: `{{ item.caseName }}` prints a string found from
/// the innermost scope outwards; `{% if path %}`, `{% if not path %}`,
/// `{% elif path %}`, `{% else %}`, `{% endif %}` test truthiness;
/// `{% for x in path %}` ... `{% endfor %}` loops with `loop.index`,
/// `loop.number`, `loop.first` and `loop.last`; `{% include "name" %}`
/// renders another template in the current scopes, and
/// `{% include "name" with x = path %}` adds `x`, naming `path`'s value,
/// to them; `{# ... #}` is a comment. A line holding only block tags and
/// comments vanishes with its newline, and an include on such a line
/// indents every non-empty line it renders by the line's leading
/// whitespace (so a partial should end with a newline). Nothing else
/// touches whitespace.
///
/// Every template is parsed once, when the renderer is made; one with
/// syntax errors fails only when rendered or included, so an unused broken
/// override does not stop generation (`checkSyntax()` reports them all).
struct TemplateRenderer: Sendable {
    /// How deep includes may nest before the renderer assumes a cycle.
    static let maximumIncludeDepth = 32

    /// Each template's parse, or its syntax errors, by name.
    private let templates: [String: Result<ParsedTemplate, DiagnosticError>]

    /// Parses every template of `templates`.
    /// - Parameter templates: The templates to render and include.
    init(templates: TemplateSet) {
        var parses: [String: Result<ParsedTemplate, DiagnosticError>] = [:]
        self.init(templates: templates, sharing: &parses)
    }

    /// Parses every template of `templates` whose path is not in `parses`
    /// (by path, as a path always names the same text), and adds it there:
    /// the renderers of one set's targets share most templates.
    init(templates: TemplateSet, sharing parses: inout [String: Result<ParsedTemplate, DiagnosticError>]) {
        var parsed: [String: Result<ParsedTemplate, DiagnosticError>] = [:]
        for name in templates.names {
            guard let source = templates.source(named: name) else { continue }
            let parse = parses[source.path]
                ?? Result { () throws(DiagnosticError) in try parseTemplate(source.text, path: source.path) }
            parses[source.path] = parse
            parsed[name] = parse
        }
        self.templates = parsed
    }

    /// Reports the syntax errors of every template at once.
    /// - Throws: A `DiagnosticError` with them all, in template name order.
    func checkSyntax() throws(DiagnosticError) {
        let diagnostics = templates.sorted { $0.key < $1.key }.flatMap { entry -> [Diagnostic] in
            if case .failure(let error) = entry.value { error.diagnostics } else { [] }
        }
        guard diagnostics.isEmpty else {
            throw DiagnosticError(diagnostics)
        }
    }

    /// Renders the template `name` (the file name without `.template`) as text.
    func render(_ name: String, context: TemplateDictionary) throws(DiagnosticError) -> String {
        String(decoding: try renderBytes(name, context: context), as: UTF8.self)
    }

    /// Renders the template `name` into the UTF-8 bytes a file gets.
    /// - Parameter context: The outermost scope; loops add inner ones.
    /// - Throws: A `DiagnosticError` for a missing template, a syntax error
    ///   in a template it reaches, an unknown variable, a value of the wrong
    ///   kind, a missing partial or includes nested deeper than
    ///   `maximumIncludeDepth`; located in the template that caused it.
    /// - Complexity: Linear in the output plus the names looked up.
    func renderBytes(_ name: String, context: TemplateDictionary) throws(DiagnosticError) -> [UInt8] {
        guard let template = templates[name] else {
            let suggestion = suggestName(for: name, among: templates.keys.sorted()).map { "did you mean `\($0)`?" }
            throw DiagnosticError([Diagnostic(.error, "no template named `\(name)`", at: nil, suggestion: suggestion)])
        }
        var walk = RenderWalk(templates: templates, root: context)
        try walk.render(template.get().nodes, depth: 0)
        return walk.output
    }
}
