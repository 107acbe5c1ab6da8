/// An item's type, `itemName` in messages: the user's own (`"external": true`)
/// with its `identityType`, a struct of its `fields` with the `identity`
/// among them, or a kind without data (`"fields": []`), identified by its kind.
func validateItemContent(
    _ object: SpecObject, itemName: String, diagnostics: inout [Diagnostic]
) -> ValidatedSpec.Content? {
    // A mistyped `external` must not make every other key look wrong: guess
    // from the presence of `fields`.
    let isExternal = object.member("external") != nil
        && object.bool("external", diagnostics: &diagnostics) ?? (object.member("fields") == nil)
    if isExternal {
        for key in ["fields", "identity"] where object.member(key) != nil {
            diagnostics.append(Diagnostic(
                .error, "an external item has no \"\(key)\": the type is your own; give only its \"identityType\"",
                at: object.member(key)?.keyLocation))
        }
        let identityType = object.string(
            "identityType",
            missingMessage: "missing required key \"identityType\"; an external item needs the type of its identity, such as \"Int\"",
            diagnostics: &diagnostics)
        guard let identityType else { return nil }
        if let problem = typeTextProblem(identityType.text) {
            diagnostics.append(Diagnostic(
                .error, problem.message, at: identityType.value.location, suggestion: problem.suggestion))
            return nil
        }
        return .external(identityType: identityType.text)
    }
    if let member = object.member("identityType") {
        diagnostics.append(Diagnostic(
            .error,
            "\"identityType\" is only for external items; a generated item's identity type is derived from its identity field",
            at: member.keyLocation))
    }
    if let fieldsValue = object.value("fields", diagnostics: &diagnostics), fieldsValue.elements?.isEmpty == true {
        if let member = object.member("identity") {
            diagnostics.append(Diagnostic(
                .error,
                "a kind without fields has no \"identity\": the kind itself is its identity; remove \"identity\" or add fields",
                at: member.keyLocation))
            return nil
        }
        return .noData
    }
    let elements = object.array(
        "fields",
        missingMessage: "missing required key \"fields\"; list the item's fields (\"fields\": [] for a kind without data), or set \"external\": true for a type of your own",
        emptyMessage: "\"fields\" is empty",
        diagnostics: &diagnostics)
    let fields = validateFields(elements ?? [], in: "\"\(itemName)\"", diagnostics: &diagnostics)
    let identityValue = object.value(
        "identity",
        missingMessage: "missing required key \"identity\"; name the field that identifies the item, or several in an array",
        diagnostics: &diagnostics)
    // Without the fields array there is nothing to check the names against.
    guard let identityValue, elements != nil,
          let identity = validateIdentity(identityValue, itemName: itemName, fields: fields, diagnostics: &diagnostics),
          fields.isComplete
    else { return nil }
    return .fields(fields.fields, identity: identity)
}

/// An item's `identity` among its `fields`: one field name, or a non-empty
/// array of them for a composite identity; nil on any problem.
private func validateIdentity(
    _ value: JSONValue, itemName: String, fields: (names: [String], fields: [ValidatedSpec.Field], isComplete: Bool),
    diagnostics: inout [Diagnostic]
) -> ValidatedSpec.Identity? {
    func resolve(_ name: String, at value: JSONValue) -> ValidatedSpec.Field? {
        guard fields.names.contains(name) else {
            diagnostics.append(Diagnostic(
                .error, "\"identity\" names \"\(name)\", which is not a field of \"\(itemName)\"",
                at: value.location, suggestion: didYouMean(name, among: fields.names)))
            return nil
        }
        return fields.fields.first { $0.name == name }
    }
    if let name = value.stringValue { return resolve(name, at: value).map(ValidatedSpec.Identity.single) }
    guard let elements = value.elements else {
        diagnostics.append(SpecObject.mismatch(expected: "a string or an array of strings", key: "identity", found: value))
        return nil
    }
    if elements.isEmpty {
        diagnostics.append(Diagnostic(.error, "\"identity\" is empty; list at least one field", at: value.location))
        return nil
    }
    var parts: [ValidatedSpec.Field] = []
    var seen: Set<String> = []
    for element in elements {
        guard let name = element.stringValue else {
            diagnostics.append(Diagnostic(
                .error, "expected a field name (a string) in \"identity\", found \(element.typeDescription)",
                at: element.location))
            continue
        }
        guard seen.insert(name).inserted else {
            diagnostics.append(Diagnostic(
                .error, "the field \"\(name)\" is listed twice in \"identity\"", at: element.location))
            continue
        }
        if let field = resolve(name, at: element) {
            parts.append(field)
        }
    }
    return parts.count == elements.count ? .composite(parts) : nil
}
