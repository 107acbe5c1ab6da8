/// Reads the arguments after `templates`: `list` or `print NAME`.
///
/// - Throws: `CommandLineFailure.usage` for anything else.
func parseTemplatesArguments(_ arguments: [String]) throws(CommandLineFailure) -> ItemizeCommand {
    switch arguments.first {
    case "list":
        guard arguments.count == 1 else { throw .usage("unexpected argument '\(arguments[1])' after 'templates list'") }
        return .listTemplates
    case "print":
        guard arguments.count >= 2 else { throw .usage("missing template name after 'templates print'") }
        guard arguments.count == 2 else { throw .usage("unexpected argument '\(arguments[2])' after 'templates print \(arguments[1])'") }
        return .printTemplate(name: arguments[1])
    case nil:
        throw .usage("missing 'list' or 'print NAME' after 'templates'")
    case let other?:
        throw .usage("unknown templates command '\(other)'; expected 'list' or 'print NAME'")
    }
}
