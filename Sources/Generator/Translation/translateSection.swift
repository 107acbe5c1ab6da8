/// Translates one validated section into what the templates render.
///
/// A section's payload is its parameter, then its fields, in spec order:
/// `case day(String, unread: Int)`. Each switch binds only what it uses.
///
/// - Parameters:
///   - caseNames: The escaped case name of each item, by the item's name.
func translateSection(_ section: ValidatedSpec.Section, caseNames: [String: String]) -> RenderModel.Section {
    let caseName = escapedIdentifier(section.caseName)
    var allowedKinds = "[", hasKinds = false
    for name in section.itemNames {
        guard let kind = caseNames[name] else { continue }
        allowedKinds += hasKinds ? ", ." : "."
        allowedKinds += kind
        hasKinds = true
    }
    allowedKinds += "]"
    // The payload: the parameter's binding name and type, then each field's.
    var payload: [(name: String, binding: String, type: String)] = []
    payload.reserveCapacity(section.fields.count + 1)
    if let parameterType = section.parameterType {
        payload.append(("parameter", "parameter", parameterType))
    }
    for field in section.fields {
        payload.append((field.name, escapedIdentifier(field.name), field.type))
    }
    var declaration = caseName
    var payloadTypes = "", payloadArguments = ""
    if !payload.isEmpty {
        declaration += "("
        if let parameterType = section.parameterType {
            declaration += parameterType
        }
        for (index, field) in section.fields.enumerated() {
            if index > 0 || section.parameterType != nil {
                declaration += ", "
            }
            declaration += argumentLabel(field.name)
            declaration += ": "
            declaration += field.type
        }
        declaration += ")"
        for part in payload {
            payloadTypes += ", "
            payloadTypes += part.type
            payloadArguments += ", "
            payloadArguments += part.binding
        }
    }

    /// `.day(let parameter, _)`, binding the names `isUsed` accepts; `.day` when none is.
    func pattern(binding isUsed: (String) -> Bool) -> String {
        guard payload.contains(where: { isUsed($0.name) }) else { return "." + caseName }
        var pattern = "."
        pattern += caseName
        pattern += "("
        for (index, part) in payload.enumerated() {
            if index > 0 {
                pattern += ", "
            }
            if isUsed(part.name) {
                pattern += "let "
                pattern += part.binding
            } else {
                pattern += "_"
            }
        }
        pattern += ")"
        return pattern
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
        allowedKindsLiteral: allowedKinds,
        identityCaseDeclaration: section.parameterType.map { caseName + "(" + $0 + ")" } ?? caseName,
        identityPattern: pattern(binding: { hasParameter && $0 == "parameter" }),
        identityValue: hasParameter ? "." + caseName + "(parameter)" : "." + caseName,
        payloadPattern: pattern(binding: { _ in true }),
        payloadTypes: payloadTypes,
        payloadArguments: payloadArguments,
        headerView: section.headerView,
        footerView: section.footerView,
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
            literal += "\\("
            literal += name == "parameter" ? name : escapedIdentifier(name)
            literal += ")"
        }
    }
    literal += "\""
    return literal
}
