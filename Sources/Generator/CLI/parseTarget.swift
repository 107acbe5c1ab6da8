/// The target named by `--target`.
///
/// - Throws: `CommandLineFailure.usage` naming the targets, with the
///   closest one when the name looks misspelt.
func parseTarget(_ name: String) throws(CommandLineFailure) -> ValidatedSpec.Target {
    if let target = ValidatedSpec.Target(rawValue: name) {
        return target
    }
    let names = ValidatedSpec.Target.names
    let advice = suggestName(for: name, among: names).map { "did you mean '\($0)'?" }
        ?? "use one of " + names.map { "'\($0)'" }.joined(separator: ", ")
    throw .usage("unknown target '\(name)' for '--target'; \(advice)")
}
