/// `text` as a Swift string literal, with quotes, backslashes, interpolation
/// openers and control characters escaped, so any header text compiles, and
/// bidirectional controls too, so the line displays in the order the
/// compiler reads it (the title keeps them: they are common in localized text).
func swiftStringLiteral(_ text: String) -> String {
    "\"" + literalText(text) + "\""
}

/// `text` as the inside of a Swift string literal, escaped as
/// `swiftStringLiteral` escapes it.
func literalText(_ text: String) -> String {
    var literal = ""
    // By Unicode scalar: as a `Character`, `\r\n` is one and would not match `\r`.
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": literal += "\\\""
        case "\\": literal += "\\\\"
        case "\n": literal += "\\n"
        case "\r": literal += "\\r"
        case "\t": literal += "\\t"
        case "\0": literal += "\\0"
        case "\u{1}"..."\u{1F}", "\u{7F}": literal += unicodeEscape(scalar)
        case _ where isBidirectionalControl(scalar): literal += unicodeEscape(scalar)
        default: literal.unicodeScalars.append(scalar)
        }
    }
    return literal
}

/// `text` for a line comment of the generated file: control characters,
/// line and paragraph separators and bidirectional controls written as
/// `\u{...}`, so that a spec's file name cannot end the comment or show the
/// line out of order.
func commentText(_ text: String) -> String {
    var shown = ""
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0..<0x20, 0x7F, 0x85, 0x2028, 0x2029: shown += unicodeEscape(scalar)
        case _ where isBidirectionalControl(scalar): shown += unicodeEscape(scalar)
        default: shown.unicodeScalars.append(scalar)
        }
    }
    return shown
}

/// `\u{7f}`: `scalar` as a Swift escape, in lowercase hexadecimal.
private func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    "\\u{\(String(scalar.value, radix: 16))}"
}
