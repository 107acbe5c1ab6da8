/// The three valid, distinct type names a spec generates besides its items:
/// `enum`, `sectionEnum` (by default `FeedItem` -> `FeedSection`, `Feed` ->
/// `FeedSection`) and the section model's name.
func validateTypeNames(_ object: SpecObject, diagnostics: inout [Diagnostic]) -> SpecTypeNames? {
    let enumName = object.string(
        "enum", missingMessage: "missing required key \"enum\"; name the item enum, such as \"FeedItem\"",
        diagnostics: &diagnostics)
    let sectionEnum = object.string("sectionEnum", diagnostics: &diagnostics)
    var isValid = enumName != nil && (sectionEnum != nil || object.member("sectionEnum") == nil)
    for (name, use) in [(enumName, GeneratedNameUse.itemEnum), (sectionEnum, .type)] {
        guard let name else { continue }
        if let problem = typeNameProblem(name.text) {
            diagnostics.append(Diagnostic(.error, problem, at: name.value.location))
            isValid = false
        } else if let clash = generatedNameClash(name.text, as: use) {
            diagnostics.append(Diagnostic(.error, clash, at: name.value.location, suggestion: "choose another name"))
            isValid = false
        }
    }
    guard isValid, let enumName else { return nil }
    var base = enumName.text[...]
    if base.hasSuffix("Item"), base != "Item" {
        base = base.dropLast(4)
    }
    let sectionEnumName = sectionEnum?.text ?? String(base) + "Section"
    let sectionEnumValue = sectionEnum?.value ?? enumName.value
    let sectionModelName = sectionEnumName + "Model"
    if sectionEnum != nil, sectionEnumName == enumName.text {
        diagnostics.append(Diagnostic(
            .error, "\"sectionEnum\" is also the item enum's name \"\(enumName.text)\"", at: sectionEnumValue.location))
        return nil
    }
    if sectionModelName == enumName.text || typeNameProblem(sectionModelName) != nil
        || generatedNameClash(sectionModelName, as: .type) != nil {
        diagnostics.append(Diagnostic(
            .error, "the section model typealias would be named \"\(sectionModelName)\", "
                + (sectionModelName == enumName.text ? "the item enum's name" : "a name the generated code uses"),
            at: sectionEnumValue.location, suggestion: "set \"sectionEnum\" to another name"))
        return nil
    }
    return (enumName.text, sectionEnumName, sectionModelName)
}

/// The item enum's, the section enum's and the section model's names.
typealias SpecTypeNames = (enumName: String, sectionEnumName: String, sectionModelName: String)
