/// Whether `name` is an ASCII identifier, `[A-Za-z_][A-Za-z0-9_]*`.
///
/// Swift accepts more (Unicode letters), but generated code is read in
/// every editor and grepped by every tool, so specs keep to ASCII.
func isSwiftIdentifier(_ name: String) -> Bool {
    guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
        return false
    }
    return name.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}
