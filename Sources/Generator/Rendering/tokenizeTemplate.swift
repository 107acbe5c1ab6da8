/// A piece of template text after lexing, standalone lines stripped.
enum TemplateToken {
    /// Text to copy verbatim, as UTF-8; adjacent text is merged.
    case text([UInt8])
    /// `{{ content }}`, located at its `{{`.
    case output(content: String, location: SourceLocation)
    /// `{% content %}`, located at its `{%`; `indentation` is the leading
    /// whitespace of its line when the line is standalone, else empty.
    case block(content: String, location: SourceLocation, indentation: String)
}

/// Splits template text into tokens, drops comments, and removes every
/// standalone line: a line holding only block tags, comments and whitespace
/// disappears with its newline.
///
/// `{{` and `{%` must close on their own line, so a forgotten `}}` is
/// reported where it was opened; comments may span lines. The scan works
/// on UTF-8 bytes: every delimiter is ASCII, and columns count bytes.
///
/// - Returns: The tokens in order, and a diagnostic for every unclosed tag
///   or comment, located in the file at `path`.
/// - Complexity: O(n) in the length of `text`.
func tokenizeTemplate(_ text: String, path: String) -> (tokens: [TemplateToken], diagnostics: [Diagnostic]) {
    let bytes = Array(text.utf8)
    let newline = UInt8(ascii: "\n")
    var tokens: [TemplateToken] = []
    var diagnostics: [Diagnostic] = []
    var pieces: [LinePiece] = []
    var pendingText: [UInt8] = []
    var line = 1
    var lineStart = 0
    var textStart = 0
    var index = 0

    func flushText() {
        guard !pendingText.isEmpty else { return }
        tokens.append(.text(pendingText))
        pendingText = []
    }

    /// Emits the pieces of the line, its text ending at `textEnd`, or only
    /// its block tags when the line is standalone.
    func finishLine(textEnd: Int, hasNewline: Bool) {
        pieces.append(.text(textStart..<textEnd))
        let hasTag = pieces.contains { if case .text = $0 { false } else { true } }
        // Only whitespace, block tags and comments: no output tag.
        let isBlank = pieces.allSatisfy { piece in
            switch piece {
            // Spaces, tabs and the carriage return of a CRLF line ending.
            case .text(let range): bytes[range].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
            case .tag(.output): false
            case .tag, .comment: true
            }
        }
        if hasTag && isBlank {
            var indentation = ""
            if case .text(let range) = pieces.first {
                indentation = String(decoding: bytes[range], as: UTF8.self)
            }
            for case .tag(.block(let content, let location, _)) in pieces {
                flushText()
                tokens.append(.block(content: content, location: location, indentation: indentation))
            }
        } else {
            for piece in pieces {
                switch piece {
                case .text(let range): pendingText += bytes[range]
                case .tag(let token):
                    flushText()
                    tokens.append(token)
                case .comment: break
                }
            }
            if hasNewline { pendingText.append(newline) }
        }
        pieces.removeAll()
    }

    while index < bytes.count {
        if bytes[index] == newline {
            finishLine(textEnd: index, hasNewline: true)
            index += 1
            line += 1
            lineStart = index
            textStart = index
            continue
        }
        guard bytes[index] == UInt8(ascii: "{"), index + 1 < bytes.count, let opener = Opener(rawValue: Unicode.Scalar(bytes[index + 1])) else {
            index += 1
            continue
        }
        let isComment = opener == .comment
        let (open, close) = opener.delimiters
        let closer = Array(close.utf8)
        let location = SourceLocation(file: path, line: line, column: index - lineStart + 1, jsonPath: "")
        var end = index + 2
        while end + 1 < bytes.count, !bytes[end...(end + 1)].elementsEqual(closer), isComment || bytes[end] != newline {
            end += 1
        }
        guard end + 1 < bytes.count, bytes[end...(end + 1)].elementsEqual(closer) else {
            diagnostics.append(Diagnostic("unclosed `\(open)`: expected `\(close)`\(isComment ? "" : " on the same line")", at: location))
            if isComment {
                // Nothing after an unclosed comment can be trusted as text.
                pieces.append(.text(textStart..<index))
                textStart = bytes.count
                break
            }
            index += 2
            continue
        }
        pieces.append(.text(textStart..<index))
        for position in (index + 2)..<end where bytes[position] == newline {
            line += 1
            lineStart = position + 1
        }
        let content = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
        switch opener {
        case .output: pieces.append(.tag(.output(content: content, location: location)))
        case .block: pieces.append(.tag(.block(content: content, location: location, indentation: "")))
        case .comment: pieces.append(.comment)
        }
        index = end + 2
        textStart = index
    }
    finishLine(textEnd: bytes.count, hasNewline: false)
    flushText()
    return (tokens, diagnostics)
}

/// A piece of the line being scanned.
private enum LinePiece {
    case text(Range<Int>)
    case tag(TemplateToken)
    case comment
}

/// What follows the `{` that opens a tag: `{{`, `{%` or `{#`.
private enum Opener: Unicode.Scalar {
    case output = "{"
    case block = "%"
    case comment = "#"

    /// The tag's delimiters, such as `{%` and `%}`.
    var delimiters: (open: String, close: String) {
        switch self {
        case .output: ("{{", "}}")
        case .block: ("{%", "%}")
        case .comment: ("{#", "#}")
        }
    }
}
