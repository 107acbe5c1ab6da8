/// Names across items: unique type names, unique case names, none equal to
/// the enums the spec generates, and cell classes that the cell helpers can
/// name beside every other name.
func checkItemNames(_ candidates: [ItemCandidate], typeNames: SpecTypeNames?, diagnostics: inout [Diagnostic]) {
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
            diagnostics.append(Diagnostic(.error, "duplicate item name \"\(name)\"", at: candidate.nameValue.location))
            continue
        }
        for (typeName, role) in generated where typeName == name {
            diagnostics.append(Diagnostic(
                .error, "the item name \"\(name)\" is also the name of \(role)", at: candidate.nameValue.location))
        }
        guard let caseName = candidate.caseName else { continue }
        if let other = itemsByCase[caseName] {
            let origin = candidate.isCaseDerived ? " (derived from its name)" : ""
            diagnostics.append(Diagnostic(
                .error, "the item \"\(name)\" has the case name \"\(caseName)\"\(origin), already used by \"\(other)\"",
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
                .error,
                "the case name \"\(caseName)Changed\" of \"\(other)\" is also the closure the cell helpers declare for the switch of \"\(candidate.name)\"",
                at: candidate.caseValue.location,
                suggestion: "set \"case\" on one of them to choose another case name"))
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
                    .error, problem, at: cell.value.location, suggestion: "choose another name for the cell class"))
            }
        }
    }
}
