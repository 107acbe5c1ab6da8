/// Checks a parsed spec against the rules of the spec format (its keys,
/// names and references) and fills in every default.
///
/// - Parameters:
///   - root: The parsed document.
///   - file: The spec's path as the user gave it.
///   - targetOverride: The CLI's `--target`, which replaces the spec's `target`.
/// - Returns: The validated spec, with its warnings.
/// - Throws: `DiagnosticError` with every problem, in file order, each at
///   the offending value or key with its JSON path, when one is an error;
///   the warnings are among them.
func validateSpec(
    _ root: JSONValue, file: String, targetOverride: ValidatedSpec.Target? = nil
) throws(DiagnosticError) -> ValidatedSpec {
    let diagnostics = DiagnosticCollector()
    guard root.members != nil,
          let object = SpecObject(root, in: .root, diagnostics: diagnostics)
    else {
        let problem = Diagnostic("a spec is a JSON object, found \(root.typeDescription)", at: root.location)
        throw DiagnosticError([problem])
    }

    let names = validateTypeNames(object, diagnostics: diagnostics)
    let access: ValidatedSpec.AccessLevel? = object.choice(
        "access", what: "access level", absent: .internal, diagnostics: diagnostics)
    let imports = validateImports(object, diagnostics: diagnostics)
    // `--target` wins, but a wrong value in the spec is still reported.
    let specTarget = object.choice("target", absent: ValidatedSpec.Target.itemize, diagnostics: diagnostics)
    let target = targetOverride ?? specTarget
    // `rxModule` applies only to the `rxdatasources` target, when the target is valid.
    var rxModule = object.choice("rxModule", absent: ValidatedSpec.RxModule.rxDataSources, diagnostics: diagnostics)
    if rxModule != nil, let member = object.member("rxModule"), let target, target != .rxdatasources {
        diagnostics.append(Diagnostic(
            "\"rxModule\" applies only to the \"rxdatasources\" target; the target is \"\(target.rawValue)\""
                + (targetOverride != nil ? " (from --target)" : ""),
            at: member.keyLocation, suggestion: "remove \"rxModule\" or set \"target\": \"rxdatasources\""))
        rxModule = nil
    }
    let (declaredViews, usesSwiftUI) = validateViews(object, diagnostics: diagnostics)
    let registrations = RegistrationsKey(object, declaredViews: declaredViews, diagnostics: diagnostics)

    let itemElements = object.array(
        "items", missingMessage: "missing required key \"items\"; a spec needs at least one item",
        emptyMessage: "\"items\" is empty; a spec needs at least one item", diagnostics: diagnostics)
    var candidates = (itemElements ?? []).compactMap { validateItem($0, views: declaredViews, diagnostics: diagnostics) }
    checkItemNames(candidates, typeNames: names, diagnostics: diagnostics)
    checkAccessibilityIdentifiers(candidates, diagnostics: diagnostics)
    checkChildren(&candidates, target: target, diagnostics: diagnostics)

    let itemNames = candidates.map(\.name)
    let knownItemNames = Set(itemNames)
    let sectionElements = object.array(
        "sections", missingMessage: "missing required key \"sections\"; a spec needs at least one section",
        emptyMessage: "\"sections\" is empty; a spec needs at least one section", diagnostics: diagnostics)
    var sections: [ValidatedSpec.Section] = []
    var sectionNames: Set<String> = []
    var sectionValues: [(section: ValidatedSpec.Section, value: JSONValue)] = []
    for element in sectionElements ?? [] {
        guard let checked = validateSection(
            element, itemNames: itemNames, knownItemNames: knownItemNames, target: target, views: declaredViews,
            diagnostics: diagnostics
        ) else { continue }
        if !sectionNames.insert(checked.name).inserted {
            diagnostics.append(Diagnostic("duplicate section name \"\(checked.name)\"", at: checked.nameValue.location))
        }
        if let section = checked.section {
            sections.append(section)
            sectionValues.append((section, element))
        }
    }
    checkOutlineSections(sectionValues, candidates: candidates, diagnostics: diagnostics)

    diagnostics.append(contentsOf: dataLessKindsInSeveralSections(candidates.compactMap(\.item), sectionElements: sectionElements ?? []))

    let items = candidates.compactMap(\.item)
    let views = UIKitListView.allCases.filter(listedViews(declaredViews, items: items, sections: sections).contains)
    let usesRegistrations = registrations.uses(views: views, diagnostics: diagnostics)
    guard !diagnostics.hasErrors, let names, let access, let imports, let target, let rxModule else {
        throw DiagnosticError(sortedByLocation(diagnostics.all))
    }
    if let warning = swiftUIWithoutViewsWarning(object, uikitViews: views) { diagnostics.append(warning) }
    return ValidatedSpec(
        file: file,
        fileName: String(file.split(separator: "/", omittingEmptySubsequences: true).last ?? Substring(file)),
        enumName: names.enumName, sectionEnumName: names.sectionEnumName, sectionModelName: names.sectionModelName,
        access: access, imports: imports, items: items, sections: sections, target: target, rxModule: rxModule,
        views: views, usesSwiftUI: usesSwiftUI, usesRegistrations: usesRegistrations,
        warnings: sortedByLocation(diagnostics.all))
}

