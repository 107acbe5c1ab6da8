/// Whether `name` is one identifier or several joined by dots, none a
/// keyword: a module (`Foundation`, `Darwin.C`) or a class
/// (`CardCell`, `FeedUI.CardCell`).
func isQualifiedName(_ name: String) -> Bool {
    name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
        let component = String(part)
        return isSwiftIdentifier(component) && !isSwiftKeyword(component)
    }
}
