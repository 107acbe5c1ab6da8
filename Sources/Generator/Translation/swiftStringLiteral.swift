/// `text` as a Swift string literal, with quotes, backslashes, interpolation
/// openers and control characters escaped, so any header text compiles.
func swiftStringLiteral(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": literal += "\\\""
        case "\\": literal += "\\\\"
        case "\n": literal += "\\n"
        case "\r": literal += "\\r"
        case "\t": literal += "\\t"
        case "\0": literal += "\\0"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                literal += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                literal.unicodeScalars.append(scalar)
            }
        }
    }
    return literal + "\""
}
