/// Reads a section's `header` or `footer` text: `{name}` is replaced by the
/// section's parameter (`{parameter}`) or the field `name`; `{{` and `}}`
/// are literal braces.
///
/// Every problem of the text is found in one pass, each where it stands: a
/// `}` that closes nothing is read as itself and the reading goes on, a
/// placeholder that names nothing or an optional is skipped; only a `{`
/// that is never closed ends the reading, as the rest of the text is then
/// inside it.
///
/// - Parameters:
///   - text: The text as written in the spec.
///   - key: `header` or `footer`, for messages.
///   - placeholders: The names the section has, with whether each is
///     optional (an optional cannot be shown as plain text).
/// - Returns: The text's parts, and every problem with its place in the
///   text; the parts are meaningful only without problems.
/// - Complexity: O(*n*) for *n* characters, plus a suggestion's search.
func parseSectionText(
    _ text: String, key: String, placeholders: [(name: String, isOptional: Bool)]
) -> (parts: [ValidatedSpec.TextPart], problems: [SectionTextProblem]) {
    var parts: [ValidatedSpec.TextPart] = []
    var problems: [SectionTextProblem] = []
    var literal = ""
    var index = text.startIndex
    while index < text.endIndex {
        let character = text[index]
        let next = text.index(after: index)
        if character == "}" {
            guard next < text.endIndex, text[next] == "}" else {
                problems.append(SectionTextProblem(
                    message: "\"\(key)\" has a \"}\" that closes no placeholder; write \"}}\" for a literal brace",
                    start: index))
                index = next
                continue
            }
            literal.append("}")
            index = text.index(after: next)
            continue
        }
        guard character == "{" else {
            literal.append(character)
            index = next
            continue
        }
        if next < text.endIndex, text[next] == "{" {
            literal.append("{")
            index = text.index(after: next)
            continue
        }
        guard let close = text[next...].firstIndex(of: "}") else {
            problems.append(SectionTextProblem(
                message: "\"\(key)\" has a \"{\" that is never closed; write \"{{\" for a literal brace", start: index))
            break
        }
        let name = String(text[next..<close])
        if let problem = placeholderProblem(name, key: key, placeholders: placeholders, start: index) {
            problems.append(problem)
        } else {
            if !literal.isEmpty {
                parts.append(.literal(literal))
                literal = ""
            }
            parts.append(.placeholder(name))
        }
        index = text.index(after: close)
    }
    if !literal.isEmpty {
        parts.append(.literal(literal))
    }
    return (parts, problems)
}

/// Why the placeholder `{name}` cannot be shown, or nil when it can.
private func placeholderProblem(
    _ name: String, key: String, placeholders: [(name: String, isOptional: Bool)], start: String.Index
) -> SectionTextProblem? {
    guard let placeholder = placeholders.first(where: { $0.name == name }) else {
        let names = placeholders.map(\.name)
        let known = names.isEmpty
            ? "the section has no parameter or fields to show"
            : "the section has " + names.map { "{\($0)}" }.joined(separator: ", ")
        return SectionTextProblem(
            message: "\"\(key)\" names {\(name)}, which is not the section's parameter or one of its fields; \(known)",
            suggestion: suggestName(for: name, among: names).map { "did you mean {\($0)}?" }, start: start)
    }
    guard !placeholder.isOptional else {
        return SectionTextProblem(
            message: "\"\(key)\" names {\(name)}, which is optional and would show as \"Optional(...)\"; "
                + "give the field a type that is not optional",
            start: start)
    }
    return nil
}

/// Why a section's text cannot be read, for a diagnostic at the problem.
struct SectionTextProblem: Error, Equatable {
    var message: String
    var suggestion: String?
    /// Where in the text the problem starts: the brace.
    var start: String.Index
}
