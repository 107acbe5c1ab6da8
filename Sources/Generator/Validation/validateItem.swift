/// Validates one element of the spec's `items`; `views` decide what `cell` means.
///
/// - Returns: What is known of the item, with no `item` if a problem was
///   found; nil when it is not an object or has no string `name`.
func validateItem(_ value: JSONValue, views: DeclaredViews, diagnostics: DiagnosticCollector) -> ItemCandidate? {
    guard let object = SpecObject(value, in: .item, diagnostics: diagnostics) else {
        return nil
    }
    let errorCount = diagnostics.count
    let name = object.string(
        "name", missingMessage: "missing required key \"name\"; an item needs a type name, such as \"Card\"",
        diagnostics: diagnostics)
    var hasValidName = name != nil
    if let name, let problem = typeNameProblem(name.text) {
        diagnostics.append(Diagnostic(problem, at: name.value.location))
        hasValidName = false
    } else if let name, let clash = generatedNameClash(name.text, as: .type) {
        diagnostics.append(Diagnostic(clash, at: name.value.location, suggestion: "choose another name"))
        hasValidName = false
    }

    // An explicit case is checked as written; a derived one is checked too,
    // since `ID` gives `id`, which clashes with the generated `id`.
    var caseName: String?
    let explicitCase = object.string("case", diagnostics: diagnostics)
    if let explicitCase {
        if let problem = memberNameProblem(explicitCase.text, role: .itemCase, generatedMembers: GeneratedNames.itemEnumMembers) {
            diagnostics.append(Diagnostic(problem, at: explicitCase.value.location))
        } else if let clash = generatedNameClash(explicitCase.text, as: .itemCase) {
            diagnostics.append(Diagnostic(
                clash, at: explicitCase.value.location, suggestion: "choose another case name"))
        } else {
            caseName = explicitCase.text
        }
    } else if object.member("case") == nil, let name, hasValidName {
        let derived = lowerCamelCase(name.text)
        if let problem = memberNameProblem(derived, role: .itemCase, generatedMembers: GeneratedNames.itemEnumMembers)
            ?? generatedNameClash(derived, as: .itemCase) {
            diagnostics.append(Diagnostic(
                "\(problem) (derived from the item name \"\(name.text)\")",
                at: name.value.location, suggestion: "set \"case\" to choose another case name"))
        } else {
            caseName = derived
        }
    }

    let cells = validateViewClasses(.cell, of: object, views: views, diagnostics: diagnostics)
    let content = validateItemContent(object, itemName: name?.text ?? "", diagnostics: diagnostics)
    let listContent = validateListContent(
        object, content: content, namesCellClass: cells.table != nil || cells.collection != nil, views: views,
        diagnostics: diagnostics)
    var behaviour = validateBehaviour(object, diagnostics: diagnostics)
    let identifier = validateAccessibilityIdentifier(
        object, content: content, itemName: name?.text ?? "", diagnostics: diagnostics)
    behaviour.accessibilityIdentifier = identifier?.parts

    // The kinds named are checked once every item is known (checkChildren).
    var children: JSONMember?
    if let member = object.member("children") {
        if let elements = member.value.elements, !elements.isEmpty {
            children = member
        } else if member.value.elements != nil {
            diagnostics.append(Diagnostic(
                "\"children\" is empty; a kind with children names at least one kind", at: member.value.location,
                suggestion: "list the kinds its nodes may hold, or remove \"children\""))
        } else {
            diagnostics.append(SpecObject.mismatch(expected: "an array of item names", key: "children", found: member.value))
        }
    }

    guard let name else { return nil }
    // The one class the item names, if it names one, is its reuse identifier.
    let cellList = [cells.table, cells.collection].compactMap { $0 }
    let cellClass = Set(cellList.map(\.text)).count == 1 ? cellList.first?.text : nil
    var item: ValidatedSpec.Item?
    if let content, let caseName, diagnostics.count == errorCount {
        item = ValidatedSpec.Item(
            name: name.text, caseName: caseName, tableCellClass: cells.table?.text,
            collectionCellClass: cells.collection?.text, reuseIdentifier: cellClass ?? name.text, content: content,
            listContent: listContent, behaviour: behaviour)
    }
    return ItemCandidate(
        name: name.text, nameValue: name.value, caseName: caseName, caseValue: explicitCase?.value ?? name.value,
        isCaseDerived: explicitCase == nil, cells: cellList, item: item, accessibilityIdentifier: identifier?.value,
        children: children)
}

