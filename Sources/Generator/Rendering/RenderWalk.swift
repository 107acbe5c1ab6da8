/// One render: a walk over a template's nodes, and those of the templates
/// it includes, appending to `output`. A name is looked up in the open
/// scopes from the innermost outwards, then among the root's keys; the rest
/// of a dotted path follows dictionary keys.
struct RenderWalk {
    /// A `{% for %}` at one element, or an include's binding (no position).
    private struct Scope {
        let variable: String
        let element: TemplateValue
        let position: (index: Int, count: Int)?
    }

    /// Every template the walk may include, by name.
    private let templates: [String: Result<ParsedTemplate, DiagnosticError>]
    /// The outermost scope.
    private let root: TemplateDictionary
    /// The open scopes, innermost last.
    private var scopes: [Scope] = []
    /// The UTF-8 rendered so far, the bytes a file gets.
    private(set) var output: [UInt8] = []

    /// A walk over `templates` in the scope `root`.
    init(templates: [String: Result<ParsedTemplate, DiagnosticError>], root: TemplateDictionary) {
        self.templates = templates
        self.root = root
    }

    /// Renders `nodes` in the current scopes.
    /// - Parameter depth: How many includes deep `nodes` are.
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
            case .conditional(let branches, let otherwise):
                var taken = otherwise
                for branch in branches where try resolve(branch.condition).isTruthy != branch.isNegated {
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
            let suggestion = suggestName(for: name, among: templates.keys.sorted()).map { "did you mean `\($0)`?" }
            throw error("no template named `\(name)` to include", at: location, suggestion: suggestion)
        }
        guard depth < TemplateRenderer.maximumIncludeDepth else {
            throw error("includes nest deeper than \(TemplateRenderer.maximumIncludeDepth) levels; does `\(name)` include itself?", at: location)
        }
        let nodes = try template.get().nodes
        guard !indentation.isEmpty else {
            return try render(nodes, depth: depth + 1)
        }
        // Rendered apart, then indented: a partial included inside an
        // indented partial is indented by both.
        var included: [UInt8] = []
        swap(&included, &output)
        try render(nodes, depth: depth + 1)
        swap(&included, &output)
        for (number, line) in included.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            if number > 0 {
                output.append(UInt8(ascii: "\n"))
            }
            if !line.isEmpty {
                output += indentation.utf8
                output += line
            }
        }
    }

    /// The value `path` names.
    private func resolve(_ path: TemplatePath) throws(DiagnosticError) -> TemplateValue {
        let names = path.components
        let (first, taken) = try lookUpFirstNames(of: path)
        var value = first
        for position in taken..<names.count {
            guard let next = value[names[position]] else {
                let prefix = names[..<position].joined(separator: ".")
                guard case .dictionary(let entries) = value else {
                    throw error("unknown variable `\(path)`: `\(prefix)` is \(value.kindDescription), not a dictionary", at: path.location)
                }
                let suggestion = suggestName(for: names[position], among: entries.keys.sorted()).map { "did you mean `\(prefix).\($0)`?" }
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
            if name == scope.variable {
                return (scope.element, 1)
            }
            guard name == "loop", let position = scope.position else { continue }
            guard path.components.count > 1 else {
                // `loop` on its own, read only for its truthiness or to report its kind.
                return (.dictionary([:]), 1)
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
            let visible = Set(root.keys + scopes.flatMap { $0.position == nil ? [$0.variable] : [$0.variable, "loop"] })
            let suggestion = suggestName(for: name, among: visible.sorted()).map { "did you mean `\($0)`?" }
            throw error("unknown variable `\(path)`", at: path.location, suggestion: suggestion)
        }
        return (value, 1)
    }

    private func error(_ message: String, at location: SourceLocation, suggestion: String? = nil) -> DiagnosticError {
        DiagnosticError([Diagnostic(.error, message, at: location, suggestion: suggestion)])
    }
}
