/// Validates one element of the spec's `sections`, given the `target` when
/// valid and the spec's `views`.
///
/// - Parameters:
///   - itemNames: The names of the spec's items, as written, for suggestions.
///   - knownItemNames: The same names, for lookups in constant time.
/// - Returns: The section's name and its value, with the section unless a
///   problem was found; nil when it is not an object or has no string `name`.
func validateSection(
    _ value: JSONValue, itemNames: [String], knownItemNames: Set<String>, target: ValidatedSpec.Target? = nil,
    views: DeclaredViews = .absent, diagnostics: inout [Diagnostic]
) -> (name: String, nameValue: JSONValue, section: ValidatedSpec.Section?)? {
    guard let object = SpecObject(value, as: "a section", allowedKeys: SpecKeys.section, diagnostics: &diagnostics)
    else { return nil }
    let errorCount = diagnostics.count
    let name = object.string(
        "name", missingMessage: "missing required key \"name\"; a section needs a case name, such as \"featured\"",
        diagnostics: &diagnostics)
    if let name, let problem = memberNameProblem(name.text, role: .section, generatedMembers: generatedSectionMembers) {
        diagnostics.append(Diagnostic(problem, at: name.value.location))
    } else if let name, let clash = generatedNameClash(name.text, as: .sectionCase) {
        diagnostics.append(Diagnostic(clash, at: name.value.location, suggestion: "choose another section name"))
    }
    let parameter = object.string("parameter", diagnostics: &diagnostics)
    if let parameter, let problem = typeTextProblem(parameter.text) {
        diagnostics.append(Diagnostic(problem.message, at: parameter.value.location, suggestion: problem.suggestion))
    }
    let fields = validateSectionFields(object, target: target, diagnostics: &diagnostics)
    // Placeholders are checked against every field named, valid or not.
    var placeholders: [(name: String, isOptional: Bool)] = parameter == nil ? [] : [("parameter", false)]
    for name in fields.names {
        let type = fields.fields.first { $0.name == name }?.type
        placeholders.append((name, type.map(isOptionalType) ?? false))
    }
    let header = sectionText("header", of: object, placeholders: placeholders, diagnostics: &diagnostics)
    let footer = sectionText("footer", of: object, placeholders: placeholders, diagnostics: &diagnostics)
    let headerViews = validateViewClasses(.headerView, of: object, views: views, diagnostics: &diagnostics)
    let footerViews = validateViewClasses(.footerView, of: object, views: views, diagnostics: &diagnostics)

    let elements = object.array(
        "items", missingMessage: "missing required key \"items\"; list the item kinds the section may hold",
        emptyMessage: "\"items\" is empty; a section allows at least one item kind", diagnostics: &diagnostics)
    var sectionItemNames: [String] = []
    var listedItemNames: Set<String> = []
    for element in elements ?? [] {
        guard let itemName = element.stringValue else {
            diagnostics.append(Diagnostic(
                "expected an item name (a string) in \"items\", found \(element.typeDescription)",
                at: element.location))
            continue
        }
        if !knownItemNames.contains(itemName) {
            diagnostics.append(Diagnostic(
                "unknown item \"\(itemName)\"", at: element.location,
                suggestion: didYouMean(itemName, among: itemNames)))
        } else if !listedItemNames.insert(itemName).inserted {
            diagnostics.append(Diagnostic(
                "the item \"\(itemName)\" is listed twice in this section", at: element.location))
        } else {
            sectionItemNames.append(itemName)
        }
    }

    guard let name else { return nil }
    // A warning (a deprecated brace in a title) leaves the section valid.
    guard elements != nil, !diagnostics[errorCount...].contains(where: \.isError) else {
        return (name.text, name.value, nil)
    }
    return (name.text, name.value, ValidatedSpec.Section(
        caseName: name.text, header: header, footer: footer, parameterType: parameter?.text, fields: fields.fields,
        tableHeaderView: headerViews.table?.text, tableFooterView: footerViews.table?.text,
        collectionHeaderView: headerViews.collection?.text, collectionFooterView: footerViews.collection?.text,
        itemNames: sectionItemNames))
}

/// A section's `fields`, each as an item's field; the diffable target has
/// none, as a diffable data source identifies a section by `==`.
private func validateSectionFields(
    _ object: SpecObject, target: ValidatedSpec.Target?, diagnostics: inout [Diagnostic]
) -> (names: [String], fields: [ValidatedSpec.Field], isComplete: Bool) {
    guard let value = object.value("fields", diagnostics: &diagnostics) else { return ([], [], true) }
    guard let elements = value.elements else {
        diagnostics.append(SpecObject.mismatch(expected: "an array", key: "fields", found: value))
        return ([], [], false)
    }
    if target == .diffable, !elements.isEmpty, let member = object.member("fields") {
        diagnostics.append(Diagnostic(
            "the diffable target cannot have section fields: a diffable data source identifies a section by "
                + "its whole value, so a new count would be another section",
            at: member.keyLocation, suggestion: "show the count in an item, or use the itemize or differencekit target"))
    }
    return validateFields(
        elements, in: "this section",
        reservedNames: ["parameter": "\"parameter\" cannot be a section field: {parameter} shows the section's parameter"],
        diagnostics: &diagnostics)
}

