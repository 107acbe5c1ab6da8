/// Reads the arguments after `generate`; `--name=value` and `--name value`
/// both work, and everything after `--` is a spec.
///
/// - Throws: `CommandLineFailure.usage` for an unknown option, a missing
///   value, a repeated option, no spec, or `--check` without `--output`.
func parseGenerateArguments(_ arguments: [String]) throws(CommandLineFailure) -> ItemizeCommand {
    var options = GenerateOptions()
    var index = arguments.startIndex
    var onlySpecsFollow = false
    while index < arguments.endIndex {
        let argument = arguments[index]
        index += 1
        if onlySpecsFollow || !argument.hasPrefix("-") {
            options.specPaths.append(argument)
            options.regenerateArguments.append(argument)
            continue
        }
        if argument == "--" {
            onlySpecsFollow = true
            options.regenerateArguments.append(argument)
            continue
        }
        let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
        let inlineValue = argument.firstIndex(of: "=").map { String(argument[argument.index(after: $0)...]) }
        switch name {
        case "-h", "--help":
            return .help
        case "--check":
            guard inlineValue == nil else { throw .usage("'--check' takes no value") }
            options.isCheck = true
        case "--output", "--templates":
            let value: String
            if let inlineValue {
                value = inlineValue
                options.regenerateArguments.append(argument)
            } else if index < arguments.endIndex, !arguments[index].hasPrefix("-") {
                value = arguments[index]
                options.regenerateArguments += [argument, value]
                index += 1
            } else {
                throw .usage("missing value for '\(name)'")
            }
            guard !value.isEmpty else { throw .usage("missing value for '\(name)'") }
            if name == "--output" {
                guard options.output == nil else { throw .usage("'--output' given more than once") }
                options.output = value
            } else {
                guard options.templatesDirectory == nil else { throw .usage("'--templates' given more than once") }
                options.templatesDirectory = value
            }
        default:
            let suggestion = suggestName(for: name, among: ["--output", "--templates", "--check", "--help"])
            throw .usage("unknown option '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
        }
    }
    guard !options.specPaths.isEmpty else {
        throw .usage("no spec given to 'generate'")
    }
    if options.isCheck && options.output == nil {
        throw .usage("'--check' needs '--output' to know which files to compare")
    }
    return .generate(options)
}
