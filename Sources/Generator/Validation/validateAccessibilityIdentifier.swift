/// An item's `accessibilityIdentifier`, the text UI tests find its rows by:
/// its placeholders name the fields of its identity (`{identity}` for an
/// external item), and must name every one, so that no two rows of the
/// kind share an identifier. A kind without data has a fixed text.
///
/// - Parameter content: The item's content; nil when it is wrong, and then
///   the text is not checked, since its placeholders cannot be known.
/// - Returns: The text's parts and its value; nil when absent or wrong.
func validateAccessibilityIdentifier(
    _ object: SpecObject, content: ValidatedSpec.Content?, itemName: String, diagnostics: DiagnosticCollector
) -> (parts: [ValidatedSpec.TextPart], value: JSONValue)? {
    guard let content else { return nil }
    let names: [(name: String, isOptional: Bool)] = switch content {
    case .external: [("identity", false)]
    case .noData: []
    case .fields(_, identity: .single(let field)): [(field.name, field.type.isOptional)]
    case .fields(_, identity: .composite(let parts)): parts.map { ($0.name, $0.type.isOptional) }
    }
    let example = names.isEmpty ? itemName.lowercased() : names.map { "{\($0.name)}" }.joined(separator: ".")
    guard let text = placeholderText(
        "accessibilityIdentifier", of: object, owner: .identity, placeholders: names, diagnostics: diagnostics)
    else { return nil }
    if text.parts.isEmpty {
        diagnostics.append(Diagnostic(
            "\"accessibilityIdentifier\" is empty", at: text.value.location,
            suggestion: "write the text UI tests find the rows by, such as \"\(example)\", or remove it for the default"))
        return nil
    }
    for (first, second) in zip(text.parts, text.parts.dropFirst()) {
        if case .placeholder(let one) = first, case .placeholder(let other) = second {
            diagnostics.append(Diagnostic(
                "\"accessibilityIdentifier\" has {\(one)} right before {\(other)}, so two rows of \"\(itemName)\" "
                    + "could share an identifier (\"ab\" + \"c\" and \"a\" + \"bc\")",
                at: text.value.location, suggestion: "put a text between them, as in \"{\(one)}.{\(other)}\""))
            return nil
        }
    }
    let named = Set(text.parts.compactMap { part in if case .placeholder(let name) = part { name } else { nil } })
    let missing = names.map(\.name).filter { !named.contains($0) }
    if !missing.isEmpty {
        diagnostics.append(Diagnostic(
            "\"accessibilityIdentifier\" leaves out " + missing.map { "{\($0)}" }.joined(separator: ", ")
                + ", so two rows of \"\(itemName)\" could share an identifier",
            at: text.value.location, suggestion: "name every field of the identity, as in \"\(example)\""))
        return nil
    }
    return text
}

/// Refuses two kinds whose rows could share an accessibility identifier.
/// Each kind's identifiers start with a fixed text: its case name and a
/// dot by default, the text before the first placeholder of its own
/// pattern, all of it for a fixed identifier. Two kinds are apart when
/// neither start begins the other (or, for a fixed one, the other's
/// identifiers cannot begin with it).
///
/// - Complexity: O(*c* × *k*) for *c* kinds with their own identifier of
///   *k*: two default identifiers never meet, as case names are unique.
func checkAccessibilityIdentifiers(_ candidates: [ItemCandidate], diagnostics: DiagnosticCollector) {
    let kinds = candidates.compactMap { candidate in
        candidate.item.map { (name: candidate.name, value: candidate.accessibilityIdentifier, start: identifierStart($0)) }
    }
    for (index, kind) in kinds.enumerated() {
        guard let value = kind.value else { continue }
        // Each pair once: against every default kind, and the custom ones before it.
        for other in kinds[..<index] + kinds[(index + 1)...].filter({ $0.value == nil })
        where canMeet(kind.start, other.start) {
            diagnostics.append(Diagnostic(
                "the accessibility identifiers of \"\(kind.name)\" (\(describe(kind.start))) can equal those of "
                    + "\"\(other.name)\" (\(describe(other.start)))",
                at: value.location,
                suggestion: "start each kind's identifiers with a text no other kind's start with, such as its case name"))
            break
        }
    }
}

/// What every identifier of `item` starts with, and whether that is all of it.
private func identifierStart(_ item: ValidatedSpec.Item) -> (text: String, isFixed: Bool) {
    var text = ""
    for part in item.accessibilityIdentifierParts {
        switch part {
        case .literal(let literal): text += literal
        case .placeholder: return (text, false)
        }
    }
    return (text, true)
}

/// Whether an identifier starting with `one` can equal one starting with `other`.
private func canMeet(_ one: (text: String, isFixed: Bool), _ other: (text: String, isFixed: Bool)) -> Bool {
    switch (one.isFixed, other.isFixed) {
    case (true, true): one.text == other.text
    case (true, false): one.text.hasPrefix(other.text)
    case (false, true): other.text.hasPrefix(one.text)
    case (false, false): one.text.hasPrefix(other.text) || other.text.hasPrefix(one.text)
    }
}

/// `"mail.…"`, or `"spinner"` for a fixed identifier.
private func describe(_ start: (text: String, isFixed: Bool)) -> String {
    "\"" + start.text + (start.isFixed ? "" : "…") + "\""
}
