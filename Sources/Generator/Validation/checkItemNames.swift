/// Names across items: unique type names, unique case names, and none
/// equal to the enums the spec generates.
func checkItemNames(_ candidates: [ItemCandidate], typeNames: SpecTypeNames?, diagnostics: inout [Diagnostic]) {
    // The tables hold positions in `candidates`: a candidate holds two
    // values and an item, and copying thousands of them cost more than the
    // checks.
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
        // `updateValue` hashes the case name once, where a lookup and then an
        // insertion would hash it twice; on a clash, which is rare, it has
        // replaced the first item, which is put back as the name's owner.
        if let other = itemsByCase.updateValue(position, forKey: caseName) {
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
