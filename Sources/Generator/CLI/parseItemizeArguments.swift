/// Reads the command line (without the program name) into a command.
///
/// - Throws: `CommandLineFailure.usage` naming the first argument that does
///   not fit.
func parseItemizeArguments(_ arguments: [String]) throws(CommandLineFailure) -> ItemizeCommand {
    guard let first = arguments.first else {
        throw .usage("missing command")
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help", "help":
        return .help
    case "--version":
        guard rest.isEmpty else { throw .usage("unexpected argument '\(rest[0])' after '--version'") }
        return .version
    case "generate":
        return try parseGenerateArguments(rest)
    case "templates":
        return try parseTemplatesArguments(rest)
    default:
        if first.hasPrefix("-") {
            throw .usage("unknown option '\(first)'")
        }
        let suggestion = suggestName(for: first, among: ["generate", "templates", "help"])
        throw .usage("unknown command '\(first)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
    }
}
