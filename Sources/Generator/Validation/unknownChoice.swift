/// `unknown target "x"; use "a", "b" or "c"`, at the value, with the closest
/// choice as a suggestion: for keys whose value is one of a few names.
///
/// - Parameters:
///   - what: The key's name as the message says it, `target`.
///   - found: The spec's text and the value it came from.
///   - choices: The accepted names, in the order the message lists them.
func unknownChoice(_ what: String, found: (text: String, value: JSONValue), choices: [String]) -> Diagnostic {
    Diagnostic(
        .error, "unknown \(what) \"\(found.text)\"; use \(quotedList(choices))",
        at: found.value.location,
        suggestion: suggestName(for: found.text, among: choices).map { "did you mean \"\($0)\"?" }
    )
}
