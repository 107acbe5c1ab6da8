/// Parses a template into nodes, once, so that rendering only walks them.
///
/// Every problem in the file is reported together: unclosed delimiters,
/// unknown or malformed tags, invalid names, `if` or `for` without their
/// end and stray `elif`, `else`, `endif` or `endfor`.
///
/// - Parameters:
///   - text: The template's source.
///   - path: The template's path, used in every diagnostic.
/// - Returns: The parsed template.
/// - Throws: A `DiagnosticError` with every problem found, in file order.
func parseTemplate(_ text: String, path: String) throws(DiagnosticError) -> ParsedTemplate {
    var builder = TemplateTreeBuilder(text, path: path)
    let nodes = builder.finish()
    guard builder.diagnostics.isEmpty else {
        throw DiagnosticError(builder.diagnostics.sorted { ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0) })
    }
    return ParsedTemplate(path: path, nodes: nodes)
}

/// The names of the templates that `text` includes, in order, even when
/// the template has syntax errors elsewhere.
/// - Parameter text: A template's source.
func includedTemplateNames(_ text: String) -> [String] {
    TemplateTreeBuilder(text, path: "").includedNames
}

/// Builds the node tree from tokens with a stack of open blocks, recovering
/// after each error so that one run reports them all.
private struct TemplateTreeBuilder {
    /// A block still waiting for its end tag.
    struct Frame {
        enum Kind {
            case root
            case conditional
            case loop(variable: String, sequence: TemplatePath)
        }

        var kind: Kind
        var location: SourceLocation
        var body: [TemplateNode] = []
        var branches: [TemplateBranch] = []
        /// The condition of the branch whose body is being collected; nil
        /// once `else` was seen.
        var openCondition: (path: TemplatePath, isNegated: Bool)?

        var name: String {
            switch kind {
            case .root: "template"
            case .conditional: "if"
            case .loop: "for"
            }
        }
    }

    var diagnostics: [Diagnostic]
    /// The name of every well-formed include, wherever it stands.
    private(set) var includedNames: [String] = []
    private var stack: [Frame]

    /// Builds the tree of `text`'s tokens; `finish()` closes it.
    init(_ text: String, path: String) {
        let (tokens, lexerDiagnostics) = tokenizeTemplate(text, path: path)
        diagnostics = lexerDiagnostics
        stack = [Frame(kind: .root, location: SourceLocation(file: "", line: 1, column: 1, jsonPath: ""))]
        for token in tokens {
            add(token)
        }
    }

    private mutating func add(_ token: TemplateToken) {
        switch token.kind {
        case .text:
            append(.text(Array(token.content.utf8)))
        case .output:
            let words = Self.words(of: token.content)
            guard words.count == 1 else {
                error(words.isEmpty ? "empty `{{ }}`: expected a variable" : "expected one variable in `{{ }}`, found `\(token.content.trimmed)`", at: token.location)
                return
            }
            if let path = path(words[0], in: token) {
                append(.output(path))
            }
        case .block:
            addBlock(token)
        }
    }

    /// Closes the root; every block still open lacks its end tag.
    mutating func finish() -> [TemplateNode] {
        while stack.count > 1 {
            let frame = stack.removeLast()
            let end = frame.name == "if" ? "endif" : "endfor"
            error("`\(frame.name)` without `\(end)`", at: frame.location)
        }
        return stack[0].body
    }

