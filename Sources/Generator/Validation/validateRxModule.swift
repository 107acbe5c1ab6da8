/// The spec's `rxModule`, `RxDataSources` when absent; allowed only when
/// the target is `rxdatasources`.
///
/// - Parameters:
///   - target: The target in force, nil when it was wrong (then only the
///     value itself is checked).
///   - isTargetOverridden: Whether the target came from `--target`, so the
///     message can say where it came from.
/// - Returns: The module, or nil on a problem.
func validateRxModule(
    _ object: SpecObject, target: ValidatedSpec.Target?, isTargetOverridden: Bool, diagnostics: inout [Diagnostic]
) -> ValidatedSpec.RxModule? {
    guard let member = object.member("rxModule") else {
        return .rxDataSources
    }
    guard let module = object.string("rxModule", diagnostics: &diagnostics) else {
        return nil
    }
    guard let known = ValidatedSpec.RxModule(rawValue: module.text) else {
        diagnostics.append(unknownChoice("rxModule", found: module, choices: ValidatedSpec.RxModule.names))
        return nil
    }
    if let target, target != .rxdatasources {
        let source = isTargetOverridden ? " (from --target)" : ""
        diagnostics.append(Diagnostic(
            .error,
            "\"rxModule\" applies only to the \"rxdatasources\" target; the target is \"\(target.rawValue)\"\(source)",
            at: member.keyLocation,
            suggestion: "remove \"rxModule\" or set \"target\": \"rxdatasources\""
        ))
        return nil
    }
    return known
}
