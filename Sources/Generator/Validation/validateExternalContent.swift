/// An external item: only `identityType`; `fields` and `identity` belong to
/// the user's own type.
func validateExternalContent(_ object: SpecObject, diagnostics: inout [Diagnostic]) -> ValidatedSpec.Content? {
    for key in ["fields", "identity"] {
        if let member = object.member(key) {
            diagnostics.append(Diagnostic(
                .error, "an external item has no \"\(key)\": the type is your own; give only its \"identityType\"",
                at: member.keyLocation
            ))
        }
    }
    let identityType = object.string(
        "identityType",
        missingMessage: "missing required key \"identityType\"; an external item needs the type of its identity, such as \"Int\"",
        diagnostics: &diagnostics
    )
    guard let identityType else {
        return nil
    }
    if let problem = typeTextProblem(identityType.text) {
        diagnostics.append(Diagnostic(
            .error, problem.message, at: identityType.value.location, suggestion: problem.suggestion
        ))
        return nil
    }
    return .external(identityType: identityType.text)
}
