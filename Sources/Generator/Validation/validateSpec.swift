/// Checks a parsed spec against DESIGN.md's rules and fills in every
/// default, so that translation never has to guess.
///
/// Every problem of the file is collected before failing, each located at
/// the offending value (or key) with its JSON path, so one run shows them all.
///
/// - Parameters:
///   - root: The parsed document.
///   - file: The spec's path as the user gave it.
/// - Returns: The validated spec.
/// - Throws: `DiagnosticError` with every problem, in file order.
func validateSpec(_ root: JSONValue, file: String) throws(DiagnosticError) -> ValidatedSpec {
    var diagnostics: [Diagnostic] = []
    guard case .object = root.kind else {
        throw DiagnosticError([Diagnostic(
            .error, "a spec is a JSON object, found \(root.typeDescription)", at: root.location
        )])
    }
    guard let object = SpecObject(
        root, as: "the spec", allowedKeys: ["enum", "access", "imports", "items", "sections", "sectionEnum"],
        diagnostics: &diagnostics
    ) else {
        throw DiagnosticError(diagnostics)
    }

    let names = validateTypeNames(object, diagnostics: &diagnostics)
    let access = validateAccess(object, diagnostics: &diagnostics)
    let imports = validateImports(object, diagnostics: &diagnostics)

    let itemElements = object.array(
        "items",
        missingMessage: "missing required key \"items\"; a spec needs at least one item",
        emptyMessage: "\"items\" is empty; a spec needs at least one item",
        diagnostics: &diagnostics
    )
    let candidates = (itemElements ?? []).compactMap { validateItem($0, diagnostics: &diagnostics) }
    checkItemNames(candidates, typeNames: names, diagnostics: &diagnostics)

    let itemNames = candidates.map(\.name)
    let knownItemNames = Set(itemNames)
    let sectionElements = object.array(
        "sections",
        missingMessage: "missing required key \"sections\"; a spec needs at least one section",
        emptyMessage: "\"sections\" is empty; a spec needs at least one section",
        diagnostics: &diagnostics
    )
    var sections: [ValidatedSpec.Section] = []
    var sectionNames: Set<String> = []
    for element in sectionElements ?? [] {
        guard let checked = validateSection(
            element, itemNames: itemNames, knownItemNames: knownItemNames, diagnostics: &diagnostics
        ) else {
            continue
        }
        if !sectionNames.insert(checked.name).inserted {
            diagnostics.append(Diagnostic(.error, "duplicate section name \"\(checked.name)\"", at: checked.nameLocation))
        }
        if let section = checked.section {
            sections.append(section)
        }
    }

    guard diagnostics.isEmpty, let names, let access, let imports else {
        throw DiagnosticError(sortedByLocation(diagnostics))
    }
    return ValidatedSpec(
        file: file,
        fileName: String(file.split(separator: "/", omittingEmptySubsequences: true).last ?? Substring(file)),
        enumName: names.enumName,
        sectionEnumName: names.sectionEnumName,
        sectionModelName: names.sectionModelName,
        access: access,
        imports: imports,
        items: candidates.compactMap(\.item),
        sections: sections
    )
}

/// The three generated type names, each valid and distinct.
private struct TypeNames {
    var enumName: String
    var sectionEnumName: String
    var sectionModelName: String
    /// Where to report a collision with each name.
    var enumLocation: SourceLocation
    var sectionEnumLocation: SourceLocation
}

