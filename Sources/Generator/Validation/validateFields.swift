/// Validates the elements of the `fields` of `owner` (`"Card"`, `this
/// section`), each `{ "name": ..., "type": ... }`, none of `reservedNames`.
///
/// - Returns: Every field name given, valid or not, each once (so that a
///   field with another problem is not also reported as unknown); the valid
///   fields; whether every element is a valid field.
func validateFields(
    _ elements: [JSONValue], in owner: String, reservedNames: [String: String] = [:], diagnostics: inout [Diagnostic]
) -> (names: [String], fields: [ValidatedSpec.Field], isComplete: Bool) {
    var names: [String] = []
    var fields: [ValidatedSpec.Field] = []
    var isComplete = true
    for element in elements {
        guard let object = SpecObject(element, as: "a field", allowedKeys: SpecKeys.field, diagnostics: &diagnostics)
        else {
            isComplete = false
            continue
        }
        let errorCount = diagnostics.count
        let name = object.string(
            "name", missingMessage: "missing required key \"name\"; a field needs a name", diagnostics: &diagnostics)
        // Every generated item struct declares these itself.
        if let name, let problem = memberNameProblem(name.text, role: .field, generatedMembers: ["identity", "Identity"]) {
            diagnostics.append(Diagnostic(.error, problem, at: name.value.location))
        }
        let type = object.string(
            "type", missingMessage: "missing required key \"type\"; a field needs a Swift type, such as \"String\"",
            diagnostics: &diagnostics)
        if let type, let problem = typeTextProblem(type.text) {
            diagnostics.append(Diagnostic(.error, problem.message, at: type.value.location, suggestion: problem.suggestion))
        }
        if let name, names.contains(name.text) {
            diagnostics.append(Diagnostic(.error, "duplicate field \"\(name.text)\" in \(owner)", at: name.value.location))
            isComplete = false
            continue
        }
        if let name, let message = reservedNames[name.text] {
            diagnostics.append(Diagnostic(.error, message, at: name.value.location, suggestion: "choose another field name"))
            isComplete = false
            continue
        }
        if let name { names.append(name.text) }
        guard let name, let type, diagnostics.count == errorCount else {
            isComplete = false
            continue
        }
        fields.append(ValidatedSpec.Field(name: name.text, type: type.text))
    }
    return (names, fields, isComplete)
}
