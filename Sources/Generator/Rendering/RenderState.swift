import Foundation

/// One render of compiled templates against a context.
///
/// The program and the context are read through pointers taken once per
/// render, and scopes are indices into them, so the walk retains and
/// releases nothing: a lookup mostly compares one integer, writing text
/// is a copy of bytes.
///
/// Not copyable, so that the memory it allocates for its hints and scopes
/// is freed exactly once, by `deinit`.
struct RenderState: ~Copyable {
    typealias Value = TemplateContext.Value

    /// Where a key was last found: the dictionaries of one list share their
    /// keys' order and their stored key names, so the next lookup checks
    /// that one entry for the same stored name, and a hit costs one
    /// comparison instead of a scan and a name comparison (lookups were half
    /// of rendering).
    private struct Hint {
        /// The entry's position in its dictionary.
        var offset: Int32
        /// Where the entry's name is stored, -1 before the key is found.
        var keyStart: Int32
    }

    /// A `{% for %}` being rendered, and where it is in its list.
    private struct LoopScope {
        /// The loop variable's name identifier.
        var variable: Int32
        /// The list's first element in the context's `elements`.
        var firstElement: Int
        var index: Int
        var count: Int
    }

    /// The templates and the context, for error messages.
    private let templates: CompiledTemplates
    private let context: TemplateContext
    /// The program's text; any address when it has none, since then no
    /// instruction and no key reads it.
    private let text: UnsafePointer<UInt8>
    private let instructions: UnsafeBufferPointer<CompiledTemplates.Instruction>
    private let keys: UnsafeBufferPointer<CompiledTemplates.Key>
    private let bytes: UnsafePointer<UInt8>
    private let elements: UnsafePointer<Value>
    private let entries: UnsafePointer<TemplateContext.Entry>
    /// For each key, where it was last found.
    private let hints: UnsafeMutablePointer<Hint>
    /// The loops being rendered, innermost last; the context's root is the
    /// outermost scope, below them.
    private var loops = FlatBuffer<LoopScope>(capacity: 16)
    /// The indentation of each indented include being rendered, outermost
    /// first, as ranges of `text`. Lines are indented as they are written
    /// rather than by re-splitting each include's text, which copied the
    /// output once per level of nesting.
    private var indentations = FlatBuffer<CompiledTemplates.TextRange>(capacity: 16)
    /// The first level of `indentations` whose current line is still
    /// empty; each deeper one is empty too, since a level starts on an
    /// empty line of its own. Those levels' indentation is written before
    /// the line's first byte.
    private var firstPendingIndentation = 0
    private var output: RenderedBytes

    /// Renders the instructions `body` of `templates` into `output`.
    /// - Throws: A `DiagnosticError` for an unknown variable, a value of the
    ///   wrong kind, a missing or broken partial or includes nested too deep.
    static func render(
        _ body: Range<Int>, of templates: CompiledTemplates, context: TemplateContext, into output: inout RenderedBytes
    ) throws(DiagnosticError) {
        // The context's memory is its own and stays put while it is alive;
        // the compiled arrays are lent for the render.
        try templates.text.withUnsafeBufferPointer { text throws(DiagnosticError) in
            try templates.instructions.withUnsafeBufferPointer { instructions throws(DiagnosticError) in
                try templates.keys.withUnsafeBufferPointer { keys throws(DiagnosticError) in
                    var state = RenderState(
                        templates: templates, context: context, text: text, instructions: instructions, keys: keys, output: output
                    )
                    defer { output = state.output }
                    try state.run(body.lowerBound, body.upperBound, depth: 0)
                }
            }
        }
    }

    private init(
        templates: CompiledTemplates,
        context: TemplateContext,
        text: UnsafeBufferPointer<UInt8>,
        instructions: UnsafeBufferPointer<CompiledTemplates.Instruction>,
        keys: UnsafeBufferPointer<CompiledTemplates.Key>,
        output: RenderedBytes
    ) {
        self.templates = templates
        self.context = context
        self.text = text.baseAddress ?? context.bytes.baseAddress!
        self.instructions = instructions
        self.keys = keys
        bytes = context.bytes.baseAddress!
        elements = context.elements.baseAddress!
        entries = context.entries.baseAddress!
        hints = .allocate(capacity: max(keys.count, 1))
        hints.initialize(repeating: Hint(offset: 0, keyStart: -1), count: max(keys.count, 1))
        self.output = output
    }

    deinit {
        hints.deallocate()
        loops.deallocate()
        indentations.deallocate()
    }

