import Foundation

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
        String(decoding: try renderBytes(name, context: context), as: UTF8.self)
    }

    /// Renders the template `name` into UTF-8, as `render` does: the bytes
    /// a file gets, without building and re-encoding a `String`.
    ///
    /// `expectedSize` is room reserved up front, written in place: the
    /// result is then the array rendered into, not a copy of megabytes into
    /// fresh pages, and pages reserved but never written cost nothing. A
    /// longer result still renders, at the price of that copy.
    func renderBytes(
        _ name: String, context: [String: TemplateValue], expectedSize: Int = 0
    ) throws(DiagnosticError) -> [UInt8] {
        guard let template = parsed[name] else {
            let suggestion = suggestName(for: name, among: parsed.keys.sorted()).map { "did you mean `\($0)`?" }
            throw DiagnosticError([Diagnostic(.error, "no template named `\(name)`", at: nil, suggestion: suggestion)])
        }
        var state = RenderState(scopes: [.context(TemplateDictionary(context.map { ($0.key, $0.value) }))])
        let nodes = try template.get().nodes
        var failure: DiagnosticError?
        let written = [UInt8](unsafeUninitializedCapacity: max(expectedSize, 1 << 16)) { buffer, initializedCount in
            state.output.write(into: buffer)
            do throws(DiagnosticError) {
                try state.render(nodes, templates: parsed, depth: 0)
            } catch {
                failure = error
            }
            initializedCount = state.output.countInPlace
        }
        if let failure {
            throw failure
        }
        return state.output.isInPlace ? written : state.output.bytes
    }
}

/// The scopes of one render; loops push an element scope.
private struct RenderState {
    /// One level of name lookup, innermost last.
    enum Scope {
        case context(TemplateDictionary)
        /// A loop's current element; `loop.*` is built on demand so that a
        /// loop does not allocate a dictionary per element.
        case element(variable: TemplateKey, value: TemplateValue, index: Int, count: Int)
    }

    var scopes: [Scope]
    /// The rendered text as UTF-8: appending bytes to one buffer costs a
    /// fraction of `String.append`, which was a fifth of generating 1,000 kinds.
    let output = RenderedBytes()
    /// The indentation of each indented include being rendered, outermost
    /// first. Lines are indented as they are written rather than by
    /// re-splitting each include's text, which copied the output once per
    /// level of nesting.
    private var indentations: [[UInt8]] = []
    /// The first level of `indentations` whose current line is still
    /// empty; each deeper one is empty too, since a level starts on an
    /// empty line of its own. Those levels' indentation is written before
    /// the line's first byte.
    private var firstPendingIndentation = 0

    init(scopes: [Scope]) {
        self.scopes = scopes
    }

    mutating func render(
        _ nodes: [TemplateNode],
        templates: [String: Result<ParsedTemplate, DiagnosticError>],
        depth: Int
    ) throws(DiagnosticError) {
        for node in nodes {
            switch node {
            case .text(let text):
                write(text)
            case .output(let path):
                let value = try resolve(path)
                guard case .string(let text) = value else {
                    throw Self.error("`\(path)` is \(value.kindDescription), not a string", at: path.location)
                }
                write(text)
            case .conditional(let branches, let otherwise):
                var body = otherwise
                for branch in branches {
                    if try resolve(branch.condition).isTruthy != branch.isNegated {
                        body = branch.body
                        break
                    }
                }
                try render(body, templates: templates, depth: depth)
            case .loop(let variable, let sequence, let body):
                let value = try resolve(sequence)
                guard case .list(let elements) = value else {
                    throw Self.error("`\(sequence)` is \(value.kindDescription), not a list", at: sequence.location)
                }
                scopes.append(.context([:]))
                let variableKey = TemplateKey(variable)
                for (index, element) in elements.enumerated() {
                    scopes[scopes.count - 1] = .element(variable: variableKey, value: element, index: index, count: elements.count)
                    try render(body, templates: templates, depth: depth)
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
                    try render(nodes, templates: templates, depth: depth + 1)
                } else {
                    // The include starts a line of its own, whatever the
                    // levels around it have written on the current line.
                    indentations.append(Array(indentation.utf8))
                    try render(nodes, templates: templates, depth: depth + 1)
                    indentations.removeLast()
                    firstPendingIndentation = min(firstPendingIndentation, indentations.count)
                }
            }
        }
    }

