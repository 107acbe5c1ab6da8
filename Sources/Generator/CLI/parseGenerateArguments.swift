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
