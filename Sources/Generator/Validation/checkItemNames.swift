/// Names across items: unique type names, unique case names, and none
/// equal to the enums the spec generates.
func checkItemNames(_ candidates: [ItemCandidate], typeNames: SpecTypeNames?, diagnostics: inout [Diagnostic]) {
    var itemsByName: [String: ItemCandidate] = [:]
    var itemsByCase: [String: ItemCandidate] = [:]
    for candidate in candidates {
        if itemsByName[candidate.name] != nil {
            diagnostics.append(Diagnostic(.error, "duplicate item name \"\(candidate.name)\"", at: candidate.nameLocation))
            continue
        }
        itemsByName[candidate.name] = candidate
        if let typeNames {
            let generated = [
                (typeNames.enumName, "the item enum"),
                (typeNames.sectionEnumName, "the section enum"),
                (typeNames.sectionModelName, "the section model typealias"),
            ]
            for (name, role) in generated where name == candidate.name {
                diagnostics.append(Diagnostic(
                    .error, "the item name \"\(candidate.name)\" is also the name of \(role)", at: candidate.nameLocation
                ))
            }
        }
        guard let caseName = candidate.caseName else {
            continue
        }
        if let other = itemsByCase[caseName] {
            let origin = candidate.isCaseDerived ? " (derived from its name)" : ""
            diagnostics.append(Diagnostic(
                .error,
                "the item \"\(candidate.name)\" has the case name \"\(caseName)\"\(origin), already used by \"\(other.name)\"",
                at: candidate.caseLocation,
                suggestion: "set \"case\" on one of them to choose another case name"
            ))
        } else {
            itemsByCase[caseName] = candidate
        }
    }
}
