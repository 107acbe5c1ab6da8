/// Whether `text` is ASCII letters, digits and underscores, not starting
/// with a digit, so every tool reads it as one word.
func isASCIIIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return text.unicodeScalars.allSatisfy(isASCIIIdentifierPart)
}

/// Whether `scalar` is an ASCII letter, digit or underscore.
func isASCIIIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
}