    /// Looks the first name up from the innermost scope outwards, then
    /// follows the rest through dictionaries.
    private func resolve(_ path: TemplatePath) throws(DiagnosticError) -> TemplateValue {
        let components = path.components
        let first = path.keys[0]
        var found: TemplateValue?
        var consumed = 1
        // By index, not `reversed()`, which copied (and retained) each scope.
        var scopeIndex = scopes.count
        lookup: while scopeIndex > 0 {
            scopeIndex -= 1
            switch scopes[scopeIndex] {
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
                if first == Self.loopKey {
                    if components.count > 1 {
                        found = Self.loopValue(components[1], index: index, count: count)
                        guard found != nil else {
                            throw Self.error("unknown variable `\(path)`; a loop has index, number, first and last", at: path.location)
                        }
                        consumed = 2
                    } else {
                        found = .dictionary(TemplateDictionary(["index", "number", "first", "last"].compactMap { key in
                            Self.loopValue(key, index: index, count: count).map { (key, $0) }
                        }))
                    }
                    break lookup
                }
            }
        }
        guard var current = found else {
            let suggestion = suggestName(for: first.name, among: visibleNames().sorted()).map { "did you mean `\($0)`?" }
            throw DiagnosticError([Diagnostic(.error, "unknown variable `\(path)`", at: path.location, suggestion: suggestion)])
        }
        for position in consumed..<components.count {
            // Joined only for an error: on every lookup it cost 7% of rendering.
            var prefix: String { components[..<position].joined(separator: ".") }
            guard case .dictionary(let values) = current else {
                throw Self.error("unknown variable `\(path)`: `\(prefix)` is \(current.kindDescription), not a dictionary", at: path.location)
            }
            guard let next = values[path.keys[position]] else {
                let suggestion = suggestName(for: components[position], among: values.names.sorted()).map { "did you mean `\(prefix).\($0)`?" }
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
                names.formUnion(values.names)
            case .element(let variable, _, _, _):
                names.insert(variable.name)
                names.insert("loop")
            }
        }
        return names
    }

    private static let loopKey = TemplateKey("loop")

    private static func loopValue(_ key: String, index: Int, count: Int) -> TemplateValue? {
        switch key {
        case "index": .string(String(index))
        case "number": .string(String(index + 1))
        case "first": .bool(index == 0)
        case "last": .bool(index == count - 1)
        default: nil
        }
    }

    /// Appends `text`, indenting each non-empty line it starts by the
    /// includes it is rendered in: the same text as rendering each include
    /// apart and prefixing every non-empty line of it, so that a partial
    /// included inside a nested block lines up with it.
    private mutating func write(_ text: String) {
        // A native string lends its bytes in place; copying it for the
        // mutating `withUTF8` retained it, an atomic operation, on every
        // write. Only small strings, which live inline, take that path.
        if let written: Void = text.utf8.withContiguousStorageIfAvailable({ write($0) }) {
            return written
        }
        var text = text
        text.withUTF8 { write($0) }
    }

    private mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        if indentations.isEmpty {
            output.append(bytes)
            return
        }
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") {
                lineEnd += 1
            }
            if lineEnd != lineStart {
                for level in firstPendingIndentation..<indentations.count {
                    indentations[level].withUnsafeBufferPointer(output.append)
                }
                firstPendingIndentation = indentations.count
                output.append(UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]))
            }
            guard lineEnd != bytes.count else {
                return
            }
            output.append(UInt8(ascii: "\n"))
            firstPendingIndentation = 0
            lineStart = lineEnd + 1
        }
    }

    private static func error(_ message: String, at location: SourceLocation) -> DiagnosticError {
        DiagnosticError([Diagnostic(.error, message, at: location)])
    }
}

/// A growing buffer of rendered UTF-8 whose append is a capacity check and
/// a copy: `Array.append(contentsOf:)` cost about 100 instructions a call,
/// and a render appends hundreds of thousands of short strings.
private final class RenderedBytes {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    /// Whether `storage` is the caller's buffer, given by `write(into:)`,
    /// rather than memory of this buffer's own.
    private(set) var isInPlace = false

    init() {
        capacity = 1 << 16
        storage = Self.resized(nil, to: capacity)
    }

    deinit {
        if !isInPlace {
            free(storage)
        }
    }

    /// Writes from now on into `buffer`, until it is full; then into memory
    /// of its own, with what `buffer` holds copied over. Only before any
    /// byte is written.
    func write(into buffer: UnsafeMutableBufferPointer<UInt8>) {
        guard count == 0, let base = buffer.baseAddress, !buffer.isEmpty else {
            return
        }
        if !isInPlace {
            free(storage)
        }
        storage = base
        capacity = buffer.count
        isInPlace = true
    }

    /// How many bytes the buffer given to `write(into:)` holds, 0 once the
    /// bytes have moved to memory of this buffer's own.
    var countInPlace: Int {
        isInPlace ? count : 0
    }

    /// The bytes written so far.
    var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: storage, count: count))
    }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else {
            return
        }
        reserve(bytes.count)
        (storage + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    func append(_ byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    /// Makes room for `extra` more bytes, doubling so that appends stay
    /// amortized constant time.
    private func reserve(_ extra: Int) {
        guard count + extra > capacity else {
            return
        }
        capacity = max(count + extra, capacity * 2)
        if isInPlace {
            let own = Self.resized(nil, to: capacity)
            own.update(from: storage, count: count)
            storage = own
            isInPlace = false
        } else {
            storage = Self.resized(storage, to: capacity)
        }
    }

    /// `realloc`, since the C allocator can grow a large block by remapping
    /// its pages: copying megabytes into fresh pages at each doubling made
    /// the kernel fault in every page again.
    private static func resized(_ storage: UnsafeMutablePointer<UInt8>?, to capacity: Int) -> UnsafeMutablePointer<UInt8> {
        guard let resized = realloc(storage, capacity) else {
            preconditionFailure("out of memory for \(capacity) bytes of rendered text")
        }
        return resized.assumingMemoryBound(to: UInt8.self)
    }
}