/// The spec's `imports`: module names, each once, never ItemizeRuntime,
/// which the generated file always imports.
private func validateImports(_ object: SpecObject, diagnostics: DiagnosticCollector) -> [String]? {
    guard let value = object.value("imports", diagnostics: diagnostics) else { return [] }
    guard let elements = value.elements else {
        diagnostics.append(SpecObject.mismatch(expected: "an array of module names", key: "imports", found: value))
        return nil
    }
    var imports: [String] = []
    let errorCount = diagnostics.count
    for element in elements {
        guard let module = element.stringValue else {
            diagnostics.append(Diagnostic(
                "expected a module name (a string) in \"imports\", found \(element.typeDescription)",
                at: element.location))
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
            diagnostics.append(Diagnostic(problem, at: element.location))
        } else {
            imports.append(module)
        }
    }
    return diagnostics.count == errorCount ? imports : nil
}

/// The views of a valid spec: the ones `views` lists, else the ones its
/// view-specific keys name, else both.
private func listedViews(
    _ declared: DeclaredViews, items: [ValidatedSpec.Item], sections: [ValidatedSpec.Section]
) -> Set<UIKitListView> {
    if case .listed(let views) = declared { return views }
    var views: Set<UIKitListView> = []
    if items.contains(where: { $0.tableCellClass != nil })
        || sections.contains(where: { $0.tableHeaderView != nil || $0.tableFooterView != nil }) {
        views.insert(.table)
    }
    if items.contains(where: { $0.collectionCellClass != nil })
        || sections.contains(where: { $0.collectionHeaderView != nil || $0.collectionFooterView != nil }) {
        views.insert(.collection)
    }
    return views.isEmpty ? Set(UIKitListView.allCases) : views
}

/// A warning for each kind without data that two or more sections allow:
/// legal, but its identity is its kind alone, so it can stand once in a
/// whole list, and a second one is a duplicate identity at run time. Each
/// warning stands where a section after the first names the kind.
private func dataLessKindsInSeveralSections(_ items: [ValidatedSpec.Item], sectionElements: [JSONValue]) -> [Diagnostic] {
    let dataLess = Set(items.filter { $0.content == .noData }.map(\.name))
    var firstSection: [String: String] = [:]
    var warnings: [Diagnostic] = []
    for section in sectionElements {
        guard let members = section.members,
              let sectionName = members.first(where: { $0.key == "name" })?.value.stringValue,
              let allowed = members.first(where: { $0.key == "items" })?.value.elements
        else { continue }
        var named: Set<String> = []
        for element in allowed {
            guard let kind = element.stringValue, dataLess.contains(kind), named.insert(kind).inserted else { continue }
            guard let first = firstSection[kind] else {
                firstSection[kind] = sectionName
                continue
            }
            warnings.append(Diagnostic(
                .warning,
                "\"\(kind)\" has no data, so every \"\(kind)\" has the same identity and a list can show only one, "
                    + "but sections \"\(first)\" and \"\(sectionName)\" both allow it",
                at: element.location,
                suggestion: "allow it in one section, or give it an identity field (such as \"id\") "
                    + "so that each section can show its own"))
        }
    }
    return warnings
}
