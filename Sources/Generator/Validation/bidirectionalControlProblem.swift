/// Why `name` cannot be used because it holds a Unicode bidirectional
/// control character, or nil when it holds none.
///
/// Swift accepts most of them inside identifiers, and an editor then shows
/// the code around them in another order than the compiler reads it (the
/// "Trojan Source" attack, CVE-2021-42574). The message shows the name
/// with each one escaped, so that the message itself reads as written.
///
/// - Parameter role: What the name is, `field name`, for the message.
func bidirectionalControlProblem(_ name: String, role: String) -> String? {
    guard let control = name.unicodeScalars.first(where: isBidirectionalControl) else {
        return nil
    }
    let shown = name.unicodeScalars.map { scalar in
        isBidirectionalControl(scalar) ? "\\u{\(uppercaseHex(scalar.value))}" : String(scalar)
    }.joined()
    return "the \(role) \"\(shown)\" contains U+\(uppercaseHex(control.value)) \(bidirectionalControlName(control)), "
        + "a bidirectional control character that makes code display in another order than it compiles; remove it"
}
