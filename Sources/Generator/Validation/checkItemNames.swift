/// Names across items: unique type names, unique case names, none equal to
/// the enums the spec generates, and cell classes that the cell helpers can
/// name beside every other name.
///
/// Candidates are read by index: each holds values and an item, and only
/// the few of its strings a check needs are read.
func checkItemNames(_ candidates: [ItemCandidate], typeNames: SpecTypeNames?, diagnostics: inout [Diagnostic]) {
    var itemNames: Set<String> = []
    // The first item of each case name, by its position in `candidates`.
    var itemsByCase: [String: Int] = [:]
    // Sized for every candidate, so that neither is rehashed as it fills.
    itemNames.reserveCapacity(candidates.count)
    itemsByCase.reserveCapacity(candidates.count)
    let generated = typeNames.map { typeNames in
        [
            (typeNames.enumName, "the item enum"),
            (typeNames.sectionEnumName, "the section enum"),
            (typeNames.sectionModelName, "the section model typealias"),
        ]
    } ?? []
    for position in candidates.indices {
        let name = candidates[position].name
        if !itemNames.insert(name).inserted {
            diagnostics.append(Diagnostic(
                .error, "duplicate item name \"\(name)\"", at: candidates[position].nameValue.location
            ))
            continue
        }
        for (typeName, role) in generated where typeName == name {
            diagnostics.append(Diagnostic(
                .error, "the item name \"\(name)\" is also the name of \(role)", at: candidates[position].nameValue.location
            ))
        }
        guard let caseName = candidates[position].caseName else {
            continue
        }
        if let other = itemsByCase[caseName] {
            let origin = candidates[position].isCaseDerived ? " (derived from its name)" : ""
            diagnostics.append(Diagnostic(
                .error,
                "the item \"\(name)\" has the case name \"\(caseName)\"\(origin), already used by \"\(candidates[other].name)\"",
                at: candidates[position].caseValue.location,
                suggestion: "set \"case\" on one of them to choose another case name"
            ))
        } else {
            itemsByCase[caseName] = position
        }
    }
    checkCellClasses(
        candidates, itemNames: itemNames, caseNames: Set(itemsByCase.keys), typeNames: generated,
        diagnostics: &diagnostics
    )
}

/// A cell class is named inside the item enum's cell helpers, so it must
/// not be a type the spec declares, nor a case or a name the generated code
/// declares there; a qualified class (`FeedUI.CardCell`) is named in full.
private func checkCellClasses(
    _ candidates: [ItemCandidate], itemNames: Set<String>, caseNames: Set<String>, typeNames: [(String, String)],
    diagnostics: inout [Diagnostic]
) {
    for position in candidates.indices {
        // A valid class name's dots are the ones between its components,
        // each a Character of its own, so looking for the byte finds them.
        for cell in candidates[position].cells where !cell.text.utf8.contains(UInt8(ascii: ".")) {
            let problem: String? = if cell.text == candidates[position].name {
                "\"\(cell.text)\" is the name of both the item and its cell class"
            } else if itemNames.contains(cell.text) {
                "the cell class \"\(cell.text)\" is the name of the item \"\(cell.text)\""
            } else if let role = typeNames.first(where: { $0.0 == cell.text })?.1 {
                "the cell class \"\(cell.text)\" is the name of \(role)"
            } else if caseNames.contains(cell.text) {
                "the cell class \"\(cell.text)\" is also a case name, which the cell helpers would name in its place"
            } else {
                generatedNameClash(cell.text, as: .cellClass)
            }
            if let problem {
                diagnostics.append(Diagnostic(
                    .error, problem, at: cell.value.location, suggestion: "choose another name for the cell class"
                ))
            }
        }
    }
}