    private mutating func addBlock(_ token: TemplateToken) {
        let words = Self.words(of: token.content)
        guard let keyword = words.first else {
            error("empty `{% %}`: expected a tag", at: token.location)
            return
        }
        let arguments = words.dropFirst()
        switch keyword.text {
        case "if":
            let condition = condition(arguments, in: token, tag: "if")
            stack.append(Frame(kind: .conditional, location: token.location, openCondition: condition))
        case "elif":
            let condition = condition(arguments, in: token, tag: "elif")
            startBranch("elif", opening: condition, at: token.location, afterElse: "`elif` after `else`")
        case "else":
            expectNoArguments(arguments, in: token, tag: "else")
            startBranch("else", opening: nil, at: token.location, afterElse: "second `else` in one `if`")
        case "endif":
            expectNoArguments(arguments, in: token, tag: "endif")
            guard case .conditional = stack[stack.count - 1].kind else {
                error(strayEndMessage("endif"), at: token.location)
                return
            }
            var frame = stack.removeLast()
            var otherwise: [TemplateNode] = []
            if let open = frame.openCondition {
                frame.branches.append(TemplateBranch(condition: open.path, isNegated: open.isNegated, body: frame.body))
            } else {
                otherwise = frame.body
            }
            append(.conditional(branches: frame.branches, otherwise: otherwise))
        case "for":
            let (variable, sequence) = loopHeader(arguments, in: token)
            stack.append(Frame(kind: .loop(variable: variable, sequence: sequence), location: token.location))
        case "endfor":
            expectNoArguments(arguments, in: token, tag: "endfor")
            guard case .loop(let variable, let sequence) = stack[stack.count - 1].kind else {
                error(strayEndMessage("endfor"), at: token.location)
                return
            }
            let frame = stack.removeLast()
            append(.loop(variable: variable, sequence: sequence, body: frame.body))
        case "include":
            if let (name, binding) = includeArguments(token) {
                includedNames.append(name)
                append(.include(name: name, binding: binding, indentation: token.indentation, location: token.location))
            }
        default:
            error("unknown tag `\(keyword.text)`; expected if, elif, else, endif, for, endfor or include", at: token.location)
        }
    }

    /// Closes the branch the innermost `if` has open and opens the next:
    /// an `elif` with its condition, or the `else` (`condition` nil).
    ///
    /// - Parameter afterElseMessage: The error when the `if` is already in
    ///   its `else`.
    private mutating func startBranch(
        _ tag: String, opening condition: (path: TemplatePath, isNegated: Bool)?, at location: SourceLocation,
        afterElse afterElseMessage: String
    ) {
        guard case .conditional = stack[stack.count - 1].kind else {
            error("stray `\(tag)`: no open `if`", at: location)
            return
        }
        guard let open = stack[stack.count - 1].openCondition else {
            error(afterElseMessage, at: location)
            return
        }
        stack[stack.count - 1].branches.append(TemplateBranch(condition: open.path, isNegated: open.isNegated, body: stack[stack.count - 1].body))
        stack[stack.count - 1].body = []
        stack[stack.count - 1].openCondition = condition
    }

    private mutating func append(_ node: TemplateNode) {
        stack[stack.count - 1].body.append(node)
    }

    private func strayEndMessage(_ tag: String) -> String {
        let top = stack[stack.count - 1]
        if case .root = top.kind {
            return "stray `\(tag)`: no open block"
        }
        return "stray `\(tag)`: the open block is the `\(top.name)` at line \(top.location.line), column \(top.location.column)"
    }

    /// `path` or `not path`; a malformed condition is reported and replaced
    /// by a placeholder so that the block structure still balances.
    private mutating func condition(_ arguments: ArraySlice<Word>, in token: TemplateToken, tag: String) -> (path: TemplatePath, isNegated: Bool) {
        let placeholder = (path: TemplatePath(components: ["_"], location: token.location), isNegated: false)
        var arguments = arguments
        var isNegated = false
        if arguments.first?.text == "not" {
            isNegated = true
            arguments = arguments.dropFirst()
        }
        guard arguments.count == 1, let word = arguments.first else {
            error("expected `{% \(tag) NAME %}` or `{% \(tag) not NAME %}`", at: token.location)
            return placeholder
        }
        guard let path = path(word, in: token) else {
            return placeholder
        }
        return (path, isNegated)
    }

    private mutating func loopHeader(_ arguments: ArraySlice<Word>, in token: TemplateToken) -> (variable: String, sequence: TemplatePath) {
        let placeholder = (variable: "_", sequence: TemplatePath(components: ["_"], location: token.location))
        let words = Array(arguments)
        guard words.count == 3, words[1].text == "in" else {
            error("expected `{% for NAME in NAME %}`", at: token.location)
            return placeholder
        }
        guard Self.isIdentifier(words[0].text.utf8) else {
            error("invalid loop variable `\(words[0].text)`", at: token.location(ofContentOffset: words[0].offset))
            return placeholder
        }
        guard let sequence = path(words[2], in: token) else {
            return placeholder
        }
        return (words[0].text, sequence)
    }

