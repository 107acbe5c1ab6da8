/// Validates a section's `fields`: content that is not its identity, such
/// as an unread count, each `{ "name": ..., "type": ... }` as an item's.
///
/// - Parameter target: The spec's target, when valid: a diffable data
///   source identifies a section by `==`, so it cannot tell a section
///   whose content changed from another one.
/// - Returns: Every field name given, valid or not, and the valid fields.
func validateSectionFields(
    _ object: SpecObject, target: ValidatedSpec.Target?, diagnostics: inout [Diagnostic]
) -> (names: [String], valid: [ValidatedSpec.Field]) {
    guard let value = object.value("fields", diagnostics: &diagnostics) else { return ([], []) }
    guard let elements = value.elements else {
        diagnostics.append(SpecObject.mismatch(expected: "an array", key: "fields", found: value))
        return ([], [])
    }
    if target == .diffable, !elements.isEmpty, let member = object.member("fields") {
        diagnostics.append(Diagnostic(
            .error,
            "the diffable target cannot have section fields: a diffable data source identifies a section by its "
                + "whole value, so a new count would be another section",
            at: member.keyLocation,
            suggestion: "show the count in an item, or use the itemize or differencekit target"
        ))
    }
    var names: [String] = []
    var valid: [ValidatedSpec.Field] = []
    for element in elements {
        guard let checked = validateField(element, diagnostics: &diagnostics) else { continue }
        if let name = checked.name {
            if names.contains(name) {
                diagnostics.append(Diagnostic(
                    .error, "duplicate field \"\(name)\" in this section", at: checked.nameValue.location))
                continue
            }
            if name == "parameter" {
                diagnostics.append(Diagnostic(
                    .error, "\"parameter\" cannot be a section field: {parameter} shows the section's parameter",
                    at: checked.nameValue.location, suggestion: "choose another field name"))
                continue
            }
            names.append(name)
        }
        if let field = checked.field {
            valid.append(field)
        }
    }
    return (names, valid)
}
