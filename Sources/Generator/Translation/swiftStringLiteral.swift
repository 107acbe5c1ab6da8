/// `text` as a Swift string literal, with quotes, backslashes, interpolation
/// openers and control characters escaped, so any header text compiles.
func swiftStringLiteral(_ text: String) -> String {
    // Most text has nothing to escape.
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
        return "\"" + text + "\""
    }
    var literal = "\""
    // By Unicode scalar: as a `Character`, `\r\n` is one and would not match `\r`.
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": literal += "\\\""
        case "\\": literal += "\\\\"
        case "\n": literal += "\\n"
        case "\r": literal += "\\r"
        case "\t": literal += "\\t"
        case "\0": literal += "\\0"
        case "\u{1}"..."\u{1F}", "\u{7F}": literal += "\\u{\(String(scalar.value, radix: 16))}"
        default: literal.unicodeScalars.append(scalar)
        }
    }
    return literal + "\""
}
