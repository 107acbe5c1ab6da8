/// Parses a spec's or config's bytes into a tree of located values, with
/// the extensions `JSONReader` accepts.
///
/// - Parameters:
///   - bytes: The file's contents.
///   - file: The file's path as the user gave it, for locations.
/// - Returns: The root value.
/// - Throws: `DiagnosticError` with the first syntax error, located by line
///   and column (1-based, the column in UTF-8 bytes).
func parseJSON(_ bytes: [UInt8], file: String) throws(DiagnosticError) -> JSONValue {
    var reader = JSONReader(bytes: bytes, file: file)
    do {
        return try reader.readDocument()
    } catch {
        throw DiagnosticError([error])
    }
}

/// A JSON reader that records the line and column of every value, for
/// diagnostics that point at the exact spot in a spec or config file; its
/// own errors also name the JSON path of the spot.
///
/// Besides standard JSON it accepts `//` and `/* */` comments, trailing
/// commas and a leading UTF-8 byte order mark. Containers are kept on a
/// stack instead of the call stack, and nesting is limited to
/// `maximumDepth`; every failure is a located `Diagnostic`, never a trap.
struct JSONReader {
    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private let file: String
    /// The arrays and objects being read, outermost first.
    private var open: [OpenContainer] = []
    /// The next byte to read.
    private var offset = 0
    /// The 1-based line of `offset`, and the offset where that line starts.
    private var line = 1
    private var lineStart = 0

