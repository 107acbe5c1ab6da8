/// Whether `name` is an ASCII identifier, `[A-Za-z_][A-Za-z0-9_]*`.
///
/// Swift accepts more (Unicode letters), but generated code is read in
/// every editor and grepped by every tool, so specs keep to ASCII.
func isSwiftIdentifier(_ name: String) -> Bool {
    var name = name
    return name.withUTF8(isSwiftIdentifier)
}

/// Whether the UTF-8 `bytes` are an ASCII identifier.
func isSwiftIdentifier(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = bytes.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
        return false
    }
    return bytes.allSatisfy(isASCIIWordByte)
}
