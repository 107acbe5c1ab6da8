/// Why `name` cannot name a generated type, or nil when it can: type names
/// are written without backticks, and a type named as one the generated
/// code uses unqualified (`String`, `Kind`) would shadow it.
func typeNameProblem(_ name: String) -> String? {
    if let problem = identifierProblem(name, role: "type name") { return problem }
    if isSwiftKeyword(name), !keywordsUsableAsTypeNames.contains(name) {
        return "\"\(name)\" is a Swift keyword and cannot be a type name"
    }
    if reservedTypeNames.contains(name) {
        return "\"\(name)\" cannot be a type name: the generated code uses \"\(name)\" and would refer to this type instead"
    }
    return nil
}

/// Why `name` cannot be a member (field, enum case) of generated code, or
/// nil when it can: keywords are escaped, except those swiftc refuses even
/// escaped in `role`; `generatedMembers` are declared beside it.
func memberNameProblem(_ name: String, role: MemberRole, generatedMembers: [String]) -> String? {
    if let problem = identifierProblem(name, role: role.rawValue) { return problem }
    if let reason = role.namesRefusedInBackticks[name] {
        return "\"\(name)\" cannot be a \(role.rawValue), not even in backticks: \(reason)"
    }
    if generatedMembers.contains(name) {
        return "\"\(name)\" cannot be a \(role.rawValue): it clashes with the generated member \"\(name)\""
    }
    return nil
}

/// What a member name of the spec becomes in the generated code, which
/// decides the names swiftc 6.3 refuses even in backticks (KeywordNameTests).
enum MemberRole: String, Sendable {
    /// A field of an item or a section: a stored property and a label.
    case field = "field name"
    /// A case of the item enum, which also names a case of `Kind`, an
    /// accessor, and the closures of `Dispatch` and the cell helpers.
    case itemCase = "case name"
    /// A case of the section enum.
    case section = "section name"

    /// The names backticks cannot make legal in this role, with why.
    var namesRefusedInBackticks: [String: String] {
        var refused = ["self": "`value.self` is the value itself, not a member"]
        if self == .itemCase {
            refused["Type"] = "`Kind.Type` names the metatype of `Kind`, not the case"
            refused["Protocol"] = "`Kind.Protocol` names a metatype, not the case"
            refused["Self"] = "a closure parameter of that name would hide the type `Self` in the cell helpers"
        }
        return refused
    }
}

/// Why `name` is no identifier at all, or nil when it is one.
private func identifierProblem(_ name: String, role: String) -> String? {
    if name.isEmpty { return "the \(role) is empty" }
    if let problem = bidirectionalControlProblem(name, role: role) { return problem }
    if !isSwiftIdentifier(name) {
        return "\"\(name)\" is not a valid \(role); use letters, digits and underscores, not starting with a digit"
    }
    return nil
}

/// The keywords swiftc 6.3 takes as a type's name without backticks.
private let keywordsUsableAsTypeNames: Set<String> = ["open", "borrowing", "consuming"]

/// Names the generated code and the runtime use unqualified.
private let reservedTypeNames: Set<String> = [
    "Self", "Type", "Protocol", "Any", "String", "Int", "Bool", "Optional", "Set", "Array", "Dictionary",
    "Identity", "Kind", "Dispatch", "Result", "Context", "Equatable", "Hashable", "Sendable", "Identifiable",
    "CaseIterable", "IdentifiableType", "ItemPath", "AnimatableSectionModel", "SectionModel", "ItemizeRuntime",
]
