/// `name`, wrapped in backticks when it is a Swift keyword, so that a field
/// or case named `default` compiles; also for the few identifiers that are
/// keywords where the generated code writes them (`namesEscapedAsMembers`).
func escapedIdentifier(_ name: String) -> String {
    isSwiftKeyword(name) || namesEscapedAsMembers.contains(name) ? "`\(name)`" : name
}

/// `name` as an argument label at a call site: keywords are legal labels
/// there, and escaping them draws a warning, except `inout`, which Swift
/// would read as a parameter modifier, and `_`, which means no label.
func argumentLabel(_ name: String) -> String {
    name == "inout" || name == "_" ? "`\(name)`" : name
}

/// `name` as the label of an enum case's associated value
/// (`case day(unread: Int)`): as at a call site, except that `let` and
/// `var` there would be read as a binding, with a warning, unless escaped.
func associatedValueLabel(_ name: String) -> String {
    name == "let" || name == "var" ? "`\(name)`" : argumentLabel(name)
}

/// `Card` for `card`: the first character uppercased.
func capitalized(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
}

/// Identifiers that are no keywords but mean something else where the
/// generated code writes a member: `get`, `set`, `willSet` and `didSet` in
/// `var identity: String { get }` start an accessor, `.Type` and
/// `.Protocol` after a type name its metatype.
private let namesEscapedAsMembers: Set<String> = ["get", "set", "willSet", "didSet", "Type", "Protocol"]
