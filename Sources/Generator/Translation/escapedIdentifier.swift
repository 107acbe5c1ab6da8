/// `name`, wrapped in backticks when it is a Swift keyword, so that a field
/// or case named `default` compiles.
func escapedIdentifier(_ name: String) -> String {
    isSwiftKeyword(name) ? "`\(name)`" : name
}
