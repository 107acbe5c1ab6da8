/// Whether `name` is one identifier or several joined by dots, none a
/// keyword: a module (`Foundation`, `Darwin.C`) or a class
/// (`CardCell`, `FeedUI.CardCell`).
func isQualifiedName(_ name: String) -> Bool {
    var name = name
    // On the bytes: splitting into an array of strings cost 6,600
    // instructions a cell class.
    return name.withUTF8 { bytes in
        var start = 0
        while true {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: ".") {
                end += 1
            }
            let component = UnsafeBufferPointer(rebasing: bytes[start..<end])
            guard isSwiftIdentifier(component), !isSwiftKeyword(component) else {
                return false
            }
            if end == bytes.count {
                return true
            }
            start = end + 1
        }
    }
}
