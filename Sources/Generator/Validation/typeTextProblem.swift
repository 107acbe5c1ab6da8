/// Why `text` cannot be a Swift type as written in a spec (`URL?`,
/// `[String: Int]`, `Result<Int, Error>`), or nil when it can.
///
/// This is a sanity check, not a parser: it catches what would make the
/// generated file fail in a confusing place (stray characters, unbalanced
/// brackets); the compiler judges the rest.
func typeTextProblem(_ text: String) -> String? {
    // On the bytes, since walking Characters and scalars cost 500
    // instructions a field: every accepted character is ASCII, so the first
    // other byte starts the scalar to report.
    var contiguousText = text
    return contiguousText.withUTF8 { bytes in
        if bytes.allSatisfy({ $0 == UInt8(ascii: " ") }) {
            return "the type is empty"
        }
        var openers: [UInt8] = []
        for index in bytes.indices {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"):
                openers.append(byte)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"):
                let expected = byte == UInt8(ascii: ")") ? UInt8(ascii: "(") : byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "<")
                guard let last = openers.popLast() else {
                    return "the type \"\(text)\" has a '\(Unicode.Scalar(byte))' that closes nothing"
                }
                if last != expected {
                    return "the type \"\(text)\" closes '\(Unicode.Scalar(last))' with '\(Unicode.Scalar(byte))'"
                }
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "?"),
                UInt8(ascii: "!"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "&"):
                break
            default:
                let sequence = UnsafeBufferPointer(rebasing: bytes[index..<min(index + 4, bytes.count)])
                let scalar = String(decoding: sequence, as: UTF8.self).unicodeScalars.first ?? Unicode.Scalar(byte)
                let shown = scalar.value >= 0x20 && scalar.value < 0x7F ? "'\(scalar)'" : "U+" + uppercaseHex(scalar.value)
                return "the type \"\(text)\" contains \(shown), which cannot appear in a Swift type"
            }
        }
        if let unclosed = openers.last {
            return "the type \"\(text)\" has an unclosed '\(Unicode.Scalar(unclosed))'"
        }
        return nil
    }
}
