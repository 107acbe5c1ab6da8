/// Validates one element of the spec's `items`.
///
/// - Parameter views: The spec's `views`, which decide what `cell` means.
/// - Returns: What is known of the item for the checks across items; nil
///   when it is not an object or has no string `name`. Its `item` is nil
///   if any problem was found.
func validateItem(_ value: JSONValue, views: DeclaredViews, diagnostics: inout [Diagnostic]) -> ItemCandidate? {
    guard let object = SpecObject(
        value, as: "an item",
        allowedKeys: SpecKeys.item,
        diagnostics: &diagnostics
    ) else {
        return nil
    }
    let errorCount = diagnostics.count
    let name = object.string(
        "name", missingMessage: "missing required key \"name\"; an item needs a type name, such as \"Card\"",
        diagnostics: &diagnostics
    )
    var hasValidName = name != nil
    if let name, let problem = typeNameProblem(name.text) {
        diagnostics.append(Diagnostic(.error, problem, at: name.value.location))
        hasValidName = false
    } else if let name, let clash = generatedNameClash(name.text, as: .type) {
        diagnostics.append(Diagnostic(.error, clash, at: name.value.location, suggestion: "choose another name"))
        hasValidName = false
    }

    // An explicit case is checked as written; a derived one is checked too,
    // since `ID` gives `id`, which clashes with the generated `id`.
    var caseName: String?
    var caseValue = name?.value ?? value
    let explicitCase = object.string("case", diagnostics: &diagnostics)
    if let explicitCase {
        caseValue = explicitCase.value
        if let problem = memberNameProblem(explicitCase.text, role: .itemCase, generatedMembers: generatedItemEnumMembers) {
            diagnostics.append(Diagnostic(.error, problem, at: explicitCase.value.location))
        } else if let clash = generatedNameClash(explicitCase.text, as: .itemCase) {
            diagnostics.append(Diagnostic(
                .error, clash, at: explicitCase.value.location, suggestion: "choose another case name"
            ))
        } else {
            caseName = explicitCase.text
        }
    } else if object.member("case") == nil, let name, hasValidName {
        let derived = lowerCamelCase(name.text)
        let problem = memberNameProblem(derived, role: .itemCase, generatedMembers: generatedItemEnumMembers)
            ?? generatedNameClash(derived, as: .itemCase)
        if let problem {
            diagnostics.append(Diagnostic(
                .error, "\(problem) (derived from the item name \"\(name.text)\")",
                at: name.value.location,
                suggestion: "set \"case\" to choose another case name"
            ))
        } else {
            caseName = derived
        }
    }

    let cells = validateViewClasses(.cell, of: object, views: views, isValidName: { text, value, diagnostics in
        guard isQualifiedName(text) else {
            diagnostics.append(Diagnostic(
                .error, "\"\(text)\" is not a valid class name; use an identifier such as \"CardCell\", or \"Module.CardCell\"",
                at: value.location
            ))
            return false
        }
        return true
    }, diagnostics: &diagnostics)

    // A mistyped `external` must not make every other key look wrong: guess
    // from the presence of `fields`.
    let isExternal = object.member("external") == nil
        ? false
        : object.bool("external", diagnostics: &diagnostics) ?? (object.member("fields") == nil)
    let content = isExternal
        ? validateExternalContent(object, diagnostics: &diagnostics)
        : validateFieldsContent(object, itemName: name?.text ?? "", diagnostics: &diagnostics)
    let listContent = validateListContent(
        object, content: content, namesCellClass: cells.table != nil || cells.collection != nil, views: views,
        diagnostics: &diagnostics)

    guard let name else {
        return nil
    }
    var item: ValidatedSpec.Item?
    if let content, let caseName, diagnostics.count == errorCount {
        item = ValidatedSpec.Item(
            name: name.text,
            caseName: caseName,
            tableCellClass: cells.table?.text,
            collectionCellClass: cells.collection?.text,
            reuseIdentifier: reuseIdentifier(cells) ?? name.text,
            content: content,
            listContent: listContent
        )
    }
    return ItemCandidate(
        name: name.text,
        nameValue: name.value,
        caseName: caseName,
        caseValue: caseValue,
        isCaseDerived: explicitCase == nil,
        cells: [cells.table, cells.collection].compactMap { $0 },
        item: item
    )
}

/// Members the generated item enum declares beside its cases.
private let generatedItemEnumMembers = ["identity", "id", "kind", "Identity", "Kind", "Dispatch"]

/// The one class the item names for its views, if it names one: its cell's
/// reuse identifier in every view.
private func reuseIdentifier(_ cells: ViewClasses) -> String? {
    switch (cells.table?.text, cells.collection?.text) {
    case (let table?, nil): table
    case (nil, let collection?): collection
    case (let table?, let collection?) where table == collection: table
    default: nil
    }
}
