/// Validates one element of the spec's `sections`.
///
/// - Parameters:
///   - itemNames: The names of the spec's items, as written, for suggestions.
///   - knownItemNames: The same names, for lookups in constant time.
///   - target: The spec's target, when it is valid: the diffable target
///     cannot have section fields.
/// - Returns: The section's name and its value for the duplicate check,
///   with the section itself unless a problem was found; nil when it is
///   not an object or has no string `name`.
func validateSection(
    _ value: JSONValue, itemNames: [String], knownItemNames: Set<String>, target: ValidatedSpec.Target? = nil,
    diagnostics: inout [Diagnostic]
) -> (name: String, nameValue: JSONValue, section: ValidatedSpec.Section?)? {
    guard let object = SpecObject(
        value, as: "a section", allowedKeys: SpecKeys.section,
        diagnostics: &diagnostics
    ) else {
        return nil
    }
    let errorCount = diagnostics.count
    let name = object.string(
        "name", missingMessage: "missing required key \"name\"; a section needs a case name, such as \"featured\"",
        diagnostics: &diagnostics
    )
    if let name, let problem = memberNameProblem(name.text, role: "section name", generatedMembers: generatedSectionMembers) {
        diagnostics.append(Diagnostic(.error, problem, at: name.value.location))
    } else if let name, let clash = generatedNameClash(name.text, as: .sectionCase) {
        diagnostics.append(Diagnostic(.error, clash, at: name.value.location, suggestion: "choose another section name"))
    }
    let parameter = object.string("parameter", diagnostics: &diagnostics)
    if let parameter, let problem = typeTextProblem(parameter.text) {
        diagnostics.append(Diagnostic(.error, problem, at: parameter.value.location))
    }
    let fields = validateSectionFields(object, target: target, diagnostics: &diagnostics)
    // Placeholders are checked against every field named, valid or not, so
    // that a field with another problem is not also reported as unknown.
    var placeholders: [(name: String, isOptional: Bool)] = parameter.map { _ in [("parameter", false)] } ?? []
    placeholders += fields.names.map { name in
        (name, fields.valid.first { $0.name == name }?.type.unicodeScalars.last == "?")
    }
    let header = sectionText("header", of: object, placeholders: placeholders, diagnostics: &diagnostics)
    let footer = sectionText("footer", of: object, placeholders: placeholders, diagnostics: &diagnostics)
    let headerView = viewClass("headerView", of: object, diagnostics: &diagnostics)
    let footerView = viewClass("footerView", of: object, diagnostics: &diagnostics)

    let elements = object.array(
        "items",
        missingMessage: "missing required key \"items\"; list the item kinds the section may hold",
        emptyMessage: "\"items\" is empty; a section allows at least one item kind",
        diagnostics: &diagnostics
    )
    var sectionItemNames: [String] = []
    sectionItemNames.reserveCapacity(elements?.count ?? 0)
    var listedItemNames: Set<String> = []
    listedItemNames.reserveCapacity(elements?.count ?? 0)
    for element in elements ?? [] {
        guard let itemName = element.stringValue else {
            diagnostics.append(Diagnostic(
                .error, "expected an item name (a string) in \"items\", found \(element.typeDescription)",
                at: element.location
            ))
            continue
        }
        if !knownItemNames.contains(itemName) {
            diagnostics.append(Diagnostic(
                .error, "unknown item \"\(itemName)\"",
                at: element.location,
                suggestion: suggestName(for: itemName, among: itemNames).map { "did you mean \"\($0)\"?" }
            ))
        } else if !listedItemNames.insert(itemName).inserted {
            diagnostics.append(Diagnostic(
                .error, "the item \"\(itemName)\" is listed twice in this section", at: element.location
            ))
        } else {
            sectionItemNames.append(itemName)
        }
    }

    guard let name else {
        return nil
    }
    var section: ValidatedSpec.Section?
    if elements != nil, diagnostics.count == errorCount {
        section = ValidatedSpec.Section(
            caseName: name.text,
            header: header,
            footer: footer,
            parameterType: parameter?.text,
            fields: fields.valid,
            headerView: headerView,
            footerView: footerView,
            itemNames: sectionItemNames
        )
    }
    return (name.text, name.value, section)
}

/// The section's `header` or `footer`, read with its placeholders; nil
/// when absent or wrong, with a diagnostic at the text.
private func sectionText(
    _ key: String, of object: SpecObject, placeholders: [(name: String, isOptional: Bool)],
    diagnostics: inout [Diagnostic]
) -> [ValidatedSpec.TextPart]? {
    guard let text = object.string(key, diagnostics: &diagnostics) else { return nil }
    switch parseSectionText(text.text, key: key, placeholders: placeholders) {
    case .success(let parts):
        return parts
    case .failure(let problem):
        diagnostics.append(Diagnostic(.error, problem.message, at: text.value.location, suggestion: problem.suggestion))
        return nil
    }
}

/// The class of a `headerView` or `footerView`; nil when absent or not a
/// class name, with a diagnostic at the value.
private func viewClass(_ key: String, of object: SpecObject, diagnostics: inout [Diagnostic]) -> String? {
    guard let view = object.string(key, diagnostics: &diagnostics) else { return nil }
    guard isQualifiedName(view.text) else {
        diagnostics.append(Diagnostic(
            .error,
            "\"\(view.text)\" is not a valid class name; use an identifier such as \"InboxHeaderView\", or \"Module.InboxHeaderView\"",
            at: view.value.location
        ))
        return nil
    }
    if let clash = generatedNameClash(view.text, as: .cellClass) {
        diagnostics.append(Diagnostic(.error, clash, at: view.value.location, suggestion: "choose another class name"))
        return nil
    }
    return view.text
}

/// Members the generated section enum declares beside its cases.
let generatedSectionMembers = [
    "header", "footer", "allowedKinds", "allows", "identity", "Identity", "Dispatch", "TableHeaders",
    "CollectionHeaders", "targetIndexPath",
]
