/// Validates one `{ "name": ..., "type": ... }` of an item's `fields`.
///
/// - Returns: The field and its name's value (where problems with the name
///   are reported), nil (with diagnostics) if it is malformed; `name` alone
///   when only the type is wrong, so that the identity and duplicate checks
///   still see the field.
func validateField(
    _ value: JSONValue, diagnostics: inout [Diagnostic]
) -> (name: String?, nameValue: JSONValue, field: ValidatedSpec.Field?)? {
    guard let object = SpecObject(value, as: "a field", allowedKeys: SpecKeys.field, diagnostics: &diagnostics) else {
        return nil
    }
    let errorCount = diagnostics.count
    let name = object.string(
        "name", missingMessage: "missing required key \"name\"; a field needs a name", diagnostics: &diagnostics
    )
    if let name, let problem = memberNameProblem(name.text, role: .field, generatedMembers: generatedItemMembers) {
        diagnostics.append(Diagnostic(.error, problem, at: name.value.location))
    }
    let type = object.string(
        "type", missingMessage: "missing required key \"type\"; a field needs a Swift type, such as \"String\"",
        diagnostics: &diagnostics
    )
    if let type, let problem = typeTextProblem(type.text) {
        diagnostics.append(Diagnostic(.error, problem.message, at: type.value.location, suggestion: problem.suggestion))
    }
    var field: ValidatedSpec.Field?
    if let name, let type, diagnostics.count == errorCount {
        field = ValidatedSpec.Field(name: name.text, type: type.text)
    }
    return (name?.text, name?.value ?? value, field)
}

/// Members every generated item struct declares itself.
private let generatedItemMembers = ["identity", "Identity"]