/// What validation learnt about one item, even one with errors, for the
/// checks across items.
struct ItemCandidate {
    /// The item's `name` as written, valid or not, and its value.
    var name: String
    var nameValue: JSONValue
    /// The case name when valid; the `case` value, else the name's, where a
    /// clash is reported; whether the case name is derived from the name.
    var caseName: String?
    var caseValue: JSONValue
    var isCaseDerived: Bool
    /// The cell classes that are valid class names, with their values.
    var cells: [(text: String, value: JSONValue)]
    /// The validated item, nil if any problem was found in it.
    var item: ValidatedSpec.Item?
    /// The value of its own accessibility identifier, when it has a valid one.
    var accessibilityIdentifier: JSONValue?
    /// Its `"children"` member when it is an array, checked against the
    /// other items by `checkChildren`.
    var children: JSONMember? = nil
}

/// Names across items: unique type names, unique case names, none equal to
/// the enums the spec generates, and cell classes that the cell helpers can
/// name beside every other name.
func checkItemNames(_ candidates: [ItemCandidate], typeNames: SpecTypeNames?, diagnostics: DiagnosticCollector) {
    var itemNames: Set<String> = []
    // The name of the first item of each case name.
    var itemsByCase: [String: String] = [:]
    let generated = typeNames.map {
        [($0.enumName, "the item enum"), ($0.sectionEnumName, "the section enum"),
         ($0.sectionModelName, "the section model typealias")]
    } ?? []
    for candidate in candidates {
        let name = candidate.name
        if !itemNames.insert(name).inserted {
            diagnostics.append(Diagnostic("duplicate item name \"\(name)\"", at: candidate.nameValue.location))
            continue
        }
        for (typeName, role) in generated where typeName == name {
            diagnostics.append(Diagnostic(
                "the item name \"\(name)\" is also the name of \(role)", at: candidate.nameValue.location))
        }
        guard let caseName = candidate.caseName else { continue }
        if let other = itemsByCase[caseName] {
            let origin = candidate.isCaseDerived ? " (derived from its name)" : ""
            diagnostics.append(Diagnostic(
                "the item \"\(name)\" has the case name \"\(caseName)\"\(origin), already used by \"\(other)\"",
                at: candidate.caseValue.location,
                suggestion: "set \"case\" on one of them to choose another case name"))
        } else {
            itemsByCase[caseName] = name
        }
    }
    for candidate in candidates {
        // A row's switch is reported through a closure named after its case.
        if let caseName = candidate.caseName, candidate.item?.listContent?.toggle != nil,
           let other = itemsByCase[caseName + "Changed"] {
            diagnostics.append(Diagnostic(
                "the case name \"\(caseName)Changed\" of \"\(other)\" is also the closure the cell helpers declare for the switch of \"\(candidate.name)\"",
                at: candidate.caseValue.location,
                suggestion: "set \"case\" on one of them to choose another case name"))
        }
        // A kind's handlers are a struct inside the item enum, named after its case.
        if let caseName = candidate.caseName, candidate.item?.behaviour.hasHandlers == true,
           itemNames.contains(handlersTypeName(ofCase: caseName)) {
            diagnostics.append(Diagnostic(
                "the actions of \"\(candidate.name)\" are generated as \"\(handlersTypeName(ofCase: caseName))\", the name of another item",
                at: candidate.caseValue.location, suggestion: "set \"case\" to choose another case name, or rename the item"))
        }
        // The cell helpers name an unqualified cell class inside the item enum.
        for cell in candidate.cells where !cell.text.contains(".") {
            let problem: String? = if cell.text == candidate.name {
                "\"\(cell.text)\" is the name of both the item and its cell class"
            } else if itemNames.contains(cell.text) {
                "the cell class \"\(cell.text)\" is the name of the item \"\(cell.text)\""
            } else if let role = generated.first(where: { $0.0 == cell.text })?.1 {
                "the cell class \"\(cell.text)\" is the name of \(role)"
            } else if itemsByCase[cell.text] != nil {
                "the cell class \"\(cell.text)\" is also a case name, which the cell helpers would name in its place"
            } else {
                generatedNameClash(cell.text, as: .cellClass)
            }
            if let problem {
                diagnostics.append(Diagnostic(
                    problem, at: cell.value.location, suggestion: "choose another name for the cell class"))
            }
        }
    }
}

