/// Renders templates of a `TemplateSet` against a context of `TemplateValue`s,
/// in the syntax `docs/templates.md` describes: `{{ path }}`, `{% if %}`
/// with `elif`, `else` and `not`, `{% for x in path %}` with `loop.index`,
/// `loop.number`, `loop.first` and `loop.last`, `{% include "name" %}`
/// (`with x = path` names a value inside it), `{% block name %}`, whose
/// body an override that begins `{% extends "name" %}` may replace
/// (`extending(_:named:replaced:)`), and `{# comments #}`. A line
/// of only block tags and comments vanishes with its newline; an include on
/// one indents each non-empty line it renders by the line's indentation.
///
/// Every template is parsed once, when the renderer is made; one with
/// syntax errors fails only when rendered or included, so an unused broken
/// override does not stop generation (`checkSyntax()` reports them all).
struct TemplateRenderer: Sendable {
    /// How deep includes may nest before the renderer assumes a cycle.
    static let maximumIncludeDepth = 32

    /// Each template's parse, or its syntax errors, by name.
    private let templates: [String: Result<ParsedTemplate, DiagnosticError>]

    /// Parses every template of `templates`, to render and include.
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
            let parse = parses[source.path] ?? Result { () throws(DiagnosticError) in
                let template = try parseTemplate(source.text, path: source.path)
                return try extending(template, named: name, replaced: templates.replaced[name])
            }
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
        guard diagnostics.isEmpty else { throw DiagnosticError(diagnostics) }
    }

    /// Renders the template `name` (the file name without `.template`) into
    /// the UTF-8 bytes a file gets.
    /// - Parameter context: The outermost scope; loops add inner ones.
    /// - Throws: A `DiagnosticError` for a missing template, a syntax error
    ///   in a template it reaches, an unknown variable, a value of the wrong
    ///   kind, a missing partial or includes nested deeper than
    ///   `maximumIncludeDepth`; located in the template that caused it.
    /// - Complexity: Linear in the output plus the names looked up.
    func renderBytes(_ name: String, context: TemplateDictionary) throws(DiagnosticError) -> [UInt8] {
        guard let template = templates[name] else {
            let suggestion = didYouMean(name, among: templates.keys.sorted()) { "`\($0)`" }
            throw DiagnosticError([Diagnostic("no template named `\(name)`", at: nil, suggestion: suggestion)])
        }
        var walk = RenderWalk(templates: templates, root: context)
        try walk.render(template.get().nodes, depth: 0)
        return walk.output
    }
}

/// One render: a walk over a template's nodes, and those of the templates
/// it includes, appending to `output`. A name is looked up in the open
/// scopes from the innermost outwards, then among the root's keys; the rest
/// of a dotted path follows dictionary keys.
private struct RenderWalk {
    /// A `{% for %}` at one element, or an include's binding (no position).
    struct Scope {
        let variable: String
        let element: TemplateValue
        let position: (index: Int, count: Int)?
    }

    /// Every template the walk may include, by name.
    let templates: [String: Result<ParsedTemplate, DiagnosticError>]
    /// The outermost scope.
    let root: TemplateDictionary
    /// The open scopes, innermost last.
    var scopes: [Scope] = []
    /// The UTF-8 rendered so far, the bytes a file gets.
    var output: [UInt8] = []

