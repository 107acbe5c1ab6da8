/// Whether `name` is one identifier or several joined by dots, none a
/// keyword: a module (`Foundation`, `Darwin.C`) or a class
/// (`CardCell`, `FeedUI.CardCell`).
func isQualifiedName(_ name: String) -> Bool {
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
