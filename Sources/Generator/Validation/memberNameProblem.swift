/// Why `name` cannot be a member (field, enum case) of generated code, or
/// nil when it can.
///
/// Keywords are fine, translation escapes them with backticks, except the
/// few that swiftc refuses even escaped where `role` puts them
/// (`MemberRole.namesRefusedInBackticks`). `generatedMembers` are the
/// names the generated type already declares beside it.
///
/// - Parameter role: What the name is, for the message and the rules of its place.
func memberNameProblem(_ name: String, role: MemberRole, generatedMembers: [String]) -> String? {
    if name.isEmpty {
        return "the \(role.rawValue) is empty"
    }
    if let problem = bidirectionalControlProblem(name, role: role.rawValue) {
        return problem
    }
    if !isSwiftIdentifier(name) {
        return "\"\(name)\" is not a valid \(role.rawValue); use letters, digits and underscores, not starting with a digit"
    }
    if let reason = role.namesRefusedInBackticks[name] {
        return "\"\(name)\" cannot be a \(role.rawValue), not even in backticks: \(reason)"
    }
    if generatedMembers.contains(name) {
        return "\"\(name)\" cannot be a \(role.rawValue): it clashes with the generated member \"\(name)\""
    }
    return nil
}
