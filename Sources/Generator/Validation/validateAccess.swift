/// The spec's `access`, `internal` when absent.
func validateAccess(_ object: SpecObject, diagnostics: inout [Diagnostic]) -> ValidatedSpec.AccessLevel? {
    if object.member("access") == nil {
        return .internal
    }
    guard let access = object.string("access", diagnostics: &diagnostics) else {
        return nil
    }
    if let level = ValidatedSpec.AccessLevel(rawValue: access.text) {
        return level
    }
    let levels = ValidatedSpec.AccessLevel.allCases.map(\.rawValue)
    diagnostics.append(Diagnostic(
        .error, "unknown access level \"\(access.text)\"; use \"public\", \"package\" or \"internal\"",
        at: access.value.location,
        suggestion: suggestName(for: access.text, among: levels).map { "did you mean \"\($0)\"?" }
    ))
    return nil
}
