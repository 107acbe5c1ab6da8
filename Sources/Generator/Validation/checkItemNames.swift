/// Names across items: unique type names, unique case names, and none
/// equal to the enums the spec generates.
func checkItemNames(_ candidates: [ItemCandidate], typeNames: SpecTypeNames?, diagnostics: inout [Diagnostic]) {
    var itemNames: Set<String> = []
    // The first item of each case name, by its position in `candidates`.
    var itemsByCase: [String: Int] = [:]
    let generated = typeNames.map { typeNames in
        [
            (typeNames.enumName, "the item enum"),
            (typeNames.sectionEnumName, "the section enum"),
            (typeNames.sectionModelName, "the section model typealias"),
        ]
    } ?? []
    for (position, candidate) in candidates.enumerated() {
        if !itemNames.insert(candidate.name).inserted {
            diagnostics.append(Diagnostic(.error, "duplicate item name \"\(candidate.name)\"", at: candidate.nameValue.location))
            continue
        }
        for (name, role) in generated where name == candidate.name {
            diagnostics.append(Diagnostic(
                .error, "the item name \"\(candidate.name)\" is also the name of \(role)", at: candidate.nameValue.location
            ))
        }
        guard let caseName = candidate.caseName else {
            continue
        }
        if let other = itemsByCase[caseName] {
            let origin = candidate.isCaseDerived ? " (derived from its name)" : ""
            diagnostics.append(Diagnostic(
                .error,
                "the item \"\(candidate.name)\" has the case name \"\(caseName)\"\(origin), already used by \"\(candidates[other].name)\"",
                at: candidate.caseValue.location,
                suggestion: "set \"case\" on one of them to choose another case name"
            ))
        } else {
            itemsByCase[caseName] = position
        }
    }
}
