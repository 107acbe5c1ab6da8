/// Validates an item's `identity`: one field name, or a non-empty array of
/// field names for a composite identity.
///
/// - Parameters:
///   - value: The `identity` value.
///   - itemName: The item's name, for messages.
///   - fieldNames: Every field name the item declares, valid or not, so
///     that a field with another problem is not also reported as unknown.
///   - fields: The valid fields, in spec order.
/// - Returns: The identity, nil (with diagnostics) on any problem.
func validateIdentity(
    _ value: JSONValue,
    itemName: String,
    fieldNames: [String],
    fields: [ValidatedSpec.Field],
    diagnostics: inout [Diagnostic]
) -> ValidatedSpec.Identity? {
    let errorCount = diagnostics.count

    func resolve(_ name: String, at value: JSONValue) -> ValidatedSpec.Field? {
        guard fieldNames.contains(name) else {
            diagnostics.append(Diagnostic(
                .error,
                "\"identity\" names \"\(name)\", which is not a field of \"\(itemName)\"",
                at: value.location,
                suggestion: suggestName(for: name, among: fieldNames).map { "did you mean \"\($0)\"?" }
            ))
            return nil
        }
        return fields.first { $0.name == name }
    }

    if let name = value.stringValue {
        return resolve(name, at: value).map(ValidatedSpec.Identity.single)
    }
    guard let elements = value.elements else {
        diagnostics.append(SpecObject.mismatch(expected: "a string or an array of strings", key: "identity", found: value))
        return nil
    }
    if elements.isEmpty {
        diagnostics.append(Diagnostic(
            .error, "\"identity\" is empty; list at least one field", at: value.location
        ))
        return nil
    }
    var parts: [ValidatedSpec.Field] = []
    var seen: Set<String> = []
    for element in elements {
        guard let name = element.stringValue else {
            diagnostics.append(Diagnostic(
                .error, "expected a field name (a string) in \"identity\", found \(element.typeDescription)",
                at: element.location
            ))
            continue
        }
        guard seen.insert(name).inserted else {
            diagnostics.append(Diagnostic(
                .error, "the field \"\(name)\" is listed twice in \"identity\"", at: element.location
            ))
            continue
        }
        if let field = resolve(name, at: element) {
            parts.append(field)
        }
    }
    return diagnostics.count == errorCount && parts.count == elements.count ? .composite(parts) : nil
}
