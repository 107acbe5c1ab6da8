/// Renders templates of a `TemplateSet` against a context of
/// `TemplateValue`s.
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
/// Every template is parsed once, when the renderer is made; a template
/// with syntax errors fails only when it is rendered or included, so an
/// unused broken override does not stop generation. `checkSyntax()` reports
/// them all up front.
struct TemplateRenderer: Sendable {
    /// How deep includes may nest before the renderer assumes a cycle.
    static let maximumIncludeDepth = 32

    /// The templates, as given.
    let templates: TemplateSet
    private let parsed: [String: Result<ParsedTemplate, DiagnosticError>]

    /// Parses every template of `templates`.
    /// - Parameter templates: The templates to render and include.
    init(templates: TemplateSet) {
        self.templates = templates
        var parsed: [String: Result<ParsedTemplate, DiagnosticError>] = [:]
        for name in templates.names {
            guard let source = templates.source(named: name) else { continue }
            do {
                parsed[name] = .success(try parseTemplate(source.text, path: source.path))
            } catch {
                parsed[name] = .failure(error)
            }
        }
        self.parsed = parsed
    }

    /// Reports the syntax errors of every template at once.
    /// - Throws: A `DiagnosticError` with the problems of all templates, in
    ///   name order.
    func checkSyntax() throws(DiagnosticError) {
        let diagnostics = parsed.keys.sorted().flatMap { name -> [Diagnostic] in
            if case .failure(let error) = parsed[name] {
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
    func render(_ name: String, context: [String: TemplateValue]) throws(DiagnosticError) -> String {
        guard let template = parsed[name] else {
            let suggestion = suggestName(for: name, among: parsed.keys.sorted()).map { "did you mean `\($0)`?" }
            throw DiagnosticError([Diagnostic(.error, "no template named `\(name)`", at: nil, suggestion: suggestion)])
        }
        var state = RenderState(scopes: [.context(context)])
        var output = ""
        try state.render(template.get().nodes, into: &output, templates: parsed, depth: 0)
        return output
    }
}

/// The scopes of one render; loops push an element scope.
private struct RenderState {
    /// One level of name lookup, innermost last.
    enum Scope {
        case context([String: TemplateValue])
        /// A loop's current element; `loop.*` is built on demand so that a
        /// loop does not allocate a dictionary per element.
        case element(variable: String, value: TemplateValue, index: Int, count: Int)
    }

    var scopes: [Scope]

    mutating func render(
        _ nodes: [TemplateNode],
        into output: inout String,
        templates: [String: Result<ParsedTemplate, DiagnosticError>],
        depth: Int
    ) throws(DiagnosticError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .output(let path):
                let value = try resolve(path)
                guard case .string(let text) = value else {
                    throw Self.error("`\(path)` is \(value.kindDescription), not a string", at: path.location)
                }
                output += text
            case .conditional(let branches, let otherwise):
                var body = otherwise
                for branch in branches {
                    if try resolve(branch.condition).isTruthy != branch.isNegated {
                        body = branch.body
                        break
                    }
                }
                try render(body, into: &output, templates: templates, depth: depth)
            case .loop(let variable, let sequence, let body):
                let value = try resolve(sequence)
                guard case .list(let elements) = value else {
                    throw Self.error("`\(sequence)` is \(value.kindDescription), not a list", at: sequence.location)
                }
                scopes.append(.context([:]))
                for (index, element) in elements.enumerated() {
                    scopes[scopes.count - 1] = .element(variable: variable, value: element, index: index, count: elements.count)
                    try render(body, into: &output, templates: templates, depth: depth)
                }
                scopes.removeLast()
            case .include(let name, let indentation, let location):
                guard let included = templates[name] else {
                    let suggestion = suggestName(for: name, among: templates.keys.sorted()).map { "did you mean `\($0)`?" }
                    throw DiagnosticError([Diagnostic(.error, "no template named `\(name)` to include", at: location, suggestion: suggestion)])
                }
                guard depth < TemplateRenderer.maximumIncludeDepth else {
                    throw Self.error("includes nest deeper than \(TemplateRenderer.maximumIncludeDepth) levels; does `\(name)` include itself?", at: location)
                }
                let nodes = try included.get().nodes
                if indentation.isEmpty {
                    try render(nodes, into: &output, templates: templates, depth: depth + 1)
                } else {
                    var partial = ""
                    try render(nodes, into: &partial, templates: templates, depth: depth + 1)
                    Self.append(partial, indentedBy: indentation, to: &output)
                }
            }
        }
    }

    /// Looks the first name up from the innermost scope outwards, then
    /// follows the rest through dictionaries.
    private func resolve(_ path: TemplatePath) throws(DiagnosticError) -> TemplateValue {
        let components = path.components
        let first = components[0]
        var found: TemplateValue?
        var consumed = 1
        lookup: for scope in scopes.reversed() {
            switch scope {
            case .context(let values):
                if let value = values[first] {
                    found = value
                    break lookup
                }
            case .element(let variable, let value, let index, let count):
                if first == variable {
                    found = value
                    break lookup
                }
                if first == "loop" {
                    if components.count > 1 {
                        found = Self.loopValue(components[1], index: index, count: count)
                        guard found != nil else {
                            throw Self.error("unknown variable `\(path)`; a loop has index, number, first and last", at: path.location)
                        }
                        consumed = 2
                    } else {
                        found = .dictionary(["index", "number", "first", "last"].reduce(into: [:]) { values, key in
                            values[key] = Self.loopValue(key, index: index, count: count)
                        })
                    }
                    break lookup
                }
            }
        }
        guard var current = found else {
            let suggestion = suggestName(for: first, among: visibleNames().sorted()).map { "did you mean `\($0)`?" }
            throw DiagnosticError([Diagnostic(.error, "unknown variable `\(path)`", at: path.location, suggestion: suggestion)])
        }
        for position in consumed..<components.count {
            // Joined only for an error: on every lookup it cost 7% of rendering.
            var prefix: String { components[..<position].joined(separator: ".") }
            guard case .dictionary(let values) = current else {
                throw Self.error("unknown variable `\(path)`: `\(prefix)` is \(current.kindDescription), not a dictionary", at: path.location)
            }
            guard let next = values[components[position]] else {
                let suggestion = suggestName(for: components[position], among: values.keys.sorted()).map { "did you mean `\(prefix).\($0)`?" }
                throw DiagnosticError([Diagnostic(.error, "unknown variable `\(path)`: `\(prefix)` has no key `\(components[position])`", at: path.location, suggestion: suggestion)])
            }
            current = next
        }
        return current
    }

    private func visibleNames() -> Set<String> {
        var names: Set<String> = []
        for scope in scopes {
            switch scope {
            case .context(let values):
                names.formUnion(values.keys)
            case .element(let variable, _, _, _):
                names.insert(variable)
                names.insert("loop")
            }
        }
        return names
    }

    private static func loopValue(_ key: String, index: Int, count: Int) -> TemplateValue? {
        switch key {
        case "index": .string(String(index))
        case "number": .string(String(index + 1))
        case "first": .bool(index == 0)
        case "last": .bool(index == count - 1)
        default: nil
        }
    }

    /// Prefixes every non-empty line of `text` with `indentation`, so that a
    /// partial included inside a nested block lines up with it.
    private static func append(_ text: String, indentedBy indentation: String, to output: inout String) {
        var isFirst = true
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            if !isFirst {
                output += "\n"
            }
            isFirst = false
            if !line.isEmpty {
                output += indentation
                output += Substring(line)
            }
        }
    }

    private static func error(_ message: String, at location: SourceLocation) -> DiagnosticError {
        DiagnosticError([Diagnostic(.error, message, at: location)])
    }
}
