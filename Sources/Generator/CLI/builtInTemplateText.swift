/// The text of one built-in template, for `itemize templates print NAME`.
///
/// - Throws: `CommandLineFailure.unknownTemplate` for a name no built-in
///   template has, with the closest name as a hint.
func builtInTemplateText(named name: String) throws(CommandLineFailure) -> String {
    let templates = TemplateSet.builtIn
    guard let source = templates.source(named: name) else {
        throw .unknownTemplate(name: name, suggestion: suggestName(for: name, among: templates.names))
    }
    return source.text
}
