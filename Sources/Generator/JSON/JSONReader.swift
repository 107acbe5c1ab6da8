/// A JSON reader that records the line and column of every value, for
/// diagnostics that point at the exact spot in a spec or config file; its
/// own errors also name the JSON path of the spot.
///
/// Besides standard JSON it accepts `//` and `/* */` comments, trailing
/// commas and a leading UTF-8 byte order mark. Containers are read with a
/// stack of the open ones instead of recursion, and nesting is limited to
/// `maximumDepth`, so no input can exhaust the call stack; every failure is
/// a located `Diagnostic`, never a trap.
struct JSONReader {
    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private let file: String
    /// The arrays and objects being read, outermost first, each with what
    /// it holds so far.
    private var open: [OpenContainer] = []
    /// Where the value being read goes.
    private var slot = Slot(step: nil)
    /// The next byte to read.
    private var offset = 0
    /// The 1-based line of `offset`.
    private var line = 1
    /// The offset of the first byte of `line`, for columns.
    private var lineStart = 0

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// Reads the whole document: one value, surrounded only by whitespace
    /// and comments.
    mutating func readDocument() throws(Diagnostic) -> JSONValue {
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        if bytes.starts(with: byteOrderMark) {
            offset = byteOrderMark.count
            // Editors do not count the mark as a column.
            lineStart = offset
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
            throw error(
                "unexpected \(describeByte(at: offset)) after the end of the JSON value; a spec holds one JSON object",
                path: .document
            )
        }
        return document
    }

    // MARK: - Values

