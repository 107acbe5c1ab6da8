/// How many UTF-8 bytes `text` takes inside a JSON string as written
/// plainly (`"`, `\` and the control characters with a short escape take
/// two, other control characters six): how far into the string a part of
/// its text stands, unless the spec escapes what needs no escape.
///
/// - Complexity: O(*n*) in the scalars of `text`.
func jsonSourceLength(of text: Substring) -> Int {
    text.unicodeScalars.reduce(0) { length, scalar in
        switch scalar.value {
        case 0x22, 0x5C, 0x08, 0x0C, 0x0A, 0x0D, 0x09: length + 2
        case 0x00..<0x20: length + 6
        default: length + UTF8.width(scalar)
        }
    }
}