    /// The quoted name of `{% include "name" %}`, and the binding of
    /// `{% include "name" with variable = path %}`.
    private mutating func includeArguments(_ token: TemplateToken) -> (name: String, binding: TemplateBinding?)? {
        var argument = token.content.trimmed.dropFirst("include".count).trimmed
        var binding: TemplateBinding?
        if argument.first == "\"", let close = argument.dropFirst().firstIndex(of: "\"") {
            let closeOffset = token.content.utf8.distance(from: token.content.startIndex, to: close)
            let rest = Self.words(of: token.content).filter { $0.offset > closeOffset }
            if rest.first?.text == "with" {
                guard let parsed = includeBinding(rest, in: token) else {
                    return nil
                }
                binding = parsed
                argument = argument[...close]
            }
        }
        guard argument.count >= 3, argument.first == "\"", argument.last == "\"" else {
            error("expected `{% include \"NAME\" %}`", at: token.location)
            return nil
        }
        let name = argument.dropFirst().dropLast()
        guard !name.contains("\""), name.trimmed == name else {
            error("invalid template name \(argument)", at: token.location)
            return nil
        }
        return (String(name), binding)
    }

    /// `with variable = path`, the words after an include's name.
    private mutating func includeBinding(_ words: [Word], in token: TemplateToken) -> TemplateBinding? {
        guard words.count == 4, words[2].text == "=" else {
            error("expected `{% include \"NAME\" with NAME = NAME %}`", at: token.location)
            return nil
        }
        guard Self.isIdentifier(words[1].text.utf8) else {
            error("invalid variable name `\(words[1].text)`", at: token.location(ofContentOffset: words[1].offset))
            return nil
        }
        guard let value = path(words[3], in: token) else {
            return nil
        }
        return TemplateBinding(variable: words[1].text, value: value)
    }

    private mutating func expectNoArguments(_ arguments: ArraySlice<Word>, in token: TemplateToken, tag: String) {
        if let first = arguments.first {
            error("unexpected `\(first.text)` after `\(tag)`", at: token.location(ofContentOffset: first.offset))
        }
    }

    private mutating func path(_ word: Word, in token: TemplateToken) -> TemplatePath? {
        // Split on the byte: a `.` is one, and never part of an identifier's.
        let components = word.text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        let location = token.location(ofContentOffset: word.offset)
        guard components.allSatisfy({ Self.isIdentifier($0.utf8) }) else {
            error("invalid variable name `\(word.text)`", at: location)
            return nil
        }
        return TemplatePath(components: components, location: location)
    }

    private mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, message, at: location))
    }

    /// A word of a tag and its UTF-8 offset in the tag's content.
    struct Word {
        var text: String
        var offset: Int
    }

    static func words(of content: String) -> [Word] {
        var words: [Word] = []
        var start: Int?
        let bytes = Array(content.utf8)
        for (index, byte) in bytes.enumerated() {
            let isSpace = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
            if isSpace, let wordStart = start {
                words.append(Word(text: String(decoding: bytes[wordStart..<index], as: UTF8.self), offset: wordStart))
                start = nil
            } else if !isSpace, start == nil {
                start = index
            }
        }
        if let wordStart = start {
            words.append(Word(text: String(decoding: bytes[wordStart...], as: UTF8.self), offset: wordStart))
        }
        return words
    }

    /// Letters, digits and underscores, not starting with a digit.
    static func isIdentifier(_ bytes: some Collection<UInt8>) -> Bool {
        guard let first = bytes.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return bytes.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "_")
        }
    }
}

private extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    var trimmed: Substring {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" {
            text.removeFirst()
        }
        while let last = text.last, last == " " || last == "\t" {
            text.removeLast()
        }
        return text
    }
}
