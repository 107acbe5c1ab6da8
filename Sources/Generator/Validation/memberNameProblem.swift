/// Why `name` cannot be a member (field, enum case) of generated code, or
/// nil when it can.
///
/// Keywords are fine, translation escapes them with backticks, except the
/// few that stay illegal even escaped. `generatedMembers` are the names the
/// generated type already declares beside it.
///
/// - Parameter role: What the name is, `case name`, for the message.
func memberNameProblem(_ name: String, role: String, generatedMembers: [String]) -> String? {
    if name.isEmpty {
        return "the \(role) is empty"
    }
    if !isSwiftIdentifier(name) {
        return "\"\(name)\" is not a valid \(role); use letters, digits and underscores, not starting with a digit"
    }
    if unusableMemberNames.contains(name) {
        return "\"\(name)\" cannot be a \(role), not even in backticks"
    }
    if generatedMembers.contains(name) {
        return "\"\(name)\" cannot be a \(role): it clashes with the generated member \"\(name)\""
    }
    return nil
}

/// Names that backticks cannot make legal as members.
private let unusableMemberNames: Set<String> = ["self", "Self", "init", "deinit", "subscript", "Type", "Protocol", "_"]
