/// `text` for a line comment of the generated file: control characters,
/// line and paragraph separators and bidirectional controls written as
/// `\u{...}`, so that a spec's file name cannot end the comment or show the
/// line out of order.
func commentText(_ text: String) -> String {
    var shown = ""
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0..<0x20, 0x7F, 0x85, 0x2028, 0x2029: shown += "\\u{\(String(scalar.value, radix: 16))}"
        case _ where isBidirectionalControl(scalar): shown += "\\u{\(String(scalar.value, radix: 16))}"
        default: shown.unicodeScalars.append(scalar)
        }
    }
    return shown
}
