/// Whether `name` is one identifier or several joined by dots, none a
/// keyword: a module (`Foundation`, `Darwin.C`) or a class
/// (`CardCell`, `FeedUI.CardCell`).
func isQualifiedName(_ name: String) -> Bool {
    let components = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    return components.allSatisfy { isSwiftIdentifier($0) && !isSwiftKeyword($0) }
}
