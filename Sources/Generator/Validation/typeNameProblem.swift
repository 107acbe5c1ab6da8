/// Why `name` cannot name a generated type, or nil when it can.
///
/// Besides keywords, names the generated code uses unqualified are refused:
/// a user type called `String` or `Kind` would shadow them and break the
/// generated file in ways that are hard to trace back to the spec.
func typeNameProblem(_ name: String) -> String? {
    // One pass over the bytes for the four checks, as in `memberNameProblem`.
    var contiguousName = name
    return contiguousName.withUTF8 { bytes in
        if bytes.isEmpty {
            return "the type name is empty"
        }
        if !isSwiftIdentifier(bytes) {
            return "\"\(name)\" is not a valid type name; use ASCII letters, digits and underscores, not starting with a digit"
        }
        if isSwiftKeyword(bytes) {
            return "\"\(name)\" is a Swift keyword and cannot be a type name"
        }
        if reservedTypeNames.contains(bytes) {
            return "\"\(name)\" cannot be a type name: the generated code uses \"\(name)\" and would refer to this type instead"
        }
        return nil
    }
}

/// Names the generated code and the runtime use unqualified.
private let reservedTypeNames = ASCIIWordSet([
    "Self", "Type", "Protocol", "Any", "String", "Int", "Bool", "Optional", "Set", "Array", "Dictionary",
    "Identity", "Kind", "Dispatch", "Result", "Context", "Equatable", "Hashable", "Sendable", "Identifiable",
    "CaseIterable", "IdentifiableType", "ItemPath", "AnimatableSectionModel", "SectionModel", "ItemizeRuntime",
])
