/// Whether `scalar` is one of the bidirectional controls: the embeddings,
/// overrides and isolates (U+202A to U+202E, U+2066 to U+2069) and the
/// marks (U+200E, U+200F, U+061C).
func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
    bidirectionalControlNames[scalar.value] != nil
}

/// The Unicode name of a bidirectional control, `RIGHT-TO-LEFT OVERRIDE`.
func bidirectionalControlName(_ scalar: Unicode.Scalar) -> String {
    bidirectionalControlNames[scalar.value] ?? "U+\(uppercaseHex(scalar.value))"
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
