/// `value` in uppercase hexadecimal, zero-padded to at least `digits`
/// digits: `00E9`, the form of `U+00E9` and `\u00E9` in messages.
func uppercaseHex(_ value: UInt32, digits: Int = 4) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
}
