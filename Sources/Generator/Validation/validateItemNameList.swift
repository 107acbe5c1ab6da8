/// The item names of a list such as a section's `"items"` or a kind's
/// `"children"`, in order: each must be a string naming one of the spec's
/// items, once; what is not is reported and left out.
///
/// - Parameters:
///   - key: The list's key, for a value that is not a string.
///   - itemNames: The spec's item names, for suggestions.
///   - knownItemNames: The same names, for lookups in constant time.
///   - unknownWhere: Said after an unknown name (`" in the children of \"Folder\""`).
///   - twiceWhere: Where a name is listed twice (`"this section"`).
///   - twiceSuggestion: The fix for a name listed twice, if any.
/// - Complexity: O(n) expected for n elements.
func validateItemNameList(
    _ elements: [JSONValue], key: String, itemNames: [String], knownItemNames: Set<String>, unknownWhere: String,
    twiceWhere: String, twiceSuggestion: (String) -> String?, diagnostics: DiagnosticCollector
) -> [String] {
    var names: [String] = []
    var listed: Set<String> = []
    for element in elements {
        guard let name = element.stringValue else {
            diagnostics.append(Diagnostic(
                "expected an item name (a string) in \"\(key)\", found \(element.typeDescription)", at: element.location))
            continue
        }
        if !knownItemNames.contains(name) {
            diagnostics.append(Diagnostic(
                "unknown item \"\(name)\"\(unknownWhere)", at: element.location,
                suggestion: didYouMean(name, among: itemNames)))
        } else if !listed.insert(name).inserted {
            diagnostics.append(Diagnostic(
                "the item \"\(name)\" is listed twice in \(twiceWhere)", at: element.location,
                suggestion: twiceSuggestion(name)))
        } else {
            names.append(name)
        }
    }
    return names
}
