/// Whether `name` is one identifier or several joined by dots, none a
/// keyword: a module (`Foundation`, `Darwin.C`) or a class
/// (`CardCell`, `FeedUI.CardCell`).
///
/// - Complexity: O(*n*) for a name of *n* characters.
func isQualifiedName(_ name: String) -> Bool {
    // A dot that is part of a larger Character (`A.\u{301}B`) does not
    // split the name.
    var rest = name[...]
    while true {
        let end = rest.firstIndex(of: ".") ?? rest.endIndex
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
