/// The text of `key` with `{name}` placeholders (a section's `header` or
/// `footer`, an item's `accessibilityIdentifier`); nil when absent or
/// wrong, with a diagnostic at each problem in the text.
func placeholderText(
    _ key: String, of object: SpecObject, owner: PlaceholderOwner, placeholders: [(name: String, isOptional: Bool)],
    diagnostics: DiagnosticCollector
) -> (parts: [ValidatedSpec.TextPart], value: JSONValue)? {
    guard let text = object.string(key, diagnostics: diagnostics) else { return nil }
    let (parts, problems) = parsePlaceholderText(text.text, key: key, owner: owner, placeholders: placeholders)
    for problem in problems {
        // At the brace itself: past the opening quote and the text before it.
        var location = text.value.location
        location.column += 1 + jsonSourceLength(of: text.text[..<problem.start])
        diagnostics.append(Diagnostic(problem.severity, problem.message, at: location, suggestion: problem.suggestion))
    }
    return problems.contains { $0.severity == .error } ? nil : (parts, text.value)
}

/// Reads a text with placeholders: `{name}` is replaced by the value
/// `name` of its owner (a section's parameter, `{parameter}`, or a field;
/// an item's identity); `{{` and `}}` are literal braces.
///
/// Every problem is found, each where it stands; only a `{` that is never
/// closed ends the reading.
///
/// - Parameters:
///   - key: `header`, `footer` or `accessibilityIdentifier`, for messages.
///   - owner: What the names belong to, for messages.
///   - placeholders: The names the owner has, with whether each is optional.
/// - Returns: The text's parts, meaningful only without problems, and the problems.
/// - Complexity: O(*n*) for *n* characters, plus a suggestion's search.
func parsePlaceholderText(
    _ text: String, key: String, owner: PlaceholderOwner, placeholders: [(name: String, isOptional: Bool)]
) -> (parts: [ValidatedSpec.TextPart], problems: [PlaceholderTextProblem]) {
    var parts: [ValidatedSpec.TextPart] = []
    var problems: [PlaceholderTextProblem] = []
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
            problems.append(PlaceholderTextProblem(
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
                problems.append(PlaceholderTextProblem(
                    severity: .warning,
                    message: "\"\(key)\" has \"{\(name)}\", which names no placeholder; it is shown as written, "
                        + "which a later version will refuse",
                    suggestion: "write \"{{\(name)}}\" for literal braces", start: start))
                continue
            }
            if !names.contains(name) {
                let known = names.isEmpty
                    ? owner.hasNothing
                    : owner.has + " " + names.map { "{\($0)}" }.joined(separator: ", ")
                problems.append(PlaceholderTextProblem(
                    message: "\"\(key)\" names {\(name)}, which is not \(owner.names); \(known)",
                    suggestion: didYouMean(name, among: names) { "{\($0)}" }, start: start))
                continue
            }
            if placeholders.first(where: { $0.name == name })?.isOptional == true {
                problems.append(PlaceholderTextProblem(
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
            problems.append(PlaceholderTextProblem(
                message: "\"\(key)\" has a \"{\" that is never closed; write \"{{\" for a literal brace", start: start))
            break
        }
    }
    if !literal.isEmpty {
        parts.append(.literal(literal))
    }
    return (parts, problems)
}

/// Why a text with placeholders cannot be read, or a deprecated form in it, for a
/// diagnostic at the problem.
struct PlaceholderTextProblem: Error, Equatable {
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

/// What a text's placeholders name, for messages.
enum PlaceholderOwner {
    /// A section's header or footer: its parameter and fields.
    case section
    /// An item's accessibility identifier: its identity's fields.
    case identity

    /// What a placeholder may name.
    var names: String {
        switch self {
        case .section: "the section's parameter or one of its fields"
        case .identity: "a field of the item's identity"
        }
    }

    /// Says that there is nothing to name.
    var hasNothing: String {
        switch self {
        case .section: "the section has no parameter or fields to show"
        case .identity: "the item has no data: its identifier is a fixed text"
        }
    }

    /// Starts the list of what there is to name.
    var has: String {
        switch self {
        case .section: "the section has"
        case .identity: "its identity has"
        }
    }
}
