/// Whether `name` is an ASCII identifier, `[A-Za-z_][A-Za-z0-9_]*`.
func isSwiftIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else {
        return false
    }
    return name.unicodeScalars.allSatisfy { scalar in
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }
}
