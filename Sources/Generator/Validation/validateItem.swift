/// Validates one element of the spec's `items`.
///
/// - Returns: What is known of the item for the checks across items; nil
///   when it is not an object or has no string `name`. Its `item` is nil
///   if any problem was found.
func validateItem(_ value: JSONValue, diagnostics: inout [Diagnostic]) -> ItemCandidate? {
    guard let object = SpecObject(
        value, as: "an item",
        allowedKeys: ["name", "fields", "identity", "external", "identityType", "cell", "case"],
        diagnostics: &diagnostics
    ) else {
        return nil
    }
    let errorCount = diagnostics.count
    let name = object.string(
        "name", missingMessage: "missing required key \"name\"; an item needs a type name, such as \"Card\"",
        diagnostics: &diagnostics
    )
    if let name, let problem = typeNameProblem(name.text) {
        diagnostics.append(Diagnostic(.error, problem, at: name.value.location))
    }
    let hasValidName = name.map { typeNameProblem($0.text) == nil } ?? false

    // An explicit case is checked as written; a derived one is checked too,
    // since `ID` gives `id`, which clashes with the generated `id`.
    var caseName: String?
    var caseLocation = name?.value.location ?? value.location
    let explicitCase = object.string("case", diagnostics: &diagnostics)
    if let explicitCase {
        caseLocation = explicitCase.value.location
        if let problem = memberNameProblem(explicitCase.text, role: "case name", generatedMembers: generatedItemEnumMembers) {
            diagnostics.append(Diagnostic(.error, problem, at: explicitCase.value.location))
        } else {
            caseName = explicitCase.text
        }
    } else if object.member("case") == nil, let name, hasValidName {
        let derived = lowerCamelCase(name.text)
        if let problem = memberNameProblem(derived, role: "case name", generatedMembers: generatedItemEnumMembers) {
            diagnostics.append(Diagnostic(
                .error, "\(problem) (derived from the item name \"\(name.text)\")",
                at: name.value.location,
                suggestion: "set \"case\" to choose another case name"
            ))
        } else {
            caseName = derived
        }
    }

    let cell = object.string("cell", diagnostics: &diagnostics)
    if let cell, !isQualifiedName(cell.text) {
        diagnostics.append(Diagnostic(
            .error,
            "\"\(cell.text)\" is not a valid class name; use an identifier such as \"CardCell\", or \"Module.CardCell\"",
            at: cell.value.location
        ))
    }

    // A mistyped `external` must not make every other key look wrong: guess
    // from the presence of `fields`.
    let isExternal = object.member("external") == nil
        ? false
        : object.bool("external", diagnostics: &diagnostics) ?? (object.member("fields") == nil)
    let content = isExternal
        ? validateExternalContent(object, diagnostics: &diagnostics)
        : validateFieldsContent(object, itemName: name?.text ?? "", diagnostics: &diagnostics)

    guard let name else {
        return nil
    }
    var item: ValidatedSpec.Item?
    if let content, let caseName, diagnostics.count == errorCount {
        item = ValidatedSpec.Item(
            name: name.text,
            caseName: caseName,
            cellClass: cell?.text,
            reuseIdentifier: cell?.text ?? name.text,
            content: content
        )
    }
    return ItemCandidate(
        name: name.text,
        nameLocation: name.value.location,
        caseName: caseName,
        caseLocation: caseLocation,
        isCaseDerived: explicitCase == nil,
        item: item
    )
}

/// Members the generated item enum declares beside its cases.
private let generatedItemEnumMembers: Set<String> = ["identity", "id", "kind", "Identity", "Kind", "Dispatch"]

/// An external item: only `identityType`; `fields` and `identity` belong to
/// the user's own type.
private func validateExternalContent(_ object: SpecObject, diagnostics: inout [Diagnostic]) -> ValidatedSpec.Content? {
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
        diagnostics.append(Diagnostic(.error, problem, at: identityType.value.location))
        return nil
    }
    return .external(identityType: identityType.text)
}

/// A generated item: its `fields` and the `identity` among them.
private func validateFieldsContent(
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
    var fieldsByName: [String: ValidatedSpec.Field] = [:]
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
                    .error, "duplicate field \"\(name)\" in \"\(itemName)\"", at: checked.nameLocation
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
        fieldsByName[field.name] = field
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
        identityValue, itemName: itemName, fieldNames: fieldNames, fields: fieldsByName, diagnostics: &diagnostics
    )
    guard let identity, isComplete else {
        return nil
    }
    return .fields(fields, identity: identity)
}
