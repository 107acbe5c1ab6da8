/// Splits template text into text, output and block tokens, drops comments,
/// and removes every standalone line: a line holding only block tags or
/// comments and whitespace disappears with its newline.
///
/// `{{` and `{%` must close on their own line, so a forgotten `}}` is
/// reported where it was opened instead of swallowing the rest of the file;
/// comments may span lines.
///
/// - Parameters:
///   - text: The template's source.
///   - path: The template's path, for diagnostics.
/// - Returns: The tokens in order, adjacent text merged, and a diagnostic
///   for every unclosed tag or comment.
func tokenizeTemplate(_ text: String, path: String) -> (tokens: [TemplateToken], diagnostics: [Diagnostic]) {
    var lexer = TemplateLexer(bytes: Array(text.utf8), path: path)
    lexer.run()
    return (lexer.tokens, lexer.diagnostics)
}

/// The scanning state; works on UTF-8 bytes, since every delimiter is ASCII
/// and columns are counted in bytes.
private struct TemplateLexer {
    /// A piece of the line being scanned.
    enum Piece {
        case text(Range<Int>)
        case tag(TemplateToken)
        case comment
    }

    let bytes: [UInt8]
    let path: String
    var tokens: [TemplateToken] = []
    var diagnostics: [Diagnostic] = []

    private var pieces: [Piece] = []
    /// Text waiting for the next tag, as the UTF-8 of a text node.
    private var pendingText: [UInt8] = []
    private var line = 1
    private var lineStart = 0

    init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    mutating func run() {
        var index = 0
        var textStart = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{"), index + 1 < bytes.count,
               let opener = Opener(rawValue: bytes[index + 1]) {
                if textStart < index {
                    pieces.append(.text(textStart..<index))
                }
                let location = currentLocation(at: index)
                if let end = scanTag(opener, from: index) {
                    let content = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                    switch opener {
                    case .output:
                        pieces.append(.tag(TemplateToken(kind: .output, content: content, location: location)))
                    case .block:
                        pieces.append(.tag(TemplateToken(kind: .block, content: content, location: location)))
                    case .comment:
                        pieces.append(.comment)
                    }
                    index = end + 2
                } else {
                    diagnostics.append(Diagnostic(.error, "unclosed `\(opener.open)`: expected `\(opener.close)`\(opener == .comment ? "" : " on the same line")", at: location))
                    if opener == .comment {
                        // Nothing after an unclosed comment can be trusted as text.
                        index = bytes.count
                    } else {
                        pieces.append(.text(index..<(index + 2)))
                        index += 2
                    }
                }
                textStart = index
            } else if byte == UInt8(ascii: "\n") {
                if textStart < index {
                    pieces.append(.text(textStart..<index))
                }
                finishLine(hasNewline: true)
                index += 1
                line += 1
                lineStart = index
                textStart = index
            } else {
                index += 1
            }
        }
        if textStart < bytes.count {
            pieces.append(.text(textStart..<bytes.count))
        }
        finishLine(hasNewline: false)
        flushText()
    }

    /// The index of the closing delimiter's first byte, or nil when it is
    /// missing (for `{{` and `{%`, missing before the end of the line).
    /// Advances the line counter across a multi-line comment.
    private mutating func scanTag(_ opener: Opener, from start: Int) -> Int? {
        var index = start + 2
        var newlines: [Int] = []
        while index + 1 < bytes.count {
            let byte = bytes[index]
            if byte == opener.closingByte, bytes[index + 1] == UInt8(ascii: "}") {
                if let last = newlines.last {
                    line += newlines.count
                    lineStart = last + 1
                }
                return index
            }
            if byte == UInt8(ascii: "\n") {
                if opener != .comment {
                    return nil
                }
                newlines.append(index)
            }
            index += 1
        }
        return nil
    }

    private func currentLocation(at index: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: index - lineStart + 1, jsonPath: "")
    }

    /// Emits the pieces of one line, or only its block tags when the line
    /// is standalone.
    private mutating func finishLine(hasNewline: Bool) {
        defer { pieces.removeAll(keepingCapacity: true) }
        var hasStandaloneTag = false
        var isStandalone = true
        for piece in pieces {
            switch piece {
            case .text(let range):
                if !bytes[range].allSatisfy(Self.isBlank) {
                    isStandalone = false
                }
            case .tag(let token):
                if token.kind == .output {
                    isStandalone = false
                } else {
                    hasStandaloneTag = true
                }
            case .comment:
                hasStandaloneTag = true
            }
        }
        if isStandalone && hasStandaloneTag {
            var indentation = ""
            if case .text(let range) = pieces.first {
                indentation = String(decoding: bytes[range], as: UTF8.self)
            }
            for case .tag(var token) in pieces {
                flushText()
                token.indentation = indentation
                tokens.append(token)
            }
            return
        }
        for piece in pieces {
            switch piece {
            case .text(let range):
                pendingText.append(contentsOf: bytes[range])
            case .tag(let token):
                flushText()
                tokens.append(token)
            case .comment:
                break
            }
        }
        if hasNewline {
            pendingText.append(UInt8(ascii: "\n"))
        }
    }

    private mutating func flushText() {
        guard !pendingText.isEmpty else { return }
        tokens.append(TemplateToken(
            kind: .text, content: String(decoding: pendingText, as: UTF8.self),
            location: SourceLocation(file: path, line: line, column: 1, jsonPath: "")
        ))
        pendingText.removeAll(keepingCapacity: true)
    }

    /// Spaces, tabs and the carriage return of a CRLF line ending.
    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// The second byte of a tag's opening delimiter.
    enum Opener: UInt8 {
        case output = 0x7B // {
        case block = 0x25 // %
        case comment = 0x23 // #

        var open: String {
            switch self {
            case .output: "{{"
            case .block: "{%"
            case .comment: "{#"
            }
        }

        var close: String {
            switch self {
            case .output: "}}"
            case .block: "%}"
            case .comment: "#}"
            }
        }

        /// The first byte of the closing delimiter; the second is `}`.
        var closingByte: UInt8 {
            switch self {
            case .output: UInt8(ascii: "}")
            case .block: UInt8(ascii: "%")
            case .comment: UInt8(ascii: "#")
            }
        }
    }
}
