/// Whether `name` is one identifier or several joined by dots, none a
/// keyword: a module (`Foundation`, `Darwin.C`) or a class
/// (`CardCell`, `FeedUI.CardCell`).
///
/// - Complexity: O(*n*) for a name of *n* bytes.
func isQualifiedName(_ name: String) -> Bool {
    // A dot can be part of a larger Character (`A.\u{301}B`), which does not
    // split the name; in ASCII each byte is a Character (but `\r\n`, which
    // holds no dot), so a dot byte is a dot.
    let isASCII = name.utf8.allSatisfy { $0 < 0x80 }
    var rest = name[...]
    while true {
        let end = (isASCII ? rest.utf8.firstIndex(of: UInt8(ascii: ".")) : rest.firstIndex(of: ".")) ?? rest.endIndex
        let component = String(rest[..<end])
        guard isSwiftIdentifier(component), !isSwiftKeyword(component) else {
            return false
        }
        if end == rest.endIndex {
            return true
        }
        rest = rest[rest.index(after: end)...]
    }
}
