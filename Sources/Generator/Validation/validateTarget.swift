/// The spec's `target`, `itemize` when absent; `override` (the CLI's
/// `--target`) wins, but a wrong value in the spec is still reported.
///
/// - Returns: The target to generate for, or nil when the spec's value is
///   wrong and nothing overrides it.
func validateTarget(
    _ object: SpecObject, override: ValidatedSpec.Target?, diagnostics: inout [Diagnostic]
) -> ValidatedSpec.Target? {
    guard object.member("target") != nil else {
        return override ?? .itemize
    }
    guard let target = object.string("target", diagnostics: &diagnostics) else {
        return override
    }
    if let known = ValidatedSpec.Target(rawValue: target.text) {
        return override ?? known
    }
    diagnostics.append(unknownChoice("target", found: target, choices: ValidatedSpec.Target.names))
    return override
}