    /// Reads the value at `offset`, containers included. A container is
    /// pushed on `open` when it starts and becomes a value when it closes;
    /// the loop then hands that value to the container around it, so the
    /// depth of the input never becomes the depth of the call stack.
    private mutating func readValue() throws(Diagnostic) -> JSONValue {
        slot = Slot(step: nil)
        while true {
            guard offset < bytes.count else {
                throw error("unexpected end of file; expected a JSON value", path: .value)
            }
            let line = line
            let column = offset - lineStart + 1
            var completed: JSONValue
            switch bytes[offset] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let start = ContainerStart(isObject: bytes[offset] == UInt8(ascii: "{"), line: line, column: column)
                if open.count >= Self.maximumDepth {
                    throw error("nesting deeper than \(Self.maximumDepth) levels", path: .value)
                }
                offset += 1
                try skipTrivia()
                if offset < bytes.count, bytes[offset] == start.closer {
                    offset += 1
                    completed = JSONValue(kind: start.isObject ? .object([]) : .array([]), line: line, column: column)
                    break
                }
                open.append(OpenContainer(start: start, slot: slot))
                try moveToNextSlot(count: 0)
                continue
            case UInt8(ascii: "\""):
                let text = try readString(path: .value)
                completed = JSONValue(kind: .string(text), line: line, column: column)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let text = try readNumber(path: .value)
                completed = JSONValue(kind: .number(text), line: line, column: column)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                let kind = try readWord(path: .value)
                completed = JSONValue(kind: kind, line: line, column: column)
            case UInt8(ascii: "'"):
                throw error("unexpected \"'\"; strings use double quotes", path: .value)
            default:
                throw error("unexpected \(describeByte(at: offset)); expected a JSON value", path: .value)
            }

            // Hand the value to the innermost open container; each one it
            // completes becomes the value handed to the next, until one
            // wants another element or the root is done.
            while let top = open.indices.last {
                if case .key(let key) = slot.step {
                    open[top].members.append(JSONMember(key: key, keyLine: slot.keyLine, keyColumn: slot.keyColumn, value: completed))
                } else {
                    open[top].elements.append(completed)
                }
                let start = open[top].start
                try skipTrivia()
                guard offset < bytes.count else {
                    throw unclosed(start, expecting: start.isObject ? "',' or '}'" : "',' or ']'")
                }
                if bytes[offset] == UInt8(ascii: ",") {
                    offset += 1
                    try skipTrivia()
                    if offset < bytes.count, bytes[offset] == start.closer {
                        // A trailing comma.
                        offset += 1
                        completed = closeInnermostContainer()
                        continue
                    }
                    try moveToNextSlot(count: open[top].elements.count)
                    break
                }
                if bytes[offset] == start.closer {
                    offset += 1
                    completed = closeInnermostContainer()
                    continue
                }
                let message = start.isObject
                    ? "expected ',' or '}' after the value of \"\(open[top].members.last?.key ?? "")\", found \(describeByte(at: offset))"
                    : "expected ',' or ']' after an array element, found \(describeByte(at: offset))"
                throw error(message, path: .container)
            }
            if open.isEmpty {
                return completed
            }
        }
    }

    /// Moves `slot` to the innermost container's next member, reading its
    /// key up to the value, or to its element after `count` others.
    private mutating func moveToNextSlot(count: Int) throws(Diagnostic) {
        let container = open[open.count - 1].start
        if container.isObject {
            try readKey(in: container)
            return
        }
        guard offset < bytes.count else {
            throw unclosed(container, expecting: "a value or ']'")
        }
        slot = Slot(step: .index(count))
    }

    /// Reads `"key":` and the trivia after it, and moves `slot` to the
    /// member whose value comes next in `container`.
    private mutating func readKey(in container: ContainerStart) throws(Diagnostic) {
        guard offset < bytes.count else {
            throw unclosed(container, expecting: "a key or '}'")
        }
        guard bytes[offset] == UInt8(ascii: "\"") else {
            throw error(
                "expected a key in double quotes or '}', found \(describeByte(at: offset))", path: .container
            )
        }
        let keyLine = line
        let keyColumn = offset - lineStart + 1
        let key = try readString(path: .container)
        slot = Slot(step: .key(key), keyLine: keyLine, keyColumn: keyColumn)
        try skipTrivia()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
            throw error("expected ':' after the key \"\(key)\", found \(describeByte(at: offset))", path: .value)
        }
        offset += 1
        try skipTrivia()
    }

    /// Closes the innermost open container, making it a value, and moves
    /// `slot` back to where the container goes.
    private mutating func closeInnermostContainer() -> JSONValue {
        let container = open.removeLast()
        let kind: JSONValue.Kind = container.start.isObject ? .object(container.members) : .array(container.elements)
        slot = container.slot
        return JSONValue(kind: kind, line: container.start.line, column: container.start.column)
    }

    /// Reads a string whose opening quote is at `offset` and returns its
    /// text; `path` is the string's own, or the object's for a key.
    private mutating func readString(path: Place) throws(Diagnostic) -> String {
        let quote = offset
        offset += 1
        // Most strings have no escapes: their text is the file's bytes.
        let start = offset
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\""), bytes[offset] != UInt8(ascii: "\\"),
            bytes[offset] >= 0x20 {
            offset += 1
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") {
            offset += 1
            return String(decoding: bytes[start..<(offset - 1)], as: UTF8.self)
        }
        var text = Array(bytes[start..<offset])
        while true {
            guard offset < bytes.count else {
                throw error("unterminated string", path: path, atOffset: quote)
            }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try readEscape(quote: quote, path: path, into: &text)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw error(
                    "unterminated string; a string must end on the line it starts (write a line break as \\n)",
                    path: path, atOffset: quote
                )
            case 0..<0x20:
                throw error(
                    "control character \(unicodeName(UInt32(byte))) in a string; write it as an escape", path: path
                )
            default:
                text.append(byte)
                offset += 1
            }
        }
    }

    /// Reads the escape whose backslash is at `offset` and appends its UTF-8
    /// to `text`.
    private mutating func readEscape(
        quote: Int, path: Place, into text: inout [UInt8]
    ) throws(Diagnostic) {
        let backslash = offset
        offset += 1
        guard offset < bytes.count else {
            throw error("unterminated string", path: path, atOffset: quote)
        }
        let simple: UInt8? = switch bytes[offset] {
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): UInt8(ascii: "\\")
        case UInt8(ascii: "/"): UInt8(ascii: "/")
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): UInt8(ascii: "\n")
        case UInt8(ascii: "r"): UInt8(ascii: "\r")
        case UInt8(ascii: "t"): UInt8(ascii: "\t")
        default: nil
        }
        if let simple {
            text.append(simple)
            offset += 1
            return
        }
        guard bytes[offset] == UInt8(ascii: "u") else {
            throw error(
                "invalid escape \\\(describeEscapedByte(at: offset)) in a string; "
                    + "use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX",
                path: path, atOffset: backslash
            )
        }
        offset += 1
        let first = try readHexQuad(backslash: backslash, path: path)
        var scalarValue = first
        switch first {
        case 0xD800...0xDBFF:
            let lowBackslash = offset
            let hasLowEscape = offset + 1 < bytes.count
                && bytes[offset] == UInt8(ascii: "\\") && bytes[offset + 1] == UInt8(ascii: "u")
            var low: UInt32 = 0
            if hasLowEscape {
                offset += 2
                low = try readHexQuad(backslash: lowBackslash, path: path)
            }
            guard hasLowEscape, (0xDC00...0xDFFF).contains(low) else {
                throw error(
                    "lone surrogate \\u\(uppercaseHex(first)) in a string; a high surrogate must be followed by a low one (\\uDC00 to \\uDFFF)",
                    path: path, atOffset: backslash
                )
            }
            scalarValue = 0x10000 + ((first - 0xD800) << 10) + (low - 0xDC00)
        case 0xDC00...0xDFFF:
            throw error(
                "lone surrogate \\u\(uppercaseHex(first)) in a string; a low surrogate must follow a high one (\\uD800 to \\uDBFF)",
                path: path, atOffset: backslash
            )
        default:
            break
        }
        // Surrogates are handled above, so every remaining value is a scalar.
        if let scalar = Unicode.Scalar(scalarValue) {
            text.append(contentsOf: String(Character(scalar)).utf8)
        }
    }

    private mutating func readHexQuad(backslash: Int, path: Place) throws(Diagnostic) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count, let digit = hexDigitValue(bytes[offset]) else {
                throw error(
                    "invalid escape in a string: \\u needs four hexadecimal digits", path: path, atOffset: backslash
                )
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    /// Reads a number, checking JSON's grammar, and returns it as written.
    private mutating func readNumber(path: Place) throws(Diagnostic) -> String {
        let start = offset
        if bytes[offset] == UInt8(ascii: "-") {
            offset += 1
            guard isDigit(at: offset) else {
                throw error("expected a digit after '-', found \(describeByte(at: offset))", path: path)
            }
        }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
            if isDigit(at: offset) {
                throw error("a number cannot have a leading zero", path: path, atOffset: start)
            }
        } else {
            skipDigits()
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard isDigit(at: offset) else {
                throw error("expected a digit after the decimal point, found \(describeByte(at: offset))", path: path)
            }
            skipDigits()
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                offset += 1
            }
            guard isDigit(at: offset) else {
                throw error("expected a digit in the exponent, found \(describeByte(at: offset))", path: path)
            }
            skipDigits()
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private func isDigit(at index: Int) -> Bool {
        index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
    }

    private mutating func skipDigits() {
        while isDigit(at: offset) {
            offset += 1
        }
    }

    /// Reads `true`, `false` or `null`; any other bare word is an error.
    private mutating func readWord(path: Place) throws(Diagnostic) -> JSONValue.Kind {
        let start = offset
        while offset < bytes.count, isWordByte(bytes[offset]) {
            offset += 1
        }
        let word = String(decoding: bytes[start..<offset], as: UTF8.self)
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default:
            throw error(
                "unexpected \"\(word)\"; expected a JSON value (strings need double quotes)", path: path, atOffset: start
            )
        }
    }

    /// Whether `byte` continues a bare word such as `true`: an ASCII
    /// letter, digit or underscore, so that `truex` is one wrong word.
    private func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    // MARK: - Whitespace and comments

    /// Skips whitespace and comments, counting lines.
    private mutating func skipTrivia() throws(Diagnostic) {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                offset += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                skipLineBreak()
            case UInt8(ascii: "/"):
                try skipComment()
            default:
                return
            }
        }
    }

    /// Skips one line break at `offset`: `\n`, `\r\n` or a lone `\r`.
    private mutating func skipLineBreak() {
        if bytes[offset] == UInt8(ascii: "\r"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "\n") {
            offset += 1
        }
        offset += 1
        line += 1
        lineStart = offset
    }

    private mutating func skipComment() throws(Diagnostic) {
        let start = location(ofOffset: offset, path: .document)
        let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
        if next == UInt8(ascii: "/") {
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n"), bytes[offset] != UInt8(ascii: "\r") {
                offset += 1
            }
        } else if next == UInt8(ascii: "*") {
            offset += 2
            while true {
                guard offset < bytes.count else {
                    throw Diagnostic(.error, "unterminated comment; '/*' has no matching '*/'", at: start)
                }
                switch bytes[offset] {
                case UInt8(ascii: "*") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/"):
                    offset += 2
                    return
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    skipLineBreak()
                default:
                    offset += 1
                }
            }
        } else {
            throw Diagnostic(.error, "unexpected '/'; a comment starts with // or /*", at: start)
        }
    }

    // MARK: - Text checks

    /// Rejects NUL bytes and invalid UTF-8 before reading, so that every
    /// string decodes losslessly and binary files get a clear message.
    private func checkText() throws(Diagnostic) {
        var next = offset
        // Only a NUL and the bytes of scalars outside ASCII need a look.
        while let index = bytes[next...].firstIndex(where: { $0 == 0 || $0 >= 0x80 }) {
            let byte = bytes[index]
            if byte == 0 {
                throw error(
                    "the file contains a NUL byte; a spec is UTF-8 text, not a binary file", path: .document, atOffset: index
                )
            }
            guard let length = utf8SequenceLength(at: index) else {
                throw error(
                    "invalid UTF-8 (byte 0x\(uppercaseHex(UInt32(byte), digits: 2))); a spec must be UTF-8 text",
                    path: .document, atOffset: index
                )
            }
            next = index + length
        }
    }

    /// The length of the well-formed UTF-8 sequence of one scalar starting
    /// at `index`, or nil when the bytes there are not one.
    private func utf8SequenceLength(at index: Int) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var input = bytes[index...].makeIterator()
        guard case .valid(let sequence) = parser.parseScalar(from: &input) else {
            return nil
        }
        return sequence.count
    }

    // MARK: - Locations and messages

    /// An error at `offset`, or at the earlier offset `target`.
    private func error(_ message: String, path: Place, atOffset target: Int? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location(ofOffset: target ?? offset, path: path))
    }

    /// The location of an offset: from the current line's start when it is
    /// on that line before `offset`, else by counting lines from the start
    /// of the file, which only the text check needs, as it runs before the
    /// reader has counted any.
    private func location(ofOffset target: Int, path: Place) -> SourceLocation {
        if (lineStart...offset).contains(target) {
            return SourceLocation(file: file, line: line, column: target - lineStart + 1, jsonPath: text(of: path))
        }
        var line = 1
        var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = lineStart
        while index < target {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index + 1
            case UInt8(ascii: "\r") where index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\n"):
                line += 1
                lineStart = index + 1
            default:
                break
            }
            index += 1
        }
        return SourceLocation(file: file, line: line, column: target - lineStart + 1, jsonPath: text(of: path))
    }

    private func unclosed(_ container: ContainerStart, expecting: String) -> Diagnostic {
        let kind = container.isObject ? "object" : "array"
        return error(
            "unexpected end of file; expected \(expecting): the \(kind) opened at line \(container.line), column \(container.column) is not closed",
            path: .container
        )
    }

    /// The printed path of the value that `place` names.
    private func text(of place: Place) -> String {
        if place == .document {
            return ""
        }
        var steps = open.compactMap(\.slot.step)
        if place == .value, let step = slot.step {
            steps.append(step)
        }
        return JSONPath(steps).text
    }

    /// The byte at `index` as a reader would name it: `'x'`, `'é' (U+00E9)`,
    /// `control character U+0007` or `the end of the file`.
    private func describeByte(at index: Int) -> String {
        guard index < bytes.count else {
            return "the end of the file"
        }
        let byte = bytes[index]
        if byte < 0x20 || byte == 0x7F {
            return "control character \(unicodeName(UInt32(byte)))"
        }
        // checkText has proven the text valid UTF-8 before reading started.
        let length = byte < 0x80 ? 1 : utf8SequenceLength(at: index) ?? 1
        let text = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
        if byte < 0x80 {
            return "'\(text)'"
        }
        let scalar = text.unicodeScalars.first.map { unicodeName($0.value) } ?? ""
        return "'\(text)' (\(scalar))"
    }

    /// The byte after a backslash, for escape errors: `q`, or `'é' (U+00E9)`.
    private func describeEscapedByte(at index: Int) -> String {
        let byte = bytes[index]
        if byte > 0x20 && byte < 0x7F {
            return String(Character(Unicode.Scalar(byte)))
        }
        return " followed by \(describeByte(at: index))"
    }

    private func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private func unicodeName(_ value: UInt32) -> String {
        "U+\(uppercaseHex(value))"
    }
}

/// Where the value being read goes: its step from the innermost open
/// container, and for a member where its key is.
private struct Slot {
    /// The member's key or the element's index; nil for the root.
    var step: JSONPath.Step?
    /// The 1-based line and column of a member's key.
    var keyLine = 0
    var keyColumn = 0
}

/// The value an error of the reader is about, whose path the error prints;
/// the path is put together from the open containers only then.
private enum Place {
    /// The document as a whole; its path is empty.
    case document
    /// The innermost open container.
    case container
    /// The value being read into `slot`.
    case value
}

/// Where an array or object starts.
private struct ContainerStart {
    var isObject: Bool
    /// The 1-based line and column of its opening bracket.
    var line: Int
    var column: Int

    /// The byte that closes it.
    var closer: UInt8 {
        isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
    }
}

/// An array or object whose closing bracket is still to come.
private struct OpenContainer {
    var start: ContainerStart
    /// Where the container goes once closed.
    var slot: Slot
    /// The members read so far, for an object.
    var members: [JSONMember] = []
    /// The elements read so far, for an array.
    var elements: [JSONValue] = []
}
