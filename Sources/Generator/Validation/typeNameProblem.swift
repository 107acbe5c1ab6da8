/// Why `name` cannot name a generated type, or nil when it can.
///
/// Keywords are refused (type names are written without backticks), except
/// the few swiftc reads as names there. Besides keywords, names the
/// generated code uses unqualified are refused:
/// a user type called `String` or `Kind` would shadow them and break the
/// generated file in ways that are hard to trace back to the spec.
func typeNameProblem(_ name: String) -> String? {
    if name.isEmpty {
        return "the type name is empty"
    }
    if let problem = bidirectionalControlProblem(name, role: "type name") {
        return problem
    }
    if !isSwiftIdentifier(name) {
        return "\"\(name)\" is not a valid type name; use letters, digits and underscores, not starting with a digit"
    }
    if isSwiftKeyword(name), !keywordsUsableAsTypeNames.contains(name) {
        return "\"\(name)\" is a Swift keyword and cannot be a type name"
    }
    if reservedTypeNames.contains(name) {
        return "\"\(name)\" cannot be a type name: the generated code uses \"\(name)\" and would refer to this type instead"
    }
    return nil
}

/// The keywords swiftc 6.3 takes as a type's name without backticks, as
/// the generated code writes type names: contextual modifiers that are
/// keywords only before a declaration or a parameter's type.
private let keywordsUsableAsTypeNames: Set<String> = ["open", "borrowing", "consuming"]

/// Names the generated code and the runtime use unqualified.
private let reservedTypeNames: Set<String> = [
    "Self", "Type", "Protocol", "Any", "String", "Int", "Bool", "Optional", "Set", "Array", "Dictionary",
    "Identity", "Kind", "Dispatch", "Result", "Context", "Equatable", "Hashable", "Sendable", "Identifiable",
    "CaseIterable", "IdentifiableType", "ItemPath", "AnimatableSectionModel", "SectionModel", "ItemizeRuntime",
]
