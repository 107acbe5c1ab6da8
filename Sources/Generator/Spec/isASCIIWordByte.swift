/// Whether `byte` is an ASCII letter, digit or underscore: the bytes a JSON
/// path may print bare and a bare word in a spec is made of.
func isASCIIWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        true
    default:
        false
    }
}