    private mutating func run(_ start: Int, _ end: Int, depth: Int) throws(DiagnosticError) {
        var position = start
        while position < end {
            switch instructions[position] {
            case .text(let range):
                write(text + Int(range.start), count: Int(range.count))
                position += 1
            case .output(let path, let before, let after):
                if before.count != 0 {
                    write(text + Int(before.start), count: Int(before.count))
                }
                let value = try resolve(path)
                if value.kind == .string, indentations.count == 0 {
                    // Most outputs: a string and the text after it, with one
                    // check for room (a twentieth of rendering).
                    output.append(bytes + Int(value.start), count: Int(value.count), text + Int(after.start), count: Int(after.count))
                } else {
                    switch value.kind {
                    case .string:
                        write(bytes + Int(value.start), count: Int(value.count))
                    case .number:
                        writeNumber(Int(value.start))
                    case .bool, .list, .dictionary:
                        throw error("`\(source(of: path))` is \(value.kindDescription), not a string", at: path)
                    }
                    if after.count != 0 {
                        write(text + Int(after.start), count: Int(after.count))
                    }
                }
                position += 1
            case .branch(let condition, let isNegated, let otherwise):
                position = try resolve(condition).isTruthy != isNegated ? position + 1 : Int(otherwise)
            case .jump(let target):
                position = Int(target)
            case .loop(let sequence, let variable, let loopEnd):
                let value = try resolve(sequence)
                guard value.kind == .list else {
                    throw error("`\(source(of: sequence))` is \(value.kindDescription), not a list", at: sequence)
                }
                if value.count == 0 {
                    position = Int(loopEnd)
                } else {
                    loops.append(LoopScope(variable: variable, firstElement: Int(value.start), index: 0, count: Int(value.count)))
                    position += 1
                }
            case .next(let loop):
                let scope = loops.count - 1
                loops[scope].index += 1
                if loops[scope].index < loops[scope].count {
                    position = Int(loop) + 1
                } else {
                    loops.removeSuffix(from: scope)
                    position += 1
                }
            case .include(let start, let includeEnd, let indentation, let site):
                guard start >= 0, depth < TemplateRenderer.maximumIncludeDepth else {
                    throw includeError(site: Int(site), depth: depth)
                }
                if indentation.count == 0 {
                    try run(Int(start), Int(includeEnd), depth: depth + 1)
                } else {
                    // The include starts a line of its own, whatever the
                    // levels around it have written on the current line.
                    let level = indentations.count
                    indentations.append(indentation)
                    try run(Int(start), Int(includeEnd), depth: depth + 1)
                    indentations.removeSuffix(from: level)
                    firstPendingIndentation = min(firstPendingIndentation, level)
                }
                position += 1
            }
        }
    }

    /// Looks the first name up from the innermost scope outwards, then
    /// follows the rest through dictionaries. Inlined into the walk, which
    /// makes a lookup for most of what it writes.
    ///
    /// `mutating` so that the state is passed by reference: the compiler
    /// passed a borrowed state as a copy on the stack, 233 bytes copied
    /// for each lookup.
    @inline(__always)
    private mutating func resolve(_ path: CompiledTemplates.PathReference) throws(DiagnosticError) -> Value {
        let firstKey = Int(path.firstKey)
        let keyCount = Int(path.keyCount)
        let nameID = keys[firstKey].nameID
        var current: Value
        var position = 1
        found: do {
            var scope = loops.count
            while scope > 0 {
                scope -= 1
                let loop = loops[scope]
                if nameID == loop.variable {
                    current = elements[loop.firstElement + loop.index]
                    break found
                }
                if nameID == templates.loopNameID {
                    guard keyCount > 1 else {
                        // `loop` on its own: a dictionary, read only for its
                        // truthiness or to report its kind.
                        current = Value(kind: .dictionary, start: 0, count: 0)
                        break found
                    }
                    position = 2
                    switch keys[firstKey + 1].loopField {
                    case .index:
                        current = Value(kind: .number, start: Int32(loop.index), count: 0)
                    case .number:
                        current = Value(kind: .number, start: Int32(loop.index + 1), count: 0)
                    case .first:
                        current = Value(kind: .bool, start: loop.index == 0 ? 1 : 0, count: 0)
                    case .last:
                        current = Value(kind: .bool, start: loop.index == loop.count - 1 ? 1 : 0, count: 0)
                    case .none:
                        throw error("unknown variable `\(source(of: path))`; a loop has index, number, first and last", at: path)
                    }
                    break found
                }
            }
            guard let value = lookup(key: firstKey, in: context.root) else {
                throw unknownVariableError(path)
            }
            current = value
        }
        while position < keyCount {
            guard current.kind == .dictionary else {
                throw error(
                    "unknown variable `\(source(of: path))`: `\(prefix(of: path, count: position))` is \(current.kindDescription), not a dictionary",
                    at: path
                )
            }
            guard let next = lookup(key: firstKey + position, in: current) else {
                throw missingKeyError(path, at: position, in: current)
            }
            current = next
            position += 1
        }
        return current
    }

    /// The value of the key at `index` in `dictionary`: the hinted entry
    /// if it holds the same stored name (the builder stores no empty name,
    /// so one place starts one name), else what `search` finds.
    @inline(__always)
    private mutating func lookup(key index: Int, in dictionary: Value) -> Value? {
        let hint = hints[index]
        if hint.offset < dictionary.count {
            let entry = entries + Int(dictionary.start) + Int(hint.offset)
            if entry.pointee.keyStart == hint.keyStart {
                return entry.pointee.value
            }
        }
        return search(key: index, in: dictionary)
    }

