/// A template parsed once, ready to render any number of times.
struct ParsedTemplate: Sendable {
    /// The template's path, used in every diagnostic it causes.
    var path: String
    /// The top-level nodes.
    var nodes: [TemplateNode]
    /// For a template that begins `{% extends "NAME" %}`, NAME and where the
    /// tag is; its `nodes` are then only its blocks, which replace NAME's
    /// blocks of the same names (`TemplateRenderer` joins the two).
    var parent: (name: String, location: SourceLocation)?
}

/// One piece of a parsed template.
enum TemplateNode: Sendable {
    /// An `if` or `elif` branch: the value tested, whether the tag said
    /// `not` (taking the branch when the value is falsy), and what it renders.
    typealias Branch = (condition: TemplatePath, isNegated: Bool, body: [TemplateNode])

    /// Text copied verbatim, as the UTF-8 it renders.
    case text([UInt8])
    /// `{{ path }}`.
    case output(TemplatePath)
    /// `{% if %}` with its `elif` branches in order; `otherwise` is the
    /// `else` body, empty without one.
    indirect case conditional(branches: [Branch], otherwise: [TemplateNode])
    /// `{% for variable in sequence %}`.
    indirect case loop(variable: String, sequence: TemplatePath, body: [TemplateNode])
    /// `{% include "name" %}`; `binding` is the `variable = path` of `with
    /// variable = path`, and `indentation` the leading whitespace of a
    /// standalone include, prefixed to every non-empty line it renders.
    indirect case include(name: String, binding: (variable: String, value: TemplatePath)?, indentation: String, location: SourceLocation)
    /// `{% block name %}`: renders its body, which a template that extends
    /// this one may replace.
    indirect case block(name: String, body: [TemplateNode], location: SourceLocation)
}

/// A dotted name such as `item.caseName`, split into its names when the
/// template is parsed, and shared by the nodes that hold it.
final class TemplatePath: Sendable, CustomStringConvertible {
    /// The names between the dots; never empty.
    let components: [String]
    /// Where the path starts in its template, for errors.
    let location: SourceLocation

    init(components: [String], location: SourceLocation) {
        self.components = components
        self.location = location
    }

    /// The path as written, `item.caseName`.
    var description: String {
        components.joined(separator: ".")
    }
}

/// Parses the template `text` at `path` (which every diagnostic names) into
/// nodes, once, so that rendering only walks them. Every problem in the
/// file is reported together: unclosed delimiters, unknown or malformed
/// tags, invalid names, blocks without their end, and stray `elif`, `else`,
/// `endif` or `endfor`.
/// - Throws: A `DiagnosticError` with every problem found, in file order.
func parseTemplate(_ text: String, path: String) throws(DiagnosticError) -> ParsedTemplate {
    let parser = TemplateParser(text, path: path)
    guard parser.diagnostics.isEmpty else {
        throw DiagnosticError(sortedByLocation(parser.diagnostics))
    }
    return ParsedTemplate(path: path, nodes: parser.nodes, parent: parser.parent)
}

/// The names of the templates that the template `text` includes, in order,
/// even when it has syntax errors elsewhere.
func includedTemplateNames(_ text: String) -> [String] {
    TemplateParser(text, path: "").includedNames
}

/// A recursive descent over the tokens, one call per open block, that
/// recovers after each error so that one run reports them all.
private struct TemplateParser {
    /// The block whose body is being parsed, which decides the tags that end it.
    enum Block {
        case root
        case conditional(location: SourceLocation, isInElse: Bool)
        case loop(location: SourceLocation)
        case block(location: SourceLocation)
    }

    /// The tag that ended a body: the next branch of an `if` (`elif` with
    /// its condition, `else` with nil), or `endif` or `endfor`.
    enum End {
        case branch(Condition?)
        case end
    }

    typealias Condition = (path: TemplatePath, isNegated: Bool)

    /// A word of a tag, its UTF-8 offset in the tag's content and where it starts.
    typealias Word = (text: String, offset: Int, location: SourceLocation)

    private let tokens: [TemplateToken]
    private var position = 0
    private(set) var diagnostics: [Diagnostic]
    /// The name of every well-formed include, wherever it stands.
    private(set) var includedNames: [String] = []
    private(set) var nodes: [TemplateNode] = []
    /// The template an `{% extends %}` names, and where.
    private(set) var parent: (name: String, location: SourceLocation)?

    init(_ text: String, path: String) {
        (tokens, diagnostics) = tokenizeTemplate(text, path: path)
        parent = parseExtends()
        nodes = parseBody(of: .root).nodes
        if let parent { checkOnlyBlocks(in: nodes, extending: parent.location) }
    }

