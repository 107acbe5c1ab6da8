/// `text` as a Swift string literal, with quotes, backslashes, interpolation
/// openers and control characters escaped, so any header text compiles.
/// Bidirectional controls are escaped too: the title keeps them (a
/// right-to-left mark is common in localized text), and the generated line
/// still displays in the order the compiler reads it.
func swiftStringLiteral(_ text: String) -> String {
    var literal = "\""
    appendEscaped(text, to: &literal)
    literal += "\""
    return literal
}

/// Appends `text` to `literal` as the inside of a Swift string literal,
/// escaped as `swiftStringLiteral` escapes it.
func appendEscaped(_ text: String, to literal: inout String) {
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
        case _ where isBidirectionalControl(scalar): literal += "\\u{\(String(scalar.value, radix: 16))}"
        default: literal.unicodeScalars.append(scalar)
        }
    }
}
