/// Validates one element of the spec's `items`; `views` decide what `cell` means.
///
/// - Returns: What is known of the item, with no `item` if a problem was
///   found; nil when it is not an object or has no string `name`.
func validateItem(_ value: JSONValue, views: DeclaredViews, diagnostics: inout [Diagnostic]) -> ItemCandidate? {
    guard let object = SpecObject(value, as: "an item", allowedKeys: SpecKeys.item, diagnostics: &diagnostics) else {
        return nil
    }
    let errorCount = diagnostics.count
    let name = object.string(
        "name", missingMessage: "missing required key \"name\"; an item needs a type name, such as \"Card\"",
        diagnostics: &diagnostics)
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
    let explicitCase = object.string("case", diagnostics: &diagnostics)
    if let explicitCase {
        if let problem = memberNameProblem(explicitCase.text, role: .itemCase, generatedMembers: generatedItemEnumMembers) {
            diagnostics.append(Diagnostic(.error, problem, at: explicitCase.value.location))
        } else if let clash = generatedNameClash(explicitCase.text, as: .itemCase) {
            diagnostics.append(Diagnostic(
                .error, clash, at: explicitCase.value.location, suggestion: "choose another case name"))
        } else {
            caseName = explicitCase.text
        }
    } else if object.member("case") == nil, let name, hasValidName {
        let derived = lowerCamelCase(name.text)
        if let problem = memberNameProblem(derived, role: .itemCase, generatedMembers: generatedItemEnumMembers)
            ?? generatedNameClash(derived, as: .itemCase) {
            diagnostics.append(Diagnostic(
                .error, "\(problem) (derived from the item name \"\(name.text)\")",
                at: name.value.location, suggestion: "set \"case\" to choose another case name"))
        } else {
            caseName = derived
        }
    }

    let cells = validateViewClasses(.cell, of: object, views: views, diagnostics: &diagnostics)
    let content = validateItemContent(object, itemName: name?.text ?? "", diagnostics: &diagnostics)
    let listContent = validateListContent(
        object, content: content, namesCellClass: cells.table != nil || cells.collection != nil, views: views,
        diagnostics: &diagnostics)

    guard let name else { return nil }
    // The one class the item names, if it names one, is its reuse identifier.
    let cellList = [cells.table, cells.collection].compactMap { $0 }
    let cellClass = Set(cellList.map(\.text)).count == 1 ? cellList.first?.text : nil
    var item: ValidatedSpec.Item?
    if let content, let caseName, diagnostics.count == errorCount {
        item = ValidatedSpec.Item(
            name: name.text, caseName: caseName, tableCellClass: cells.table?.text,
            collectionCellClass: cells.collection?.text, reuseIdentifier: cellClass ?? name.text, content: content,
            listContent: listContent)
    }
    return ItemCandidate(
        name: name.text, nameValue: name.value, caseName: caseName, caseValue: explicitCase?.value ?? name.value,
        isCaseDerived: explicitCase == nil, cells: cellList, item: item)
}

/// Members the generated item enum declares beside its cases.
private let generatedItemEnumMembers = ["identity", "id", "kind", "Identity", "Kind", "Dispatch"]