    /// A reader of `bytes`, the contents of `file` (named in its errors).
    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// Reads the whole document: one value, surrounded only by whitespace
    /// and comments.
    mutating func readDocument() throws(Diagnostic) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            // Editors do not count the byte order mark as a column.
            offset = 3
            lineStart = 3
        }
        if offset == bytes.count {
            throw error("the file is empty; a spec is a JSON object", path: .document)
        }
        try checkText()
        try skipTrivia()
        if offset == bytes.count {
            throw error("the file holds only whitespace and comments; a spec is a JSON object", path: .document)
        }
        let document = try readValue()
        try skipTrivia()
        if offset < bytes.count {
            let found = describe(offset)
            throw error("unexpected \(found) after the end of the JSON value; a spec holds one JSON object", path: .document)
        }
        return document
    }

    /// The byte at `offset` as a scalar, or nil at the end of the file.
    private var next: Unicode.Scalar? {
        offset < bytes.count ? Unicode.Scalar(bytes[offset]) : nil
    }

    /// Whether the bytes at `offset` are `text`.
    private func isAt(_ text: String) -> Bool {
        bytes[offset...].starts(with: text.utf8)
    }

    /// Reads the value at `offset`, containers included: a container is on
    /// `open` from its opening bracket to its closing one.
    private mutating func readValue() throws(Diagnostic) -> JSONValue {
        while true {
            guard let first = next else {
                throw error("unexpected end of file; expected a JSON value", path: .value)
            }
            let line = line
            let column = offset - lineStart + 1
            var value: JSONValue
            switch first {
            case "{", "[":
                if open.count >= Self.maximumDepth {
                    throw error("nesting deeper than \(Self.maximumDepth) levels", path: .value)
                }
                open.append(OpenContainer(isObject: first == "{", place: place(line: line, column: column)))
                offset += 1
                try skipTrivia()
                guard next == open[open.count - 1].closer else {
                    try moveToNextValue()
                    continue
                }
                offset += 1
                value = open.removeLast().value
            case "\"":
                value = scalar(.string(try readString(path: .value)), line: line, column: column)
            case "-", "0"..."9":
                value = scalar(.number(try readNumber()), line: line, column: column)
            case "a"..."z", "A"..."Z", "_":
                value = scalar(try readWord(), line: line, column: column)
            case "'":
                throw error("unexpected \"'\"; strings use double quotes", path: .value)
            default:
                throw error("unexpected \(describe(offset)); expected a JSON value", path: .value)
            }

            // Add the value to the innermost container, and each one it closes
            // to the next, until one wants another value.
            while let top = open.indices.last {
                open[top].add(value)
                try skipTrivia()
                let closer = open[top].closer
                guard let separator = next else {
                    throw unclosed(open[top], expecting: "',' or '\(closer)'")
                }
                if separator == "," {
                    offset += 1
                    try skipTrivia()
                    // Unless the comma is a trailing one.
                    if next != closer {
                        try moveToNextValue()
                        break
                    }
                } else if separator != closer {
                    let message = open[top].isObject
                        ? "expected ',' or '}' after the value of \"\(open[top].members.last?.key ?? "")\", found \(describe(offset))"
                        : "expected ',' or ']' after an array element, found \(describe(offset))"
                    throw error(message, path: .container)
                }
                offset += 1
                value = open.removeLast().value
            }
            if open.isEmpty {
                return value
            }
        }
    }

    /// A string, number, boolean or null starting at `line` and `column`.
    private func scalar(_ kind: JSONValue.Kind, line: Int, column: Int) -> JSONValue {
        JSONValue(kind: kind, place: place(line: line, column: column))
    }

    /// The place of a value starting at `line` and `column`, inside the
    /// innermost open container.
    private func place(line: Int, column: Int) -> JSONPlace {
        JSONPlace(file: file, line: line, column: column, container: open.last?.place, step: open.last?.nextStep)
    }

    /// Moves to the innermost container's next value: in an object, past
    /// its key, the `:` and the trivia after them.
    private mutating func moveToNextValue() throws(Diagnostic) {
        let container = open[open.count - 1]
        guard container.isObject else {
            guard next != nil else { throw unclosed(container, expecting: "a value or ']'") }
            return
        }
        guard let quote = next else { throw unclosed(container, expecting: "a key or '}'") }
        guard quote == "\"" else {
            throw error("expected a key in double quotes or '}', found \(describe(offset))", path: .container)
        }
        let keyColumn = offset - lineStart + 1
        let key = try readString(path: .container)
        open[open.count - 1].key = (key, line, keyColumn)
        try skipTrivia()
        guard next == ":" else {
            throw error("expected ':' after the key \"\(key)\", found \(describe(offset))", path: .value)
        }
        offset += 1
        try skipTrivia()
    }

    /// Reads a string whose opening quote is at `offset` and returns its
    /// text; `path` is the string's own, or the object's for a key.
    private mutating func readString(path: Place) throws(Diagnostic) -> String {
        let quote = offset
        offset += 1
        var text: [UInt8] = []
        while true {
            guard let scalar = next else { throw error("unterminated string", path: path, at: quote) }
            switch scalar {
            case "\"":
                offset += 1
                return String(decoding: text, as: UTF8.self)
            case "\\":
                try readEscape(quote: quote, path: path, into: &text)
            case "\n", "\r":
                let message = "unterminated string; a string must end on the line it starts (write a line break as \\n)"
                throw error(message, path: path, at: quote)
            case "\u{0}"..<" ":
                throw error("control character U+\(uppercaseHex(scalar.value)) in a string; write it as an escape", path: path)
            default:
                text.append(bytes[offset])
                offset += 1
            }
        }
    }

    /// Reads the escape whose backslash is at `offset` into `text`.
    private mutating func readEscape(quote: Int, path: Place, into text: inout [UInt8]) throws(Diagnostic) {
        let backslash = offset
        offset += 1
        guard let escaped = next else { throw error("unterminated string", path: path, at: quote) }
        offset += 1
        if let simple = Self.simpleEscapes[escaped] {
            text.append(UInt8(simple.value))
            return
        }
        guard escaped == "u" else {
            let shown = escaped > " " && escaped < "\u{7F}" ? String(escaped) : " followed by \(describe(backslash + 1))"
            let message = "invalid escape \\\(shown) in a string; use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX"
            throw error(message, path: path, at: backslash)
        }
        let first = try readHexQuad(backslash: backslash, path: path)
        var value = first
        if (0xD800...0xDBFF).contains(first), isAt("\\u") {
            offset += 2
            let low = try readHexQuad(backslash: offset - 2, path: path)
            if (0xDC00...0xDFFF).contains(low) {
                value = 0x10000 + ((first - 0xD800) << 10) + (low - 0xDC00)
            }
        }
        // Only a surrogate that is not one of a pair is no scalar.
        guard let scalar = Unicode.Scalar(value) else {
            let rule = (0xD800...0xDBFF).contains(first)
                ? "a high surrogate must be followed by a low one (\\uDC00 to \\uDFFF)"
                : "a low surrogate must follow a high one (\\uD800 to \\uDBFF)"
            throw error("lone surrogate \\u\(uppercaseHex(first)) in a string; \(rule)", path: path, at: backslash)
        }
        text.append(contentsOf: String(scalar).utf8)
    }

    /// What the escapes other than `\uXXXX` stand for.
    private static let simpleEscapes: [Unicode.Scalar: Unicode.Scalar] = [
        "\"": "\"", "\\": "\\", "/": "/", "b": "\u{8}", "f": "\u{C}", "n": "\n", "r": "\r", "t": "\t",
    ]

    /// Reads the four hexadecimal digits after `\u`.
    private mutating func readHexQuad(backslash: Int, path: Place) throws(Diagnostic) -> UInt32 {
        let digits = bytes[offset..<min(offset + 4, bytes.count)]
        guard digits.count == 4, digits.allSatisfy({ Unicode.Scalar($0).properties.isASCIIHexDigit }),
            let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16)
        else {
            throw error("invalid escape in a string: \\u needs four hexadecimal digits", path: path, at: backslash)
        }
        offset += 4
        return value
    }

    /// Reads a number, checking JSON's grammar, and returns it as written.
    private mutating func readNumber() throws(Diagnostic) -> String {
        let start = offset
        if next == "-" {
            offset += 1
        }
        let integerStart = offset
        try readDigits(where: "after '-'")
        if offset - integerStart > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw error("a number cannot have a leading zero", path: .value, at: start)
        }
        if next == "." {
            offset += 1
            try readDigits(where: "after the decimal point")
        }
        if next == "e" || next == "E" {
            offset += 1
            if next == "+" || next == "-" {
                offset += 1
            }
            try readDigits(where: "in the exponent")
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// Reads one or more digits; `place` says where, for the error if none.
    private mutating func readDigits(where place: String) throws(Diagnostic) {
        guard let digit = next, ("0"..."9").contains(digit) else {
            throw error("expected a digit \(place), found \(describe(offset))", path: .value)
        }
        while let digit = next, ("0"..."9").contains(digit) {
            offset += 1
        }
    }

    /// Reads `true`, `false` or `null`; any other word is an error, and
    /// letters, digits and `_` continue it, so `truex` is one wrong word.
    private mutating func readWord() throws(Diagnostic) -> JSONValue.Kind {
        let start = offset
        while let scalar = next, isASCIIIdentifierPart(scalar) {
            offset += 1
        }
        switch String(decoding: bytes[start..<offset], as: UTF8.self) {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        case let word:
            throw error("unexpected \"\(word)\"; expected a JSON value (strings need double quotes)", path: .value, at: start)
        }
    }

    /// Skips whitespace and comments, counting lines.
    private mutating func skipTrivia() throws(Diagnostic) {
        while let scalar = next {
            if scalar == " " || scalar == "\t" {
                offset += 1
            } else if scalar == "\n" || scalar == "\r" {
                skipLineBreak()
            } else if scalar != "/" {
                return
            } else if isAt("//") {
                while let scalar = next, scalar != "\n", scalar != "\r" {
                    offset += 1
                }
            } else if isAt("/*") {
                // Located at the comment's start, which may be lines before its end.
                let unterminated = error("unterminated comment; '/*' has no matching '*/'", path: .document)
                offset += 2
                while !isAt("*/") {
                    guard let scalar = next else { throw unterminated }
                    if scalar == "\n" || scalar == "\r" {
                        skipLineBreak()
                    } else {
                        offset += 1
                    }
                }
                offset += 2
            } else {
                throw error("unexpected '/'; a comment starts with // or /*", path: .document)
            }
        }
    }

    /// Skips one line break at `offset`: `\n`, `\r\n` or a lone `\r`.
    private mutating func skipLineBreak() {
        offset += isAt("\r\n") ? 2 : 1
        line += 1
        lineStart = offset
    }

    /// Rejects NUL bytes and invalid UTF-8 before reading, so that strings
    /// decode losslessly and binary files get a clear message.
    private func checkText() throws(Diagnostic) {
        let (newline, carriageReturn) = (UInt8(ascii: "\n"), UInt8(ascii: "\r"))
        // Lines are counted here for the errors' locations only.
        var (index, line, lineStart) = (offset, 1, offset)
        // Only line breaks, NUL and the bytes of scalars outside ASCII need a look.
        while let found = bytes[index...].firstIndex(where: { $0 == 0 || $0 >= 0x80 || $0 == newline || $0 == carriageReturn }) {
            index = found
            let problem: String
            switch bytes[found] {
            case newline, carriageReturn:
                index += 1
                if bytes[found] == newline || index == bytes.count || bytes[index] != newline {
                    line += 1
                    lineStart = index
                }
                continue
            case 0:
                problem = "the file contains a NUL byte; a spec is UTF-8 text, not a binary file"
            default:
                var parser = Unicode.UTF8.ForwardParser()
                var input = bytes[found...].makeIterator()
                if case .valid(let sequence) = parser.parseScalar(from: &input) {
                    index += sequence.count
                    continue
                }
                problem = "invalid UTF-8 (byte 0x\(uppercaseHex(UInt32(bytes[found]), digits: 2))); a spec must be UTF-8 text"
            }
            throw Diagnostic(problem, at: SourceLocation(file: file, line: line, column: index - lineStart + 1, jsonPath: ""))
        }
    }

    /// An error on the current line at `offset`, or at the earlier `target`.
    private func error(_ message: String, path place: Place, at target: Int? = nil) -> Diagnostic {
        var steps = place == .document ? [] : open.compactMap(\.place.step)
        if place == .value, let container = open.last {
            steps.append(container.nextStep)
        }
        let column = (target ?? offset) - lineStart + 1
        return Diagnostic(message, at: SourceLocation(file: file, line: line, column: column, jsonPath: JSONPath(steps: steps).text))
    }

    private func unclosed(_ container: OpenContainer, expecting: String) -> Diagnostic {
        let kind = container.isObject ? "object" : "array"
        let unclosed = "the \(kind) opened at line \(container.place.line), column \(container.place.column) is not closed"
        return error("unexpected end of file; expected \(expecting): \(unclosed)", path: .container)
    }

    /// The scalar starting at byte `index` as a reader would name it: `'x'`,
    /// `'é' (U+00E9)`, `control character U+0007` or `the end of the file`.
    private func describe(_ index: Int) -> String {
        // checkText has proven the text valid UTF-8 before reading started.
        let text = String(decoding: bytes[min(index, bytes.count)..<min(index + 4, bytes.count)], as: UTF8.self)
        guard let scalar = text.unicodeScalars.first else { return "the end of the file" }
        if scalar < " " || scalar == "\u{7F}" {
            return "control character U+\(uppercaseHex(scalar.value))"
        }
        return scalar.isASCII ? "'\(scalar)'" : "'\(scalar)' (U+\(uppercaseHex(scalar.value)))"
    }
}

