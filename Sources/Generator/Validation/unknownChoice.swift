/// `unknown target "x"; use "a", "b" or "c"`, at the value, with the closest
/// choice as a suggestion: for keys whose value is one of a few names.
func unknownChoice(_ what: String, found: (text: String, value: JSONValue), choices: [String]) -> Diagnostic {
    Diagnostic(
        .error, "unknown \(what) \"\(found.text)\"; use \(quotedList(choices))",
        at: found.value.location, suggestion: didYouMean(found.text, among: choices))
}