    /// The parent of a template whose first tag, after only whitespace, is
    /// `{% extends "NAME" %}`, consuming the tag.
    private mutating func parseExtends() -> (name: String, location: SourceLocation)? {
        for (index, token) in tokens.enumerated() {
            switch token {
            case .text(let text) where isBlank(text):
                continue
            case .block(let content, let location, _) where content.trimmed.hasPrefix("extends "):
                position = index + 1
                let argument = content.trimmed.dropFirst("extends".count).trimmed
                guard argument.count >= 3, argument.first == "\"", argument.last == "\"",
                    !argument.dropFirst().dropLast().contains("\"")
                else {
                    error("expected `{% extends \"NAME\" %}`", at: location)
                    return nil
                }
                return (String(argument.dropFirst().dropLast()), location)
            default:
                return nil
            }
        }
        return nil
    }

    /// Reports what a template that extends another has outside its blocks,
    /// which would never be rendered.
    private mutating func checkOnlyBlocks(in nodes: [TemplateNode], extending location: SourceLocation) {
        for node in nodes {
            switch node {
            case .block:
                continue
            case .text(let text) where isBlank(text):
                continue
            default:
                error("a template that extends another holds only blocks: what is outside them is never rendered", at: location)
                return
            }
        }
    }

    /// Parses nodes up to the tag that ends `block`'s body, or to the end
    /// of the file (`end` nil).
    mutating func parseBody(of block: Block) -> (nodes: [TemplateNode], end: End?) {
        var nodes: [TemplateNode] = []
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            switch token {
            case .text(let text):
                nodes.append(.text(text))
            case .output(let content, let location):
                let words = words(of: content, at: location)
                if words.count != 1 {
                    error(words.isEmpty ? "empty `{{ }}`: expected a variable" : "expected one variable in `{{ }}`, found `\(content.trimmed)`", at: location)
                } else if let path = path(words[0]) {
                    nodes.append(.output(path))
                }
            case .block(let content, let location, let indentation):
                let words = words(of: content, at: location)
                guard let keyword = words.first?.text else {
                    error("empty `{% %}`: expected a tag", at: location)
                    continue
                }
                let arguments = words.dropFirst()
                switch keyword {
                case "if":
                    nodes.append(parseConditional(at: location, condition(arguments, at: location, tag: "if")))
                case "for":
                    let (variable, sequence) = loopHeader(Array(arguments), at: location)
                    let (body, end) = parseBody(of: .loop(location: location))
                    if end == nil { error("`for` without `endfor`", at: location) }
                    nodes.append(.loop(variable: variable, sequence: sequence, body: body))
                case "include":
                    if let (name, binding) = includeArguments(content, words, at: location) {
                        includedNames.append(name)
                        nodes.append(.include(name: name, binding: binding, indentation: indentation, location: location))
                    }
                case "block":
                    guard arguments.count == 1, let name = arguments.first, isASCIIIdentifier(name.text) else {
                        error("expected `{% block NAME %}`", at: location)
                        continue
                    }
                    let (body, end) = parseBody(of: .block(location: location))
                    if end == nil { error("`block` without `endblock`", at: location) }
                    nodes.append(.block(name: name.text, body: body, location: location))
                case "extends":
                    error("`extends` must be the template's first tag", at: location)
                case "elif", "else", "endif", "endfor", "endblock":
                    if let end = end(of: block, by: keyword, arguments, at: location) { return (nodes, end) }
                default:
                    error("unknown tag `\(keyword)`; expected if, elif, else, endif, for, endfor, include, block or endblock", at: location)
                }
            }
        }
        return (nodes, nil)
    }

    /// Parses the branches of an `if` whose first condition is `first`, up
    /// to its `endif`.
    private mutating func parseConditional(at location: SourceLocation, _ first: Condition) -> TemplateNode {
        var branches: [TemplateNode.Branch] = []
        var open: Condition? = first
        while true {
            let (body, end) = parseBody(of: .conditional(location: location, isInElse: open == nil))
            if let open { branches.append((open.path, open.isNegated, body)) }
            guard case .branch(let next) = end else {
                if end == nil { error("`if` without `endif`", at: location) }
                return .conditional(branches: branches, otherwise: open == nil ? body : [])
            }
            open = next
        }
    }

    /// What the tag `keyword` (`elif`, `else`, `endif` or `endfor`) ends of
    /// `block`'s body; nil, and reported, when it ends nothing there.
    private mutating func end(
        of block: Block, by keyword: String, _ arguments: ArraySlice<Word>, at location: SourceLocation
    ) -> End? {
        let condition = keyword == "elif" ? self.condition(arguments, at: location, tag: "elif") : nil
        if keyword != "elif", let first = arguments.first {
            error("unexpected `\(first.text)` after `\(keyword)`", at: first.location)
        }
        switch (keyword, block) {
        case ("elif", .conditional(_, isInElse: false)), ("else", .conditional(_, isInElse: false)):
            return .branch(condition)
        case ("elif", .conditional):
            error("`elif` after `else`", at: location)
        case ("else", .conditional):
            error("second `else` in one `if`", at: location)
        case ("elif", _), ("else", _):
            error("stray `\(keyword)`: no open `if`", at: location)
        case ("endif", .conditional), ("endfor", .loop), ("endblock", .block):
            return .end
        case (_, .root):
            error("stray `\(keyword)`: no open block", at: location)
        case (_, .conditional(let open, _)), (_, .loop(let open)), (_, .block(let open)):
            let name = switch block {
            case .loop: "for"
            case .block: "block"
            default: "if"
            }
            error("stray `\(keyword)`: the open block is the `\(name)` at line \(open.line), column \(open.column)", at: location)
        }
        return nil
    }

    /// `path` or `not path`, or a reported placeholder.
    private mutating func condition(_ arguments: ArraySlice<Word>, at location: SourceLocation, tag: String) -> Condition {
        let isNegated = arguments.first?.text == "not"
        let rest = arguments.dropFirst(isNegated ? 1 : 0)
        guard rest.count == 1, let word = rest.first else {
            error("expected `{% \(tag) NAME %}` or `{% \(tag) not NAME %}`", at: location)
            return (Self.placeholder, false)
        }
        return (path(word) ?? Self.placeholder, isNegated)
    }

    /// `variable in path`, or a reported placeholder.
    private mutating func loopHeader(_ words: [Word], at location: SourceLocation) -> (variable: String, sequence: TemplatePath) {
        guard words.count == 3, words[1].text == "in" else {
            error("expected `{% for NAME in NAME %}`", at: location)
            return ("_", Self.placeholder)
        }
        guard isASCIIIdentifier(words[0].text) else {
            error("invalid loop variable `\(words[0].text)`", at: words[0].location)
            return ("_", Self.placeholder)
        }
        return (words[0].text, path(words[2]) ?? Self.placeholder)
    }

    /// The quoted name of `{% include "name" %}`, and the binding of
    /// `{% include "name" with variable = path %}`; `words` are the tag's.
    private mutating func includeArguments(
        _ content: String, _ words: [Word], at location: SourceLocation
    ) -> (name: String, binding: (variable: String, value: TemplatePath)?)? {
        var argument = content.trimmed.dropFirst("include".count).trimmed
        var binding: (variable: String, value: TemplatePath)?
        if argument.first == "\"", let close = argument.dropFirst().firstIndex(of: "\"") {
            let closeOffset = content.utf8.distance(from: content.startIndex, to: close)
            let rest = words.filter { $0.offset > closeOffset }
            if rest.first?.text == "with" {
                guard rest.count == 4, rest[2].text == "=" else {
                    error("expected `{% include \"NAME\" with NAME = NAME %}`", at: location)
                    return nil
                }
                guard isASCIIIdentifier(rest[1].text) else {
                    error("invalid variable name `\(rest[1].text)`", at: rest[1].location)
                    return nil
                }
                guard let value = path(rest[3]) else { return nil }
                binding = (rest[1].text, value)
                argument = argument[...close]
            }
        }
        guard argument.count >= 3, argument.first == "\"", argument.last == "\"" else {
            error("expected `{% include \"NAME\" %}`", at: location)
            return nil
        }
        let name = argument.dropFirst().dropLast()
        guard !name.contains("\""), name.trimmed == name else {
            error("invalid template name \(argument)", at: location)
            return nil
        }
        return (String(name), binding)
    }

    /// The dotted path `word` names, or nil, reported, when a name in it is
    /// not an identifier.
    private mutating func path(_ word: Word) -> TemplatePath? {
        let components = word.text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        guard components.allSatisfy(isASCIIIdentifier) else {
            error("invalid variable name `\(word.text)`", at: word.location)
            return nil
        }
        return TemplatePath(components: components, location: word.location)
    }

    /// Stands in for a malformed path, so that the blocks still balance; a
    /// template with errors is never rendered.
    private static let placeholder = TemplatePath(components: ["_"], location: SourceLocation(file: "", line: 1, column: 1, jsonPath: ""))

    private mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(message, at: location))
    }

    /// The words of a tag's content, split at spaces and tabs; the tag's
    /// delimiter starts at `location`.
    private func words(of content: String, at location: SourceLocation) -> [Word] {
        content.utf8.split { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.map { word in
            let offset = content.utf8.distance(from: content.utf8.startIndex, to: word.startIndex)
            var start = location
            start.column += 2 + offset
            return (String(decoding: word, as: UTF8.self), offset, start)
        }
    }
}

private extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    var trimmed: Substring {
        let text = Substring(self).drop { $0 == " " || $0 == "\t" }
        return text[..<(text.lastIndex { $0 != " " && $0 != "\t" }.map(text.index(after:)) ?? text.startIndex)]
    }
}

/// Whether `text` is only spaces, tabs and line breaks.
private func isBlank(_ text: [UInt8]) -> Bool {
    text.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
}