/// Validates the elements of the `fields` of `owner` (`"Card"`, `this
/// section`), each `{ "name": ..., "type": ... }`, none of `reservedNames`.
///
/// - Returns: Every field name given, valid or not, each once (so that a
///   field with another problem is not also reported as unknown); the valid
///   fields; whether every element is a valid field.
func validateFields(
    _ elements: [JSONValue], in owner: String, reservedNames: [String: String] = [:], diagnostics: DiagnosticCollector
) -> (names: [String], fields: [ValidatedSpec.Field], isComplete: Bool) {
    var names: [String] = []
    var fields: [ValidatedSpec.Field] = []
    var isComplete = true
    for element in elements {
        guard let object = SpecObject(element, in: .field, diagnostics: diagnostics)
        else {
            isComplete = false
            continue
        }
        let errorCount = diagnostics.count
        let name = object.string(
            "name", missingMessage: "missing required key \"name\"; a field needs a name", diagnostics: diagnostics)
        // Every generated item struct declares these itself.
        if let name, let problem = memberNameProblem(name.text, role: .field, generatedMembers: GeneratedNames.itemStructMembers) {
            diagnostics.append(Diagnostic(problem, at: name.value.location))
        }
        let type = object.string(
            "type", missingMessage: "missing required key \"type\"; a field needs a Swift type, such as \"String\"",
            diagnostics: diagnostics)
        let checked = type.flatMap { checkedType($0, diagnostics: diagnostics) }
        if let name, names.contains(name.text) {
            diagnostics.append(Diagnostic("duplicate field \"\(name.text)\" in \(owner)", at: name.value.location))
            isComplete = false
            continue
        }
        if let name, let message = reservedNames[name.text] {
            diagnostics.append(Diagnostic(message, at: name.value.location, suggestion: "choose another field name"))
            isComplete = false
            continue
        }
        if let name { names.append(name.text) }
        guard let name, let checked, diagnostics.count == errorCount else {
            isComplete = false
            continue
        }
        fields.append(ValidatedSpec.Field(name: name.text, type: checked))
    }
    return (names, fields, isComplete)
}

/// A type name turned into the case name Swift's conventions expect:
/// `Card` -> `card`, `URLPreview` -> `urlPreview`, `ID` -> `id`, `メニュー`
/// kept. The leading capitals are lowercased but for the last one before a
/// lowercase letter, which starts the next word; leading underscores stay.
func lowerCamelCase(_ name: String) -> String {
    let body = name.drop { $0 == "_" }
    let capitals = body.prefix(while: \.isUppercase)
    var end = capitals.endIndex
    if capitals.count > 1, end < body.endIndex, body[end].isLowercase { end = body.index(before: end) }
    return name[..<body.startIndex] + body[..<end].lowercased() + body[end...]
}
