/// Whether `scalar` is a bidirectional control: an embedding, override,
/// isolate or mark.
func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
    bidirectionalControlNames[scalar.value] != nil
}

/// Why `name`, a `role` such as `field name`, cannot hold a bidirectional
/// control (an editor shows code around one in another order than swiftc
/// reads it, CVE-2021-42574), or nil when it holds none.
func bidirectionalControlProblem(_ name: String, role: String) -> String? {
    guard let control = name.unicodeScalars.first(where: isBidirectionalControl) else { return nil }
    let shown = name.unicodeScalars.map { isBidirectionalControl($0) ? "\\u{\(uppercaseHex($0.value))}" : String($0) }
    return "the \(role) \"\(shown.joined())\" contains U+\(uppercaseHex(control.value)) "
        + "\(bidirectionalControlNames[control.value] ?? ""), "
        + "a bidirectional control character that makes code display in another order than it compiles; remove it"
}

/// The Unicode names of the bidirectional controls.
private let bidirectionalControlNames: [UInt32: String] = [
    0x061C: "ARABIC LETTER MARK",
    0x200E: "LEFT-TO-RIGHT MARK",
    0x200F: "RIGHT-TO-LEFT MARK",
    0x202A: "LEFT-TO-RIGHT EMBEDDING",
    0x202B: "RIGHT-TO-LEFT EMBEDDING",
    0x202C: "POP DIRECTIONAL FORMATTING",
    0x202D: "LEFT-TO-RIGHT OVERRIDE",
    0x202E: "RIGHT-TO-LEFT OVERRIDE",
    0x2066: "LEFT-TO-RIGHT ISOLATE",
    0x2067: "RIGHT-TO-LEFT ISOLATE",
    0x2068: "FIRST STRONG ISOLATE",
    0x2069: "POP DIRECTIONAL ISOLATE",
]