    /// Renders `nodes`, `depth` includes deep, in the current scopes.
    mutating func render(_ nodes: [TemplateNode], depth: Int) throws(DiagnosticError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .output(let path):
                let value = try resolve(path)
                guard case .string(let text) = value else {
                    throw error("`\(path)` is \(value.kindDescription), not a string", at: path.location)
                }
                output += text.utf8
            case .block(_, let body, _):
                try render(body, depth: depth)
            case .conditional(let branches, let otherwise):
                var taken = otherwise
                for branch in branches where try resolve(branch.condition, inCondition: true).isTruthy != branch.isNegated {
                    taken = branch.body
                    break
                }
                try render(taken, depth: depth)
            case .loop(let variable, let sequence, let body):
                let value = try resolve(sequence)
                guard case .list(let elements) = value else {
                    throw error("`\(sequence)` is \(value.kindDescription), not a list", at: sequence.location)
                }
                for (index, element) in elements.enumerated() {
                    scopes.append(Scope(variable: variable, element: element, position: (index, elements.count)))
                    try render(body, depth: depth)
                    scopes.removeLast()
                }
            case .include(let name, let binding, let indentation, let location):
                if let binding {
                    scopes.append(Scope(variable: binding.variable, element: try resolve(binding.value), position: nil))
                }
                try include(name, indentation: indentation, at: location, depth: depth)
                if binding != nil {
                    scopes.removeLast()
                }
            }
        }
    }

    /// Renders the template `name` where an include tag stands, each
    /// non-empty line it renders prefixed by `indentation`.
    private mutating func include(
        _ name: String, indentation: String, at location: SourceLocation, depth: Int
    ) throws(DiagnosticError) {
        guard let template = templates[name] else {
            let suggestion = didYouMean(name, among: templates.keys.sorted()) { "`\($0)`" }
            throw error("no template named `\(name)` to include", at: location, suggestion: suggestion)
        }
        guard depth < TemplateRenderer.maximumIncludeDepth else {
            throw error("includes nest deeper than \(TemplateRenderer.maximumIncludeDepth) levels; does `\(name)` include itself?", at: location)
        }
        let nodes = try template.get().nodes
        guard !indentation.isEmpty else { return try render(nodes, depth: depth + 1) }
        // Rendered apart, then indented: a partial included inside an
        // indented partial is indented by both.
        var included: [UInt8] = []
        swap(&included, &output)
        try render(nodes, depth: depth + 1)
        swap(&included, &output)
        var lineStart = 0
        while lineStart < included.count {
            let lineEnd = included[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? included.count
            if lineEnd > lineStart {
                output += indentation.utf8
                output += included[lineStart..<lineEnd]
            }
            if lineEnd < included.count { output.append(UInt8(ascii: "\n")) }
            lineStart = lineEnd + 1
        }
    }

    /// The value `path` names. In a condition, a path through an absent
    /// optional (an empty dictionary) names it, which is false, so that
    /// `{% if cell.listContent.toggle %}` needs no test of `listContent`
    /// first; elsewhere, and for a key a dictionary with keys lacks, a
    /// name it cannot follow is an error, which catches a misspelt key.
    private func resolve(_ path: TemplatePath, inCondition: Bool = false) throws(DiagnosticError) -> TemplateValue {
        let names = path.components
        let (first, taken) = try lookUpFirstNames(of: path)
        var value = first
        for position in taken..<names.count {
            guard let next = value[names[position]] else {
                let prefix = names[..<position].joined(separator: ".")
                guard case .dictionary(let entries) = value else {
                    throw error("unknown variable `\(path)`: `\(prefix)` is \(value.kindDescription), not a dictionary", at: path.location)
                }
                if inCondition, entries.keys.isEmpty { return value }
                if let replacement = removedTemplateKeys[names[position]] {
                    throw error(
                        "unknown variable `\(path)`: `\(names[position])` was removed from the render model",
                        at: path.location, suggestion: replacement(prefix))
                }
                let suggestion = didYouMean(names[position], among: entries.keys.sorted()) { "`\(prefix).\($0)`" }
                throw error("unknown variable `\(path)`: `\(prefix)` has no key `\(names[position])`", at: path.location, suggestion: suggestion)
            }
            value = next
        }
        return value
    }

    /// The value the first names of `path` name, and how many names that
    /// took: two for `loop.index`, `loop.number`, `loop.first`, `loop.last`.
    private func lookUpFirstNames(of path: TemplatePath) throws(DiagnosticError) -> (TemplateValue, Int) {
        let name = path.components[0]
        for scope in scopes.reversed() {
            if name == scope.variable { return (scope.element, 1) }
            guard name == "loop", let position = scope.position else { continue }
            guard path.components.count > 1 else {
                // `loop` on its own, read only for its truthiness or to report its kind.
                return (.dictionary(["index": .string(String(position.index))]), 1)
            }
            switch path.components[1] {
            case "index": return (.string(String(position.index)), 2)
            case "number": return (.string(String(position.index + 1)), 2)
            case "first": return (.bool(position.index == 0), 2)
            case "last": return (.bool(position.index == position.count - 1), 2)
            default: throw error("unknown variable `\(path)`; a loop has index, number, first and last", at: path.location)
            }
        }
        guard let value = root[name] else {
            if let replacement = removedTemplateKeys[name] {
                throw error(
                    "unknown variable `\(path)`: `\(name)` was removed from the render model", at: path.location,
                    suggestion: replacement(""))
            }
            let visible = Set(root.keys + scopes.flatMap { $0.position == nil ? [$0.variable] : [$0.variable, "loop"] })
            let suggestion = didYouMean(name, among: visible.sorted()) { "`\($0)`" }
            throw error("unknown variable `\(path)`", at: path.location, suggestion: suggestion)
        }
        return (value, 1)
    }

    private func error(_ message: String, at location: SourceLocation, suggestion: String? = nil) -> DiagnosticError {
        DiagnosticError([Diagnostic(message, at: location, suggestion: suggestion)])
    }
}