/// The section's `header` or `footer`; nil when absent or wrong, with a
/// diagnostic at each problem in the text.
private func sectionText(
    _ key: String, of object: SpecObject, placeholders: [(name: String, isOptional: Bool)], diagnostics: inout [Diagnostic]
) -> [ValidatedSpec.TextPart]? {
    guard let text = object.string(key, diagnostics: &diagnostics) else { return nil }
    let (parts, problems) = parseSectionText(text.text, key: key, placeholders: placeholders)
    for problem in problems {
        // At the brace itself: past the opening quote and the text before it.
        var location = text.value.location
        location.column += 1 + jsonSourceLength(of: text.text[..<problem.start])
        diagnostics.append(Diagnostic(problem.severity, problem.message, at: location, suggestion: problem.suggestion))
    }
    return problems.contains { $0.severity == .error } ? nil : parts
}

/// Members the generated section enum declares beside its cases.
private let generatedSectionMembers = [
    "header", "footer", "allowedKinds", "allows", "identity", "Identity", "Dispatch", "TableHeaders",
    "CollectionHeaders", "targetIndexPath", "tableDropProposal", "collectionDropProposal", "dropOperation",
]

/// Reads a section's `header` or `footer` text: `{name}` is replaced by the
/// section's parameter (`{parameter}`) or the field `name`; `{{` and `}}`
/// are literal braces.
///
/// Every problem is found, each where it stands; only a `{` that is never
/// closed ends the reading.
///
/// - Parameters:
///   - key: `header` or `footer`, for messages.
///   - placeholders: The names the section has, with whether each is optional.
/// - Returns: The text's parts, meaningful only without problems, and the problems.
/// - Complexity: O(*n*) for *n* characters, plus a suggestion's search.
func parseSectionText(
    _ text: String, key: String, placeholders: [(name: String, isOptional: Bool)]
) -> (parts: [ValidatedSpec.TextPart], problems: [SectionTextProblem]) {
    var parts: [ValidatedSpec.TextPart] = []
    var problems: [SectionTextProblem] = []
    var literal = ""
    var rest = text[...]
    let names = placeholders.map(\.name)
    while let character = rest.first {
        let start = rest.startIndex
        rest = rest.dropFirst()
        if character == "{" || character == "}", rest.first == character {
            literal.append(character)
            rest = rest.dropFirst()
        } else if character == "}" {
            // Deprecated since 2026-12-01, when braces became placeholders:
            // this one can only be literal, so it still is, for now.
            literal.append(character)
            problems.append(SectionTextProblem(
                severity: .warning,
                message: "\"\(key)\" has a \"}\" that closes no placeholder; it is shown as a literal brace, "
                    + "which a later version will refuse",
                suggestion: "write \"}}\" for a literal brace", start: start))
        } else if character != "{" {
            literal.append(character)
        } else if let close = rest.firstIndex(of: "}") {
            let name = String(rest[..<close])
            rest = rest[rest.index(after: close)...]
            if !names.contains(name), !name.contains(where: { $0.isLetter || $0.isNumber || $0 == "_" }) {
                // `{}` or `{ - }` names nothing a spec can name: deprecated
                // literal text, as before braces became placeholders.
                literal += "{\(name)}"
                problems.append(SectionTextProblem(
                    severity: .warning,
                    message: "\"\(key)\" has \"{\(name)}\", which names no placeholder; it is shown as written, "
                        + "which a later version will refuse",
                    suggestion: "write \"{{\(name)}}\" for literal braces", start: start))
                continue
            }
            if !names.contains(name) {
                let known = names.isEmpty
                    ? "the section has no parameter or fields to show"
                    : "the section has " + names.map { "{\($0)}" }.joined(separator: ", ")
                problems.append(SectionTextProblem(
                    message: "\"\(key)\" names {\(name)}, which is not the section's parameter or one of its fields; \(known)",
                    suggestion: didYouMean(name, among: names) { "{\($0)}" }, start: start))
                continue
            }
            if placeholders.first(where: { $0.name == name })?.isOptional == true {
                problems.append(SectionTextProblem(
                    message: "\"\(key)\" names {\(name)}, which is optional and would show as \"Optional(...)\"; "
                        + "give the field a type that is not optional",
                    start: start))
                continue
            }
            if !literal.isEmpty {
                parts.append(.literal(literal))
                literal = ""
            }
            parts.append(.placeholder(name))
        } else {
            problems.append(SectionTextProblem(
                message: "\"\(key)\" has a \"{\" that is never closed; write \"{{\" for a literal brace", start: start))
            break
        }
    }
    if !literal.isEmpty {
        parts.append(.literal(literal))
    }
    return (parts, problems)
}

/// Why a section's text cannot be read, or a deprecated form in it, for a
/// diagnostic at the problem.
struct SectionTextProblem: Error, Equatable {
    /// An error, or a warning for a deprecated form that still works.
    var severity: Diagnostic.Severity = .error
    /// What is wrong with the text.
    var message: String
    /// A fix to propose, if any.
    var suggestion: String?
    /// Where in the text the problem starts: the brace.
    var start: String.Index
}

/// How many UTF-8 bytes `text` takes inside a JSON string as written
/// plainly (`"`, `\` and the control characters with a short escape take
/// two, other control characters six): how far into the string a part of
/// its text stands, unless the spec escapes what needs no escape.
///
/// - Complexity: O(*n*) in the scalars of `text`.
func jsonSourceLength(of text: Substring) -> Int {
    text.unicodeScalars.reduce(0) { length, scalar in
        switch scalar.value {
        case 0x22, 0x5C, 0x08, 0x0C, 0x0A, 0x0D, 0x09: length + 2
        case 0x00..<0x20: length + 6
        default: length + UTF8.width(scalar)
        }
    }
}
