/// Validates one element of the spec's `sections`, given the `target` when
/// valid and the spec's `views`.
///
/// - Parameters:
///   - itemNames: The names of the spec's items, as written, for suggestions.
///   - knownItemNames: The same names, for lookups in constant time.
/// - Returns: The section's name and its value, with the section unless a
///   problem was found; nil when it is not an object or has no string `name`.
func validateSection(
    _ value: JSONValue, itemNames: [String], knownItemNames: Set<String>, target: ValidatedSpec.Target? = nil,
    views: DeclaredViews = .absent, diagnostics: DiagnosticCollector
) -> (name: String, nameValue: JSONValue, section: ValidatedSpec.Section?)? {
    guard let object = SpecObject(value, in: .section, diagnostics: diagnostics)
    else { return nil }
    let errorCount = diagnostics.count
    let name = object.string(
        "name", missingMessage: "missing required key \"name\"; a section needs a case name, such as \"featured\"",
        diagnostics: diagnostics)
    if let name, let problem = memberNameProblem(name.text, role: .section, generatedMembers: GeneratedNames.sectionEnumMembers) {
        diagnostics.append(Diagnostic(problem, at: name.value.location))
    } else if let name, let clash = generatedNameClash(name.text, as: .sectionCase) {
        diagnostics.append(Diagnostic(clash, at: name.value.location, suggestion: "choose another section name"))
    }
    let parameter = object.string("parameter", diagnostics: diagnostics)
    let parameterType = parameter.flatMap { checkedType($0, diagnostics: diagnostics) }
    let fields = validateSectionFields(object, target: target, diagnostics: diagnostics)
    // Placeholders are checked against every field named, valid or not.
    var placeholders: [(name: String, isOptional: Bool)] = parameter == nil ? [] : [("parameter", false)]
    for name in fields.names {
        let type = fields.fields.first { $0.name == name }?.type
        placeholders.append((name, type?.isOptional ?? false))
    }
    let header = placeholderText(
        "header", of: object, owner: .section, placeholders: placeholders, diagnostics: diagnostics)?.parts
    let footer = placeholderText(
        "footer", of: object, owner: .section, placeholders: placeholders, diagnostics: diagnostics)?.parts
    let headerViews = validateViewClasses(.headerView, of: object, views: views, diagnostics: diagnostics)
    let footerViews = validateViewClasses(.footerView, of: object, views: views, diagnostics: diagnostics)

    let elements = object.array(
        "items", missingMessage: "missing required key \"items\"; list the item kinds the section may hold",
        emptyMessage: "\"items\" is empty; a section allows at least one item kind", diagnostics: diagnostics)
    let sectionItemNames = validateItemNameList(
        elements ?? [], key: "items", itemNames: itemNames, knownItemNames: knownItemNames, unknownWhere: "",
        twiceWhere: "this section", twiceSuggestion: { _ in nil }, diagnostics: diagnostics)

    let isOutline = object.bool("outline", diagnostics: diagnostics) ?? false
    if isOutline, let target, let reason = outlineRefusal(of: target), let member = object.member("outline") {
        diagnostics.append(Diagnostic(
            "the \(target.rawValue) target cannot show an outline section: \(reason)", at: member.keyLocation,
            suggestion: "use the itemize or diffable target, or remove \"outline\""))
    }

    guard let name else { return nil }
    // A warning (a deprecated brace in a title) leaves the section valid.
    guard elements != nil, !diagnostics.hasErrors(since: errorCount) else {
        return (name.text, name.value, nil)
    }
    return (name.text, name.value, ValidatedSpec.Section(
        caseName: name.text, header: header, footer: footer, parameterType: parameterType, fields: fields.fields,
        tableHeaderView: headerViews.table?.text, tableFooterView: footerViews.table?.text,
        collectionHeaderView: headerViews.collection?.text, collectionFooterView: footerViews.collection?.text,
        itemNames: sectionItemNames, isOutline: isOutline))
}

/// A section's `fields`, each as an item's field; the diffable target has
/// none, as a diffable data source identifies a section by `==`.
private func validateSectionFields(
    _ object: SpecObject, target: ValidatedSpec.Target?, diagnostics: DiagnosticCollector
) -> (names: [String], fields: [ValidatedSpec.Field], isComplete: Bool) {
    guard let value = object.value("fields", diagnostics: diagnostics) else { return ([], [], true) }
    guard let elements = value.elements else {
        diagnostics.append(SpecObject.mismatch(expected: "an array", key: "fields", found: value))
        return ([], [], false)
    }
    if target == .diffable, !elements.isEmpty, let member = object.member("fields") {
        diagnostics.append(Diagnostic(
            "the diffable target cannot have section fields: a diffable data source identifies a section by "
                + "its whole value, so a new count would be another section",
            at: member.keyLocation, suggestion: "show the count in an item, or use the itemize or differencekit target"))
    }
    return validateFields(
        elements, in: "this section",
        reservedNames: ["parameter": "\"parameter\" cannot be a section field: {parameter} shows the section's parameter"],
        diagnostics: diagnostics)
}

/// Why `target` cannot show outlines, nil when it can: an outline's rows
/// come from ItemizeRuntime's `Outline`, whose expansion state and staged
/// batches the itemize target's data sources apply and the diffable target
/// hands to section snapshots; the other libraries diff flat arrays of
/// their own section models.
func outlineRefusal(of target: ValidatedSpec.Target) -> String? {
    switch target {
    case .itemize, .diffable:
        nil
    case .rxdatasources:
        "RxDataSources diffs each section as a flat array of items, with no place for a row's depth or for which "
            + "parents are expanded"
    case .differencekit:
        "DifferenceKit diffs each ArraySection as a flat array of elements, with no place for a row's depth or for "
            + "which parents are expanded"
    }
}
