/// Validates one element of the spec's `sections`.
///
/// - Parameters:
///   - itemNames: The names of the spec's items, as written, for suggestions.
///   - knownItemNames: The same names, for lookups in constant time.
/// - Returns: The section's name and its value for the duplicate check,
///   with the section itself unless a problem was found; nil when it is
///   not an object or has no string `name`.
func validateSection(
    _ value: JSONValue, itemNames: [String], knownItemNames: Set<String>, diagnostics: inout [Diagnostic]
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
    let header = object.string("header", diagnostics: &diagnostics)
    let footer = object.string("footer", diagnostics: &diagnostics)
    let parameter = object.string("parameter", diagnostics: &diagnostics)
    if let parameter, let problem = typeTextProblem(parameter.text) {
        diagnostics.append(Diagnostic(.error, problem, at: parameter.value.location))
    }

    let elements = object.array(
        "items",
        missingMessage: "missing required key \"items\"; list the item kinds the section may hold",
        emptyMessage: "\"items\" is empty; a section allows at least one item kind",
        diagnostics: &diagnostics
    )
    var sectionItemNames: [String] = []
    var listedItemNames: Set<String> = []
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
            header: header?.text,
            footer: footer?.text,
            parameterType: parameter?.text,
            itemNames: sectionItemNames
        )
    }
    return (name.text, name.value, section)
}

/// Members the generated section enum declares beside its cases.
private let generatedSectionMembers = Set(["header", "footer", "allowedKinds", "identity", "Identity"])