/// `enum`, `sectionEnum` (or its default) and the section model's name.
private func validateTypeNames(_ object: SpecObject, diagnostics: inout [Diagnostic]) -> TypeNames? {
    let enumName = object.string(
        "enum", missingMessage: "missing required key \"enum\"; name the item enum, such as \"FeedItem\"",
        diagnostics: &diagnostics
    )
    let sectionEnum = object.string("sectionEnum", diagnostics: &diagnostics)
    var isValid = enumName != nil && (sectionEnum != nil || object.member("sectionEnum") == nil)
    for name in [enumName, sectionEnum].compactMap(\.self) {
        if let problem = typeNameProblem(name.text) {
            diagnostics.append(Diagnostic(.error, problem, at: name.value.location))
            isValid = false
        }
    }
    guard isValid, let enumName else {
        return nil
    }
    let sectionEnumName = sectionEnum?.text ?? defaultSectionEnumName(for: enumName.text)
    let sectionEnumLocation = sectionEnum?.value.location ?? enumName.value.location
    let sectionModelName = sectionEnumName + "Model"
    if sectionEnum != nil, sectionEnumName == enumName.text {
        diagnostics.append(Diagnostic(
            .error, "\"sectionEnum\" is also the item enum's name \"\(enumName.text)\"", at: sectionEnumLocation
        ))
        return nil
    }
    if sectionModelName == enumName.text || typeNameProblem(sectionModelName) != nil {
        diagnostics.append(Diagnostic(
            .error,
            "the section model typealias would be named \"\(sectionModelName)\", "
                + (sectionModelName == enumName.text ? "the item enum's name" : "a name the generated code uses"),
            at: sectionEnumLocation,
            suggestion: "set \"sectionEnum\" to another name"
        ))
        return nil
    }
    return TypeNames(
        enumName: enumName.text,
        sectionEnumName: sectionEnumName,
        sectionModelName: sectionModelName,
        enumLocation: enumName.value.location,
        sectionEnumLocation: sectionEnumLocation
    )
}

/// `FeedItem` -> `FeedSection`, `Feed` -> `FeedSection`.
private func defaultSectionEnumName(for enumName: String) -> String {
    if enumName.hasSuffix("Item"), enumName != "Item" {
        return String(enumName.dropLast("Item".count)) + "Section"
    }
    return enumName + "Section"
}

private func validateAccess(_ object: SpecObject, diagnostics: inout [Diagnostic]) -> ValidatedSpec.AccessLevel? {
    if object.member("access") == nil {
        return .internal
    }
    guard let access = object.string("access", diagnostics: &diagnostics) else {
        return nil
    }
    if let level = ValidatedSpec.AccessLevel(rawValue: access.text) {
        return level
    }
    let levels = ValidatedSpec.AccessLevel.allCases.map(\.rawValue)
    diagnostics.append(Diagnostic(
        .error, "unknown access level \"\(access.text)\"; use \"public\", \"package\" or \"internal\"",
        at: access.value.location,
        suggestion: suggestName(for: access.text, among: levels).map { "did you mean \"\($0)\"?" }
    ))
    return nil
}

private func validateImports(_ object: SpecObject, diagnostics: inout [Diagnostic]) -> [String]? {
    guard let value = object.value("imports", diagnostics: &diagnostics) else {
        return []
    }
    guard case .array(let elements) = value.kind else {
        diagnostics.append(SpecObject.mismatch(expected: "an array of module names", key: "imports", found: value))
        return nil
    }
    var imports: [String] = []
    var isValid = true
    for element in elements {
        guard let module = element.stringValue else {
            diagnostics.append(Diagnostic(
                .error, "expected a module name (a string) in \"imports\", found \(element.typeDescription)",
                at: element.location
            ))
            isValid = false
            continue
        }
        let problem: String? = if !isQualifiedName(module) {
            "\"\(module)\" is not a valid module name"
        } else if module == "ItemizeRuntime" {
            "\"ItemizeRuntime\" is always imported; remove it from \"imports\""
        } else if imports.contains(module) {
            "\"\(module)\" is imported twice"
        } else {
            nil
        }
        if let problem {
            diagnostics.append(Diagnostic(.error, problem, at: element.location))
            isValid = false
        } else {
            imports.append(module)
        }
    }
    return isValid ? imports : nil
}

/// Names across items: unique type names, unique case names, and none
/// equal to the enums the spec generates.
private func checkItemNames(_ candidates: [ItemCandidate], typeNames: TypeNames?, diagnostics: inout [Diagnostic]) {
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

/// Diagnostics in file order; those at the same place keep their order.
private func sortedByLocation(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { left, right in
        let leftKey = (left.element.location?.line ?? 0, left.element.location?.column ?? 0, left.offset)
        let rightKey = (right.element.location?.line ?? 0, right.element.location?.column ?? 0, right.offset)
        return leftKey < rightKey
    }.map(\.element)
}
