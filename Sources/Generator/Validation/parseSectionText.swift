/// Reads a section's `header` or `footer` text: `{name}` is replaced by the
/// section's parameter (`{parameter}`) or the field `name`; `{{` and `}}`
/// are literal braces.
///
/// - Parameters:
///   - text: The text as written in the spec.
///   - key: `header` or `footer`, for messages.
///   - placeholders: The names the section has, with whether each is
///     optional (an optional cannot be shown as plain text).
/// - Returns: The text's parts, or the first problem's message and
///   suggestion.
/// - Complexity: O(*n*) for *n* characters, plus a suggestion's search.
func parseSectionText(
    _ text: String, key: String, placeholders: [(name: String, isOptional: Bool)]
) -> Result<[ValidatedSpec.TextPart], SectionTextProblem> {
    var parts: [ValidatedSpec.TextPart] = []
    var literal = ""
    var index = text.startIndex
    while index < text.endIndex {
        let character = text[index]
        let next = text.index(after: index)
        if character == "}" {
            guard next < text.endIndex, text[next] == "}" else {
                return .failure(SectionTextProblem(
                    message: "\"\(key)\" has a \"}\" that closes no placeholder; write \"}}\" for a literal brace"))
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
            return .failure(SectionTextProblem(
                message: "\"\(key)\" has a \"{\" that is never closed; write \"{{\" for a literal brace"))
        }
        let name = String(text[next..<close])
        guard let placeholder = placeholders.first(where: { $0.name == name }) else {
            let names = placeholders.map(\.name)
            let known = names.isEmpty
                ? "the section has no parameter or fields to show"
                : "the section has " + names.map { "{\($0)}" }.joined(separator: ", ")
            return .failure(SectionTextProblem(
                message: "\"\(key)\" names {\(name)}, which is not the section's parameter or one of its fields; \(known)",
                suggestion: suggestName(for: name, among: names).map { "did you mean {\($0)}?" }))
        }
        guard !placeholder.isOptional else {
            return .failure(SectionTextProblem(
                message: "\"\(key)\" names {\(name)}, which is optional and would show as \"Optional(...)\"; "
                    + "give the field a type that is not optional"))
        }
        if !literal.isEmpty {
            parts.append(.literal(literal))
            literal = ""
        }
        parts.append(.placeholder(name))
        index = text.index(after: close)
    }
    if !literal.isEmpty {
        parts.append(.literal(literal))
    }
    return .success(parts)
}

/// Why a section's text cannot be read, for a diagnostic at the text.
struct SectionTextProblem: Error, Equatable {
    var message: String
    var suggestion: String?
}