/// Whose path an error prints: the document's (none), the innermost open
/// container's, or that of the value being read into it.
private enum Place {
    case document, container, value
}

/// An array or object whose closing bracket is still to come.
private struct OpenContainer {
    var isObject: Bool
    /// Where its opening bracket is.
    var place: JSONPlace
    /// What it holds so far: members for an object, elements for an array.
    var members: [JSONMember] = []
    var elements: [JSONValue] = []
    /// The key of the member being read, with its opening quote's line and column.
    var key = (text: "", line: 0, column: 0)

    var closer: Unicode.Scalar {
        isObject ? "}" : "]"
    }

    /// The step to the value being read inside it.
    var nextStep: JSONPath.Step {
        isObject ? .key(key.text) : .index(elements.count)
    }

    mutating func add(_ value: JSONValue) {
        if isObject {
            members.append(JSONMember(key: key.text, keyLine: key.line, keyColumn: key.column, value: value))
        } else {
            elements.append(value)
        }
    }

    /// The container as a value, once closed.
    var value: JSONValue {
        JSONValue(kind: isObject ? .object(members) : .array(elements), place: place)
    }
}

/// `value` in uppercase hexadecimal, zero-padded to at least `digits`
/// digits: `00E9`, the form of `U+00E9` and `\u00E9` in messages.
func uppercaseHex(_ value: UInt32, digits: Int = 4) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
}
