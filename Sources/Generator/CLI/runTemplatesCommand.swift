/// Runs `itemize templates list` and `itemize templates print NAME`.
///
/// - Throws: `CommandLineFailure.unknownTemplate` for a name no built-in
///   template has, with the closest name as a hint.
func runTemplatesCommand(_ command: ItemizeCommand, standardOutput: inout some TextOutputStream) throws(CommandLineFailure) {
    let templates = TemplateSet.builtIn
    switch command {
    case .printTemplate(let name):
        guard let source = templates.source(named: name) else {
            throw .unknownTemplate(name: name, suggestion: suggestName(for: name, among: templates.names))
        }
        standardOutput.write(source.text)
    default:
        for name in templates.names {
            standardOutput.write(name + "\n")
        }
    }
}
