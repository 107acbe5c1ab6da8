/// `unknown target "x"; use "a", "b" or "c"`, at the value, with the closest
/// choice as a suggestion: for keys whose value is one of a few names.
func unknownChoice(_ what: String, found: (text: String, value: JSONValue), choices: [String]) -> Diagnostic {
    Diagnostic(
        .error, "unknown \(what) \"\(found.text)\"; use \(quotedList(choices))",
        at: found.value.location, suggestion: didYouMean(found.text, among: choices))
}

/// `did you mean "name"?` for the candidate closest to `name`, if one is close.
func didYouMean(_ name: String, among candidates: [String]) -> String? {
    suggestName(for: name, among: candidates).map { "did you mean \"\($0)\"?" }
}

/// `"a", "b" or "c"`: the values a key accepts, for a message.
func quotedList(_ values: [String]) -> String {
    let quoted = values.map { "\"\($0)\"" }
    guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
}
