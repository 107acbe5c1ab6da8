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
            problems.append(SectionTextProblem(
                message: "\"\(key)\" has a \"}\" that closes no placeholder; write \"}}\" for a literal brace",
                start: start))
        } else if character != "{" {
            literal.append(character)
        } else if let close = rest.firstIndex(of: "}") {
            let name = String(rest[..<close])
            rest = rest[rest.index(after: close)...]
            if !names.contains(name) {
                let known = names.isEmpty
                    ? "the section has no parameter or fields to show"
                    : "the section has " + names.map { "{\($0)}" }.joined(separator: ", ")
                problems.append(SectionTextProblem(
                    message: "\"\(key)\" names {\(name)}, which is not the section's parameter or one of its fields; \(known)",
                    suggestion: suggestName(for: name, among: names).map { "did you mean {\($0)}?" }, start: start))
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

/// Why a section's text cannot be read, for a diagnostic at the problem.
struct SectionTextProblem: Error, Equatable {
    /// What is wrong with the text.
    var message: String
    /// A fix to propose, if any.
    var suggestion: String?
    /// Where in the text the problem starts: the brace.
    var start: String.Index
}
