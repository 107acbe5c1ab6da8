/// `text` as a Swift string literal, with quotes, backslashes, interpolation
/// openers and control characters escaped, so any header text compiles.
func swiftStringLiteral(_ text: String) -> String {
    // On UTF-8 bytes, copying each run of bytes that need no escape at once:
    // every byte to escape is ASCII, and the bytes of a multi-byte character
    // are all 0x80 or more, so they pass unchanged. Appending Unicode scalars
    // to a String one by one costs 270 instructions each.
    var text = text
    return text.withUTF8 { bytes in
        // Quotes, and at most six bytes a byte: `\u{1f}`.
        TextWriter.string(capacity: 2 + 6 * bytes.count) { literal in
            literal.write(UInt8(ascii: "\""))
            var runStart = 0
            for offset in bytes.indices {
                let byte = bytes[offset]
                guard byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                    continue
                }
                literal.write(UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
                runStart = offset + 1
                if let letter = escapeLetter(byte) {
                    literal.write(UInt8(ascii: "\\"))
                    literal.write(letter)
                } else {
                    literal.write(literal: "\\u{")
                    if byte >= 0x10 {
                        literal.write(hexDigit(byte >> 4))
                    }
                    literal.write(hexDigit(byte & 0xF))
                    literal.write(UInt8(ascii: "}"))
                }
            }
            literal.write(UnsafeBufferPointer(rebasing: bytes[runStart...]))
            literal.write(UInt8(ascii: "\""))
        }
    }
}

/// The letter after the backslash for a character with a short escape.
private func escapeLetter(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): byte
    case UInt8(ascii: "\n"): UInt8(ascii: "n")
    case UInt8(ascii: "\r"): UInt8(ascii: "r")
    case UInt8(ascii: "\t"): UInt8(ascii: "t")
    case 0: UInt8(ascii: "0")
    default: nil
    }
}

/// The lowercase hexadecimal digit of `value` (0 to 15), as Swift's
/// `String(_:radix:)` writes it.
private func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
}
