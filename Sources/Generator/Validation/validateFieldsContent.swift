/// A generated item: its `fields` and the `identity` among them.
func validateFieldsContent(
    _ object: SpecObject, itemName: String, diagnostics: inout [Diagnostic]
) -> ValidatedSpec.Content? {
    if let member = object.member("identityType") {
        diagnostics.append(Diagnostic(
            .error,
            "\"identityType\" is only for external items; a generated item's identity type is derived from its identity field",
            at: member.keyLocation
        ))
    }
    let elements = object.array(
        "fields",
        missingMessage: "missing required key \"fields\"; list the item's fields, or set \"external\": true for a type of your own",
        emptyMessage: "\"fields\" is empty; a generated item needs at least one field",
        diagnostics: &diagnostics
    )
    var fields: [ValidatedSpec.Field] = []
    var fieldNames: [String] = []
    var isComplete = elements != nil
    for element in elements ?? [] {
        guard let checked = validateField(element, diagnostics: &diagnostics) else {
            isComplete = false
            continue
        }
        if let name = checked.name {
            if fieldNames.contains(name) {
                diagnostics.append(Diagnostic(
                    .error, "duplicate field \"\(name)\" in \"\(itemName)\"", at: checked.nameValue.location
                ))
                isComplete = false
                continue
            }
            fieldNames.append(name)
        }
        guard let field = checked.field else {
            isComplete = false
            continue
        }
        fields.append(field)
    }
    let identityValue = object.value(
        "identity",
        missingMessage: "missing required key \"identity\"; name the field that identifies the item, or several in an array",
        diagnostics: &diagnostics
    )
    guard let identityValue else {
        return nil
    }
    // Without the fields array there is nothing to check the names against.
    guard elements != nil else {
        return nil
    }
    let identity = validateIdentity(
        identityValue, itemName: itemName, fieldNames: fieldNames, fields: fields, diagnostics: &diagnostics
    )
    guard let identity, isComplete else {
        return nil
    }
    return .fields(fields, identity: identity)
}
