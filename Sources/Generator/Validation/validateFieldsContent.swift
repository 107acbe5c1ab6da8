/// A generated item: its `fields` and the `identity` among them; or, with
/// `"fields": []`, a kind without data (a spinner, a divider), which has no
/// `identity`: the kind is its identity, so a list holds one of it.
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
    if let fieldsValue = object.value("fields", diagnostics: &diagnostics), fieldsValue.elements?.isEmpty == true {
        if let member = object.member("identity") {
            diagnostics.append(Diagnostic(
                .error,
                "a kind without fields has no \"identity\": the kind itself is its identity; remove \"identity\" or add fields",
                at: member.keyLocation
            ))
            return nil
        }
        return .noData
    }
    let elements = object.array(
        "fields",
        missingMessage: "missing required key \"fields\"; list the item's fields (\"fields\": [] for a kind without data), or set \"external\": true for a type of your own",
        emptyMessage: "\"fields\" is empty",
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
