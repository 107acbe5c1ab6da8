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
        let fields = section.fields.map { "\(argumentLabel($0.name)): \($0.type)" }
        declaration += "(" + (parameter + fields).joined(separator: ", ") + ")"
    }

    /// `.day(let parameter, _)`, binding the names in `used`; `.day` when none is.
    func pattern(binding used: Set<String>) -> String {
        guard payload.contains(where: { used.contains($0.name) }) else { return "." + caseName }
        return ".\(caseName)(" + payload.map { used.contains($0.name) ? "let \($0.binding)" : "_" }
            .joined(separator: ", ") + ")"
    }
    let headerNames = placeholderNames(section.header), footerNames = placeholderNames(section.footer)
    let allNames = Set(payload.map(\.name))
    let hasParameter = section.parameterType != nil
    let bindings = payload.map(\.binding)
    return RenderModel.Section(
        caseName: caseName,
        caseDeclaration: declaration,
        headerPattern: pattern(binding: headerNames),
        headerLiteral: section.header.map(textLiteral) ?? "nil",
        footerPattern: pattern(binding: footerNames),
        footerLiteral: section.footer.map(textLiteral) ?? "nil",
        allowedKindsLiteral: "[" + allowedKinds.map { "." + $0 }.joined(separator: ", ") + "]",
        identityCaseDeclaration: section.parameterType.map { "\(caseName)(\($0))" } ?? caseName,
        identityPattern: pattern(binding: hasParameter ? ["parameter"] : []),
        identityValue: "." + caseName + (hasParameter ? "(parameter)" : ""),
        payloadPattern: pattern(binding: allNames),
        payloadTypes: payload.map { ", " + $0.type }.joined(),
        payloadArguments: bindings.map { ", " + $0 }.joined(),
        headerView: section.headerView,
        footerView: section.footerView,
        headerMember: section.caseName + "Header",
        footerMember: section.caseName + "Footer"
    )
}

/// The names `text` shows.
private func placeholderNames(_ text: [ValidatedSpec.TextPart]?) -> Set<String> {
    var names: Set<String> = []
    for case .placeholder(let name) in text ?? [] {
        names.insert(name)
    }
    return names
}

/// `"Inbox (\(unread))"`: literal parts escaped, placeholders interpolated.
private func textLiteral(_ parts: [ValidatedSpec.TextPart]) -> String {
    var literal = "\""
    for part in parts {
        switch part {
        case .literal(let text):
            literal += swiftStringLiteral(text).dropFirst().dropLast()
        case .placeholder(let name):
            literal += "\\(" + (name == "parameter" ? name : escapedIdentifier(name)) + ")"
        }
    }
    return literal + "\""
}
