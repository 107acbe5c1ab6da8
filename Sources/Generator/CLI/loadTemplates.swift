/// The built-in templates, overridden by those of `directory` when given:
/// what `--templates DIR` and a config's `templates` both mean.
///
/// - Throws: `CommandLineFailure.invalidTemplates` when the folder cannot
///   be read or holds a template that cannot be.
func loadTemplates(overriddenBy directory: String?) throws(CommandLineFailure) -> TemplateSet {
    guard let directory else {
        return .builtIn
    }
    do throws(DiagnosticError) {
        return try TemplateSet.builtIn.overriding(withDirectory: directory)
    } catch {
        throw .invalidTemplates(error.diagnostics)
    }
}
