/// Translates one validated section into what the templates render.
///
/// A section's payload is its parameter, then its fields, in spec order:
/// `case day(String, unread: Int)`. Each switch binds only what it uses.
///
/// - Parameters:
///   - caseNames: The escaped case name of each item, by the item's name.
func translateSection(_ section: ValidatedSpec.Section, caseNames: [String: String]) -> RenderModel.Section {
    let caseName = escapedIdentifier(section.caseName)
    let allowedKinds = section.itemNames.compactMap { caseNames[$0] }
    // The payload: the parameter's binding name and type, then each field's.
    var payload: [(name: String, binding: String, type: String)] = []
    if let parameterType = section.parameterType {
        payload.append(("parameter", "parameter", parameterType))
    }
    for field in section.fields {
        payload.append((field.name, escapedIdentifier(field.name), field.type))
    }
    var declaration = caseName
    if !payload.isEmpty {
        let parameter = section.parameterType.map { [$0] } ?? []
        let fields = section.fields.map { "\(associatedValueLabel($0.name)): \($0.type)" }
        declaration += "(" + (parameter + fields).joined(separator: ", ") + ")"
    }

    /// `.day(let parameter, _)`, binding the names `isUsed` accepts; `.day` when none is.
    func pattern(binding isUsed: (String) -> Bool) -> String {
        guard payload.contains(where: { isUsed($0.name) }) else { return "." + caseName }
        return ".\(caseName)(" + payload.map { isUsed($0.name) ? "let \($0.binding)" : "_" }
            .joined(separator: ", ") + ")"
    }
    let headerNames = placeholderNames(section.header), footerNames = placeholderNames(section.footer)
    let hasParameter = section.parameterType != nil
    return RenderModel.Section(
        caseName: caseName,
        caseDeclaration: declaration,
        headerPattern: pattern(binding: headerNames.contains),
        headerLiteral: section.header.map(textLiteral) ?? "nil",
        footerPattern: pattern(binding: footerNames.contains),
        footerLiteral: section.footer.map(textLiteral) ?? "nil",
        allowedKindsLiteral: "[" + allowedKinds.map { "." + $0 }.joined(separator: ", ") + "]",
        identityCaseDeclaration: section.parameterType.map { caseName + "(" + $0 + ")" } ?? caseName,
        identityPattern: pattern(binding: { hasParameter && $0 == "parameter" }),
        identityValue: hasParameter ? "." + caseName + "(parameter)" : "." + caseName,
        payloadPattern: pattern(binding: { _ in true }),
        payloadTypes: payload.map { ", " + $0.type }.joined(),
        payloadArguments: payload.map { ", " + $0.binding }.joined(),
        tableHeaderView: section.tableHeaderView,
        tableFooterView: section.tableFooterView,
        collectionHeaderView: section.collectionHeaderView,
        collectionFooterView: section.collectionFooterView,
        headerMember: section.caseName + "Header",
        footerMember: section.caseName + "Footer"
    )
}

/// The names `text` shows, each once, in their first order: a text shows few.
private func placeholderNames(_ text: [ValidatedSpec.TextPart]?) -> [String] {
    var names: [String] = []
    for case .placeholder(let name) in text ?? [] where !names.contains(name) {
        names.append(name)
    }
    return names
}

/// `"Inbox (\(unread))"`: literal parts escaped, placeholders interpolated.
private func textLiteral(_ parts: [ValidatedSpec.TextPart]) -> String {
    var literal = "\""
    for part in parts {
        switch part {
        case .literal(let text):
            appendEscaped(text, to: &literal)
        case .placeholder(let name):
            literal += "\\(" + (name == "parameter" ? name : escapedIdentifier(name)) + ")"
        }
    }
    return literal + "\""
}
