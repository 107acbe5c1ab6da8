/// How many UTF-8 bytes `text` takes inside a JSON string as written
/// plainly: each scalar as its UTF-8, `"` and `\` and the control
/// characters with a short escape as two bytes, other control characters
/// as `\uXXXX`.
///
/// The reader keeps a string's decoded text, not how it was written: this
/// is how far into the string a part of its text stands, unless the spec
/// escapes what needs no escape (`\u0041` for `A`).
///
/// - Complexity: O(*n*) in the scalars of `text`.
func jsonSourceLength(of text: Substring) -> Int {
    var length = 0
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x22, 0x5C, 0x08, 0x0C, 0x0A, 0x0D, 0x09: length += 2
        case 0x00..<0x20: length += 6
        default: length += UTF8.width(scalar)
        }
    }
    return length
}