    /// The value of the key at `index` in `dictionary`, comparing names;
    /// records where it found the key as the key's next hint. Seldom
    /// called: a key misses its hint only the first time and when
    /// dictionaries of another shape take turns.
    @inline(never)
    private mutating func search(key index: Int, in dictionary: Value) -> Value? {
        let key = keys[index]
        var entry = entries + Int(dictionary.start)
        for offset in 0..<Int(dictionary.count) {
            if Int(entry.pointee.keyCount) == Int(key.nameCount),
               memcmp(bytes + Int(entry.pointee.keyStart), text + Int(key.nameStart), Int(key.nameCount)) == 0 {
                hints[index] = Hint(offset: Int32(offset), keyStart: entry.pointee.keyStart)
                return entry.pointee.value
            }
            entry += 1
        }
        return nil
    }

    @inline(__always)
    private mutating func write(_ source: UnsafePointer<UInt8>, count: Int) {
        if indentations.count == 0 {
            output.append(source, count: count)
        } else {
            writeIndented(UnsafeBufferPointer(start: source, count: count))
        }
    }

    /// Appends `source`, indenting each non-empty line it starts by the
    /// includes it is rendered in: the same text as rendering each include
    /// apart and prefixing every non-empty line of it, so that a partial
    /// included inside a nested block lines up with it.
    @inline(never)
    private mutating func writeIndented(_ source: UnsafeBufferPointer<UInt8>) {
        guard var lineStart = source.baseAddress else {
            return
        }
        let end = lineStart + source.count
        while lineStart < end {
            // `memchr` finds the line's end several bytes at a time.
            let newline = memchr(lineStart, Int32(UInt8(ascii: "\n")), end - lineStart)
                .map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) }
            let lineEnd = newline ?? end
            if lineEnd != lineStart {
                for level in firstPendingIndentation..<indentations.count {
                    let indentation = indentations[level]
                    output.append(text + Int(indentation.start), count: Int(indentation.count))
                }
                firstPendingIndentation = indentations.count
                output.append(lineStart, count: lineEnd - lineStart)
            }
            guard newline != nil else {
                return
            }
            output.append(UInt8(ascii: "\n"))
            firstPendingIndentation = 0
            lineStart = lineEnd + 1
        }
    }

    /// Writes `number` in decimal, as `String(number)` spells it.
    private mutating func writeNumber(_ number: Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            var rest = number
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            write(digits.baseAddress! + start, count: digits.count - start)
        }
    }

    // MARK: Errors, built only when rendering fails

    private func source(of path: CompiledTemplates.PathReference) -> TemplatePath {
        templates.paths[Int(path.source)]
    }

    /// The first `count` names of `path`, joined as written.
    private func prefix(of path: CompiledTemplates.PathReference, count: Int) -> String {
        source(of: path).components[..<count].joined(separator: ".")
    }

    private func unknownVariableError(_ path: CompiledTemplates.PathReference) -> DiagnosticError {
        var visible = Set(context.keyNames(of: context.root))
        for scope in 0..<loops.count {
            visible.insert(templates.names[Int(loops[scope].variable)])
            visible.insert("loop")
        }
        let path = source(of: path)
        let suggestion = suggestName(for: path.components[0], among: visible.sorted()).map { "did you mean `\($0)`?" }
        return DiagnosticError([Diagnostic(.error, "unknown variable `\(path)`", at: path.location, suggestion: suggestion)])
    }

    private func missingKeyError(_ reference: CompiledTemplates.PathReference, at position: Int, in dictionary: Value) -> DiagnosticError {
        let path = source(of: reference)
        let prefix = prefix(of: reference, count: position)
        let name = path.components[position]
        let suggestion = suggestName(for: name, among: context.keyNames(of: dictionary).sorted()).map { "did you mean `\(prefix).\($0)`?" }
        return DiagnosticError([
            Diagnostic(.error, "unknown variable `\(path)`: `\(prefix)` has no key `\(name)`", at: path.location, suggestion: suggestion),
        ])
    }

    /// Why the include at `site` cannot be rendered: its template is
    /// missing, it nests too deep, or its template has syntax errors; checked
    /// in that order.
    private func includeError(site index: Int, depth: Int) -> DiagnosticError {
        let site = templates.includeSites[index]
        guard let template = site.template else {
            let names = templates.templates.map(\.name)
            let suggestion = suggestName(for: site.name, among: names).map { "did you mean `\($0)`?" }
            return DiagnosticError([
                Diagnostic(.error, "no template named `\(site.name)` to include", at: site.location, suggestion: suggestion),
            ])
        }
        let maximum = TemplateRenderer.maximumIncludeDepth
        guard depth < maximum, case .failure(let error) = templates.templates[template].body else {
            return DiagnosticError([
                Diagnostic(.error, "includes nest deeper than \(maximum) levels; does `\(site.name)` include itself?", at: site.location),
            ])
        }
        return error
    }

    private func error(_ message: String, at path: CompiledTemplates.PathReference) -> DiagnosticError {
        DiagnosticError([Diagnostic(.error, message, at: source(of: path).location)])
    }
}
