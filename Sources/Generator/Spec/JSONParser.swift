/// A byte-level JSON reader that records the line, column and place of
/// every value in a flat `JSONStorage`, for diagnostics that point at the
/// exact spot in a spec.
///
/// Containers are parsed with a stack on the heap, not by recursion, and
/// nesting is limited to `maximumDepth`, so no input can exhaust the call
/// stack; every failure is a located `Diagnostic`, never a trap.
struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private let file: String
    /// What has been read so far.
    private var storage: JSONStorage
    /// The next byte to read.
    private var offset = 0
    /// The 1-based line of `offset`.
    private var line = 1
    /// The offset of the first byte of `line`, for columns.
    private var lineStart = 0

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        storage = JSONStorage(bytes: bytes)
    }

    /// Parses the whole document: one value, surrounded only by whitespace
    /// and comments. The root is the first node.
    mutating func parseDocument() throws(Diagnostic) -> JSONStorage {
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        if bytes.starts(with: byteOrderMark) {
            offset = byteOrderMark.count
            // Editors do not count the mark as a column.
            lineStart = offset
        }
        if offset == bytes.count {
            throw error("the file is empty; a spec is a JSON object", at: location(node: -1))
        }
        // Nodes keep positions in 32 bits.
        if bytes.count >= Int(Int32.max) {
            throw error("the file is 2 GiB or more; a spec is a small text file", at: location(node: -1))
        }
        try checkText()
        try skipTrivia()
        if offset == bytes.count {
            throw error(
                "the file holds only whitespace and comments; a spec is a JSON object",
                at: location(node: -1)
            )
        }
        // About one value per twenty bytes in the specs seen; one
        // allocation each instead of a doubling every few thousand values.
        let expectedNodes = bytes.count / 16 + 16
        storage.nodes.reserveCapacity(expectedNodes)
        storage.children.reserveCapacity(expectedNodes)
        try parseValue(node: appendNode(parent: -1, keyStart: -1, keyCount: -1))
        try skipTrivia()
        if offset < bytes.count {
            throw error(
                "unexpected \(describeByte(at: offset)) after the end of the JSON value; a spec holds one JSON object",
                at: location(node: -1)
            )
        }
        return storage
    }

    // MARK: - Values

    /// Reads the value of `rootNode`, containers included, with an explicit
    /// stack of the open containers instead of recursion: the depth of the
    /// input never becomes the depth of the call stack, whatever thread
    /// parses.
    private mutating func parseValue(node rootNode: Int) throws(Diagnostic) {
        var openContainers: [OpenContainer] = []
        // The children of every open container, innermost last: moved to
        // `storage.children` when their container closes, so each
        // container's children end up side by side.
        var pendingChildren: [Int32] = []
        var node = rootNode
        while true {
            // Read the value of `node` at `offset`; a non-empty container
            // is opened and the loop goes on with its first element.
            guard offset < bytes.count else {
                throw error("unexpected end of file; expected a JSON value", at: location(node: node))
            }
            let startLine = Int32(line)
            let startColumn = Int32(offset - lineStart + 1)
            switch bytes[offset] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = bytes[offset] == UInt8(ascii: "{")
                modifyNode(node) { value in
                    value.kind = isObject ? .object : .array
                    value.line = startLine
                    value.column = startColumn
                }
                if openContainers.count >= Self.maximumDepth {
                    throw error("nesting deeper than \(Self.maximumDepth) levels", at: nodeLocation(node))
                }
                offset += 1
                try skipTrivia()
                let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if offset < bytes.count, bytes[offset] == closer {
                    offset += 1
                    storage.nodes[node].start = Int32(storage.children.count)
                    break
                }
                let container = OpenContainer(node: node, isObject: isObject, firstChild: pendingChildren.count)
                openContainers.append(container)
                if isObject {
                    node = try readKey(of: container)
                } else {
                    guard offset < bytes.count else {
                        throw unclosed("array", openedAt: node, expecting: "a value or ']'")
                    }
                    node = appendNode(parent: node, keyStart: 0, keyCount: -1)
                }
                continue
            case UInt8(ascii: "\""):
                let text = try parseString(node: node)
                modifyNode(node) { value in
                    value.kind = .string
                    value.line = startLine
                    value.column = startColumn
                    value.start = text.start
                    value.count = text.count
                    value.isTextDecoded = text.isDecoded
                }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = offset
                try parseNumber(node: node)
                let count = Int32(offset - start)
                modifyNode(node) { value in
                    value.kind = .number
                    value.line = startLine
                    value.column = startColumn
                    value.start = Int32(start)
                    value.count = count
                }
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                let word = try parseWord(node: node)
                modifyNode(node) { value in
                    value.kind = word.kind
                    value.line = startLine
                    value.column = startColumn
                    value.isTrue = word.isTrue
                }
            case UInt8(ascii: "'"):
                throw error("unexpected \"'\"; strings use double quotes", at: location(node: node))
            default:
                throw error("unexpected \(describeByte(at: offset)); expected a JSON value", at: location(node: node))
            }

            // Hand the value to the innermost open container; each one it
            // completes becomes the value handed to the next, until one
            // wants another element or the root is done.
            while let container = openContainers.last {
                pendingChildren.append(Int32(node))
                try skipTrivia()
                let closer = container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard offset < bytes.count else {
                    throw unclosed(
                        container.isObject ? "object" : "array",
                        openedAt: container.node,
                        expecting: container.isObject ? "',' or '}'" : "',' or ']'"
                    )
                }
                if bytes[offset] == UInt8(ascii: ",") {
                    offset += 1
                    try skipTrivia()
                    if offset < bytes.count, bytes[offset] == closer {
                        // A trailing comma.
                        offset += 1
                        node = close(openContainers.removeLast(), pendingChildren: &pendingChildren)
                        continue
                    }
                    if container.isObject {
                        node = try readKey(of: container)
                    } else {
                        guard offset < bytes.count else {
                            throw unclosed("array", openedAt: container.node, expecting: "a value or ']'")
                        }
                        let position = pendingChildren.count - container.firstChild
                        node = appendNode(parent: container.node, keyStart: Int32(position), keyCount: -1)
                    }
                    break
                }
                if bytes[offset] == closer {
                    offset += 1
                    node = close(openContainers.removeLast(), pendingChildren: &pendingChildren)
                    continue
                }
                let message = container.isObject
                    ? "expected ',' or '}' after the value of \"\(storage.key(of: node) ?? "")\", found \(describeByte(at: offset))"
                    : "expected ',' or ']' after an array element, found \(describeByte(at: offset))"
                throw error(message, at: location(node: container.node))
            }
            if openContainers.isEmpty {
                return
            }
        }
    }

    /// Adds a node whose place is known and whose contents are still to be
    /// read, and returns its index.
    private mutating func appendNode(parent: Int, keyStart: Int32, keyCount: Int32) -> Int {
        storage.nodes.append(JSONNode(parent: Int32(parent), keyStart: keyStart, keyCount: keyCount))
        return storage.nodes.count - 1
    }

    /// Changes `node` in one access to the array: a statement per field
    /// checked the array's uniqueness and bounds for each.
    private mutating func modifyNode(_ node: Int, _ change: (inout JSONNode) -> Void) {
        change(&storage.nodes[node])
    }

    /// Moves the children of `container` to the storage, side by side, and
    /// returns its node, now complete.
    private mutating func close(_ container: OpenContainer, pendingChildren: inout [Int32]) -> Int {
        let start = Int32(storage.children.count)
        let count = pendingChildren.count - container.firstChild
        modifyNode(container.node) { value in
            value.start = start
            value.count = Int32(count)
        }
        // Copied from a buffer: appending a slice and removing a subrange
        // went through their generic paths, 270 instructions a container.
        pendingChildren.withUnsafeBufferPointer { pending in
            storage.children.append(contentsOf: UnsafeBufferPointer(rebasing: pending[container.firstChild...]))
        }
        pendingChildren.removeLast(count)
        return container.node
    }

    /// Reads `"key":` and the trivia after it, and returns the node of the
    /// member whose value comes next in `container`.
    private mutating func readKey(of container: OpenContainer) throws(Diagnostic) -> Int {
        guard offset < bytes.count else {
            throw unclosed("object", openedAt: container.node, expecting: "a key or '}'")
        }
        guard bytes[offset] == UInt8(ascii: "\"") else {
            throw error(
                "expected a key in double quotes or '}', found \(describeByte(at: offset))",
                at: location(node: container.node)
            )
        }
        let keyLine = Int32(line)
        let keyColumn = Int32(offset - lineStart + 1)
        let key = try parseString(node: container.node)
        let member = appendNode(parent: container.node, keyStart: key.start, keyCount: key.count)
        modifyNode(member) { value in
            value.isKeyDecoded = key.isDecoded
            value.keyLine = keyLine
            value.keyColumn = keyColumn
        }
        try skipTrivia()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
            throw error(
                "expected ':' after the key \"\(storage.key(of: member) ?? "")\", found \(describeByte(at: offset))",
                at: location(node: member)
            )
        }
        offset += 1
        try skipTrivia()
        return member
    }

    /// Reads a string whose opening quote is at `offset`, and returns where
    /// its text is; `node` is the string's own, or the object's for a key.
    private mutating func parseString(node: Int) throws(Diagnostic) -> (start: Int32, count: Int32, isDecoded: Bool) {
        let quote = offset
        offset += 1
        // Most strings have no escapes: their text is the file's bytes.
        // Scanned through a buffer: checking each index against the array's
        // bounds cost as much as the comparisons.
        let end = bytes.withUnsafeBufferPointer { bytes in
            var end = offset
            while end < bytes.count {
                let byte = bytes[end]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
                    break
                }
                end += 1
            }
            return end
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let start = offset
            offset = end + 1
            return (Int32(start), Int32(end - start), false)
        }
        let start = storage.decoded.count
        storage.decoded.append(contentsOf: bytes[offset..<end])
        offset = end
        while true {
            guard offset < bytes.count else {
                throw error("unterminated string", at: location(ofOffset: quote, node: node))
            }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return (Int32(start), Int32(storage.decoded.count - start), true)
            case UInt8(ascii: "\\"):
                try parseEscape(quote: quote, node: node)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw error(
                    "unterminated string; a string must end on the line it starts (write a line break as \\n)",
                    at: location(ofOffset: quote, node: node)
                )
            case 0..<0x20:
                throw error(
                    "control character \(Self.unicodeName(UInt32(byte))) in a string; write it as an escape",
                    at: location(node: node)
                )
            default:
                storage.decoded.append(byte)
                offset += 1
            }
        }
    }

    /// Reads the escape whose backslash is at `offset` and appends its UTF-8
    /// to `storage.decoded`.
    private mutating func parseEscape(quote: Int, node: Int) throws(Diagnostic) {
        let backslash = offset
        offset += 1
        guard offset < bytes.count else {
            throw error("unterminated string", at: location(ofOffset: quote, node: node))
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
            storage.decoded.append(simple)
            offset += 1
            return
        }
        guard bytes[offset] == UInt8(ascii: "u") else {
            throw error(
                "invalid escape \\\(describeEscapedByte(at: offset)) in a string; "
                    + "use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX",
                at: location(ofOffset: backslash, node: node)
            )
        }
        offset += 1
        let first = try parseHexQuad(backslash: backslash, node: node)
        var scalarValue = first
        switch first {
        case 0xD800...0xDBFF:
            let lowBackslash = offset
            let hasLowEscape = offset + 1 < bytes.count
                && bytes[offset] == UInt8(ascii: "\\") && bytes[offset + 1] == UInt8(ascii: "u")
            var low: UInt32 = 0
            if hasLowEscape {
                offset += 2
                low = try parseHexQuad(backslash: lowBackslash, node: node)
            }
            guard hasLowEscape, (0xDC00...0xDFFF).contains(low) else {
                throw error(
                    "lone surrogate \\u\(uppercaseHex(first)) in a string; a high surrogate must be followed by a low one (\\uDC00 to \\uDFFF)",
                    at: location(ofOffset: backslash, node: node)
                )
            }
            scalarValue = 0x10000 + ((first - 0xD800) << 10) + (low - 0xDC00)
        case 0xDC00...0xDFFF:
            throw error(
                "lone surrogate \\u\(uppercaseHex(first)) in a string; a low surrogate must follow a high one (\\uD800 to \\uDBFF)",
                at: location(ofOffset: backslash, node: node)
            )
        default:
            break
        }
        // Surrogates are handled above, so every remaining value is a scalar.
        if let scalar = Unicode.Scalar(scalarValue) {
            storage.decoded.append(contentsOf: String(Character(scalar)).utf8)
        }
    }

    private mutating func parseHexQuad(backslash: Int, node: Int) throws(Diagnostic) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count, let digit = Self.hexDigitValue(bytes[offset]) else {
                throw error(
                    "invalid escape in a string: \\u needs four hexadecimal digits",
                    at: location(ofOffset: backslash, node: node)
                )
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    /// Reads a number, checking JSON's grammar; its text is the bytes read.
    private mutating func parseNumber(node: Int) throws(Diagnostic) {
        let start = offset
        if bytes[offset] == UInt8(ascii: "-") {
            offset += 1
            guard isDigit(at: offset) else {
                throw error(
                    "expected a digit after '-', found \(describeByte(at: offset))",
                    at: location(node: node)
                )
            }
        }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
            if isDigit(at: offset) {
                throw error(
                    "a number cannot have a leading zero",
                    at: location(ofOffset: start, node: node)
                )
            }
        } else {
            skipDigits()
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard isDigit(at: offset) else {
                throw error(
                    "expected a digit after the decimal point, found \(describeByte(at: offset))",
                    at: location(node: node)
                )
            }
            skipDigits()
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                offset += 1
            }
            guard isDigit(at: offset) else {
                throw error(
                    "expected a digit in the exponent, found \(describeByte(at: offset))",
                    at: location(node: node)
                )
            }
            skipDigits()
        }
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
    private mutating func parseWord(node: Int) throws(Diagnostic) -> (kind: JSONValue.Kind, isTrue: Bool) {
        let start = offset
        while offset < bytes.count, isASCIIWordByte(bytes[offset]) {
            offset += 1
        }
        let word = bytes[start..<offset]
        if word.elementsEqual("true".utf8) {
            return (.bool, true)
        } else if word.elementsEqual("false".utf8) {
            return (.bool, false)
        } else if word.elementsEqual("null".utf8) {
            return (.null, false)
        } else {
            throw error(
                "unexpected \"\(String(decoding: word, as: UTF8.self))\"; expected a JSON value (strings need double quotes)",
                at: location(ofOffset: start, node: node)
            )
        }
    }

    // MARK: - Whitespace and comments

    /// Skips whitespace and comments, counting lines.
    private mutating func skipTrivia() throws(Diagnostic) {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                // Indentation comes in runs, read through a buffer: an
                // array access per byte checked its bounds each time.
                offset = Self.endOfBlanks(bytes, from: offset + 1)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                skipLineBreak()
            case UInt8(ascii: "/"):
                try skipComment()
            default:
                return
            }
        }
    }

    /// The first offset from `start` that is not a space or a tab, or the
    /// end. Indentation comes in long runs of spaces, read eight at a time:
    /// a byte at a time was a fifth of reading a formatted spec.
    private static func endOfBlanks(_ bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBytes { buffer in
            var index = start
            let spaces: UInt64 = 0x2020_2020_2020_2020
            while index + 8 <= buffer.count, buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self) == spaces {
                index += 8
            }
            while index < buffer.count, buffer[index] == UInt8(ascii: " ") || buffer[index] == UInt8(ascii: "\t") {
                index += 1
            }
            return index
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
        let start = location(node: -1)
        let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
        if next == UInt8(ascii: "/") {
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n"), bytes[offset] != UInt8(ascii: "\r") {
                offset += 1
            }
        } else if next == UInt8(ascii: "*") {
            offset += 2
            while true {
                guard offset < bytes.count else {
                    throw error("unterminated comment; '/*' has no matching '*/'", at: start)
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
            throw error("unexpected '/'; a comment starts with // or /*", at: start)
        }
    }

    // MARK: - Text checks

    /// Rejects NUL bytes and invalid UTF-8 before parsing, so that every
    /// string decodes losslessly and binary files get a clear message.
    private func checkText() throws(Diagnostic) {
        var index = offset
        while index < bytes.count {
            index = Self.endOfPlainASCII(bytes, from: index)
            guard index < bytes.count else {
                return
            }
            let byte = bytes[index]
            if byte >= 0x01 && byte < 0x80 {
                index += 1
                continue
            }
            if byte == 0 {
                throw error(
                    "the file contains a NUL byte; a spec is UTF-8 text, not a binary file",
                    at: location(ofOffset: index)
                )
            }
            let length = Self.validUTF8SequenceLength(bytes, at: index)
            guard length > 0 else {
                throw error(
                    "invalid UTF-8 (byte 0x\(uppercaseHex(UInt32(bytes[index]), digits: 2))); a spec must be UTF-8 text",
                    at: location(ofOffset: index)
                )
            }
            index += length
        }
    }

    /// The first offset from `start` of a byte that is NUL or not ASCII, or
    /// the end; eight bytes at a time, since nearly every spec is all ASCII
    /// and a byte at a time cost 5 instructions per byte of the file.
    private static func endOfPlainASCII(_ bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBytes { buffer in
            var index = start
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highBits: UInt64 = 0x8080_8080_8080_8080
            while index + 8 <= buffer.count {
                let word = buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // A byte with its high bit set, or a zero byte (which the
                // subtraction turns into one with its high bit set).
                if (word | (word &- ones)) & highBits != 0 {
                    break
                }
                index += 8
            }
            while index < buffer.count, buffer[index] != 0, buffer[index] < 0x80 {
                index += 1
            }
            return index
        }
    }

    /// The length of the well-formed UTF-8 sequence starting at `index`, or 0.
    private static func validUTF8SequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return 0
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else {
            return 0
        }
        for continuation in bytes[(index + 2)..<(index + length)] where !(0x80...0xBF).contains(continuation) {
            return 0
        }
        return length
    }

    // MARK: - Locations and messages

    /// The location of `offset` on the current line, with the path of
    /// `node` (the root's for -1).
    private func location(node: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: offset - lineStart + 1, jsonPath: storage.jsonPath(of: node))
    }

    /// Where `node`'s value starts.
    private func nodeLocation(_ node: Int) -> SourceLocation {
        let value = storage.nodes[node]
        return SourceLocation(
            file: file, line: Int(value.line), column: Int(value.column), jsonPath: storage.jsonPath(of: node)
        )
    }

    /// The location of any earlier offset, found by counting lines from the
    /// start; only used for errors, so the scan does not matter.
    private func location(ofOffset target: Int, node: Int = -1) -> SourceLocation {
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
        return SourceLocation(file: file, line: line, column: target - lineStart + 1, jsonPath: storage.jsonPath(of: node))
    }

    private func error(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    private func unclosed(_ container: String, openedAt node: Int, expecting: String) -> Diagnostic {
        let start = storage.nodes[node]
        return error(
            "unexpected end of file; expected \(expecting): the \(container) opened at line \(start.line), column \(start.column) is not closed",
            at: location(node: node)
        )
    }

    /// The byte at `index` as a reader would name it: `'x'`, `'é' (U+00E9)`,
    /// `control character U+0007` or `the end of the file`.
    private func describeByte(at index: Int) -> String {
        guard index < bytes.count else {
            return "the end of the file"
        }
        let byte = bytes[index]
        if byte < 0x20 || byte == 0x7F {
            return "control character \(Self.unicodeName(UInt32(byte)))"
        }
        if byte < 0x80 {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        // checkText has proven the sequence valid before parsing started.
        let length = Self.validUTF8SequenceLength(bytes, at: index)
        let text = String(decoding: bytes[index..<(index + max(length, 1))], as: UTF8.self)
        let scalar = text.unicodeScalars.first.map { Self.unicodeName($0.value) } ?? ""
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

    private static func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private static func unicodeName(_ value: UInt32) -> String {
        "U+\(uppercaseHex(value))"
    }
}

/// An array or object whose closing bracket is still to come.
private struct OpenContainer {
    /// The container's node.
    var node: Int
    var isObject: Bool
    /// Where its children start in the parser's pending children.
    var firstChild: Int
}
