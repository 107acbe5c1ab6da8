/// Names across items: unique type names, unique case names, and none
/// equal to the enums the spec generates.
func checkItemNames(_ candidates: [ItemCandidate], typeNames: SpecTypeNames?, diagnostics: inout [Diagnostic]) {
    // Positions in `candidates`, not copies: a candidate holds two
    // values and an item, and copying thousands of them into growing
    // tables cost more than the checks. One hash per name: a lookup
    // followed by an insertion hashed each name twice.
    var itemNames = Set<String>(minimumCapacity: candidates.count)
    var itemsByCase = [String: Int](minimumCapacity: candidates.count)
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
        if let other = itemsByCase.updateValue(position, forKey: caseName) {
            // The first item keeps the case name.
            itemsByCase[caseName] = other
            let origin = candidate.isCaseDerived ? " (derived from its name)" : ""
            diagnostics.append(Diagnostic(
                .error,
                "the item \"\(candidate.name)\" has the case name \"\(caseName)\"\(origin), already used by \"\(candidates[other].name)\"",
                at: candidate.caseValue.location,
                suggestion: "set \"case\" on one of them to choose another case name"
            ))
        }
    }
}
