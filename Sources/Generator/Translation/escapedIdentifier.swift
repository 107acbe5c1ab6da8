/// `name`, wrapped in backticks when it is a Swift keyword, so that a field
/// or case named `default` compiles; also for the few identifiers that are
/// keywords where the generated code writes them (`namesEscapedAsMembers`).
func escapedIdentifier(_ name: String) -> String {
    isSwiftKeyword(name) || namesEscapedAsMembers.contains(name) ? "`\(name)`" : name
}

/// Identifiers that are not reserved words but mean something else where
/// the generated code writes a member, as swiftc 6.3 reads them: `get`,
/// `set`, `willSet` and `didSet` alone in `var identity: String { get }`
/// start an accessor, and `.Type` and `.Protocol` after a type name its
/// metatype. In backticks each is the member.
private let namesEscapedAsMembers: Set<String> = ["get", "set", "willSet", "didSet", "Type", "Protocol"]
