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

/// Reads the arguments after `generate`; `--name=value` and `--name value`
/// both work, and everything after `--` is a spec.
///
/// - Throws: `CommandLineFailure.usage` for an unknown option, a missing
///   value, a repeated option, an unknown `--target`, no spec, `--check`
///   without an output file (no `--output`, or standard output), or
///   `--config` beside specs, `--output`, `--templates` or `--target`.
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
        case "--output", "--templates", "--config", "--target":
            let value: String
            if let inlineValue {
                value = inlineValue
                options.regenerateArguments.append(argument)
            } else if index < arguments.endIndex, !arguments[index].hasPrefix("-") || arguments[index] == "-" {
                // A lone `-` is a value: `--output -` is standard output.
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
            } else if name == "--target" {
                guard options.target == nil else { throw .usage("'--target' given more than once") }
                options.target = try parseTarget(value)
            } else if name == "--config" {
                guard options.configPath == nil else { throw .usage("'--config' given more than once") }
                options.configPath = value
            } else {
                guard options.templatesDirectory == nil else { throw .usage("'--templates' given more than once") }
                options.templatesDirectory = value
            }
        default:
            let suggestion = suggestName(
                for: name, among: ["--output", "--templates", "--config", "--target", "--check", "--help"])
            throw .usage("unknown option '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
        }
    }
    if let configPath = options.configPath {
        // One source of truth: the build phase, CI and a person at a shell
        // must all generate the same files the same way.
        if let spec = options.specPaths.first {
            throw .usage("'--config \(configPath)' lists the specs; remove '\(spec)' or list it in the config")
        }
        if options.output != nil {
            throw .usage("'--config' names every output; remove '--output' or set \"output\" in the config")
        }
        if options.templatesDirectory != nil {
            throw .usage("'--config' names the templates; remove '--templates' or set \"templates\" in the config")
        }
        if options.target != nil {
            throw .usage("'--config' generates each spec for its own \"target\"; remove '--target'")
        }
        return .generate(options)
    }
    guard !options.specPaths.isEmpty else {
        throw .usage("no spec given to 'generate'")
    }
    if options.isCheck && options.output == nil {
        throw .usage("'--check' needs '--output' to know which files to compare")
    }
    if options.isCheck, let output = options.output, OutputDestination.namesStandardOutput(output) {
        throw .usage("'--check' compares files, and '--output \(output)' is standard output; name the output file")
    }
    return .generate(options)
}

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
