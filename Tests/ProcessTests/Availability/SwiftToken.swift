/// One token of Swift source, as the availability check reads it.
struct SwiftToken {
    enum Kind {
        /// An identifier or keyword (`` `class` `` keeps its backticks), a
        /// directive (`#if`, `#available`) or an attribute (`@available`).
        case word
        /// A number, versions such as `10.15.4` included.
        case number
        /// A string literal; `text` is its source between the quotes.
        case string
        /// One character of punctuation, or `&&`, `||`, `->`.
        case symbol
    }

    var kind: Kind
    var text: String
    /// The 1-based line the token starts on.
    var line: Int

    /// Whether a string literal stands for more than one character (`"\n"`
    /// is one).
    var isLongerThanOneCharacter: Bool {
        kind == .string && text.count > 1 && !(text.count == 2 && text.hasPrefix("\\"))
    }
}

/// The tokens of Swift source, comments left out, each string literal one
/// token followed by the tokens of the code in its interpolations. A regex
/// literal reads as operators (the check does not look for them).
///
/// - Complexity: O(n) in the length of `text`.
func swiftTokens(in text: String) -> [SwiftToken] {
    var lexer = SwiftLexer(characters: Array(text.unicodeScalars))
    lexer.lexCode(endsAtParenthesis: false)
    return lexer.tokens
}

/// The tokenizer's state: a position in the text and the line it is on.
private struct SwiftLexer {
    let characters: [Unicode.Scalar]
    var position = 0
    var line = 1
    var tokens: [SwiftToken] = []

    func peek(_ offset: Int = 0) -> Unicode.Scalar {
        position + offset < characters.count ? characters[position + offset] : "\0"
    }

    func isAt(_ text: [Unicode.Scalar]) -> Bool {
        text.indices.allSatisfy { peek($0) == text[$0] }
    }

    static func isIdentifier(_ character: Unicode.Scalar) -> Bool {
        character.value >= 0x80 || character == "_" || character == "$" || ("a"..."z").contains(character)
            || ("A"..."Z").contains(character) || ("0"..."9").contains(character)
    }

    mutating func advance(_ count: Int = 1) {
        for _ in 0..<count {
            if peek() == "\n" { line += 1 }
            position += 1
        }
    }

    mutating func emit(_ kind: SwiftToken.Kind, from start: Int, line: Int) {
        let text = String(String.UnicodeScalarView(characters[start..<position]))
        tokens.append(SwiftToken(kind: kind, text: text, line: line))
    }

    /// Code up to the end, or up to and past the `)` closing an interpolation.
    mutating func lexCode(endsAtParenthesis: Bool) {
        var depth = 0
        while position < characters.count {
            let start = position, startLine = line
            var hashes = 0
            while peek(hashes) == "#" { hashes += 1 }
            switch peek() {
            case " ", "\t", "\r", "\n":
                advance()
            case "/" where peek(1) == "/":
                while position < characters.count, peek() != "\n" { advance() }
            case "/" where peek(1) == "*":
                var nesting = 0
                repeat {
                    if isAt(["/", "*"]) || isAt(["*", "/"]) {
                        nesting += peek() == "/" ? 1 : -1
                        advance()
                    }
                    advance()
                } while nesting > 0 && position < characters.count
            case "#" where peek(hashes) == "\"", "\"":
                advance(hashes)
                lexString(hashes: hashes)
            case "`":
                advance()
                while position < characters.count, peek() != "`", peek() != "\n" { advance() }
                advance()
                emit(.word, from: start, line: startLine)
            case "0"..."9":
                while Self.isIdentifier(peek()) || (peek() == "." && ("0"..."9").contains(peek(1))) { advance() }
                emit(.number, from: start, line: startLine)
            case _ where Self.isIdentifier(peek()), "#", "@":
                advance()
                while Self.isIdentifier(peek()) { advance() }
                emit(position - start > 1 || Self.isIdentifier(characters[start]) ? .word : .symbol, from: start, line: startLine)
            case ")" where endsAtParenthesis && depth == 0:
                advance()
                return
            default:
                if peek() == "(" { depth += 1 }
                if peek() == ")" { depth -= 1 }
                advance(isAt(["&", "&"]) || isAt(["|", "|"]) || isAt(["-", ">"]) ? 2 : 1)
                emit(.symbol, from: start, line: startLine)
            }
        }
    }

    /// A string literal from its first quote: one token for its text, then
    /// the tokens of its interpolations.
    mutating func lexString(hashes: Int) {
        let startLine = line
        let quotes = isAt(["\"", "\"", "\""]) ? 3 : 1
        advance(quotes)
        let closing: [Unicode.Scalar] = Array(repeating: "\"", count: quotes) + Array(repeating: "#", count: hashes)
        let interpolation: [Unicode.Scalar] = ["\\"] + Array(repeating: "#", count: hashes) + ["("]
        let contentStart = position
        var contentEnd = position
        var interpolated: [SwiftToken] = []
        while position < characters.count, !isAt(closing), quotes == 3 || peek() != "\n" {
            if isAt(interpolation) {
                advance(interpolation.count)
                var inner = SwiftLexer(characters: characters, position: position, line: line)
                inner.lexCode(endsAtParenthesis: true)
                (position, line) = (inner.position, inner.line)
                interpolated += inner.tokens
            } else {
                advance(peek() == "\\" && hashes == 0 ? 2 : 1)
            }
            contentEnd = position
        }
        advance(isAt(closing) ? closing.count : 0)
        tokens.append(SwiftToken(kind: .string, text: String(String.UnicodeScalarView(characters[contentStart..<contentEnd])), line: startLine))
        tokens += interpolated
    }
}
