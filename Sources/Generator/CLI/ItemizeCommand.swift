/// What the user asked `itemize` to do.
enum ItemizeCommand: Equatable, Sendable {
    /// `itemize generate SPEC...`.
    case generate(GenerateOptions)
    /// `itemize templates list`.
    case listTemplates
    /// `itemize templates print NAME`.
    case printTemplate(name: String)
    /// `itemize --help`, `-h` or `help`.
    case help
    /// `itemize --version`.
    case version
    /// `itemize migrate SPEC... [--check] [--views VIEW]`.
    case migrate(MigrateOptions)
    /// `itemize init [PATH] [--collection]`: the path, nil for the default.
    case initSpec(path: String?, isCollection: Bool)
}

/// The arguments of `itemize generate`, each as typed.
struct GenerateOptions: Equatable, Sendable {
    /// The specs, in order.
    var specPaths: [String] = []
    /// `--output`.
    var output: String?
    /// `--config`: the specs and outputs come from this file.
    var configPath: String?
    /// `--templates`.
    var templatesDirectory: String?
    /// `--target`.
    var target: ValidatedSpec.Target?
    /// `--check`.
    var isCheck = false
    /// `--warnings-as-errors`.
    var treatsWarningsAsErrors = false
    /// The arguments minus `--check`, for the command `--check` proposes.
    var regenerateArguments: [String] = ["generate"]
}

/// Reads the command line (without the program name) into a command.
///
/// - Throws: `CommandLineFailure.usage` naming the first argument that does
///   not fit.
func parseItemizeArguments(_ arguments: [String]) throws(CommandLineFailure) -> ItemizeCommand {
    guard let first = arguments.first else {
        throw .usage("missing command")
    }
    let rest = Array(arguments.dropFirst())
    switch (first, rest.first) {
    case ("-h", _), ("--help", _), ("help", _):
        return .help
    case ("--version", nil):
        return .version
    case ("--version", let extra?):
        throw .usage("unexpected argument '\(extra)' after '--version'")
    case ("generate", _):
        return try parseGenerateArguments(rest)
    case ("migrate", _):
        return try parseMigrateArguments(rest)
    case ("init", _):
        return try parseInitArguments(rest)
    case ("templates", "list"):
        guard rest.count == 1 else { throw .usage("unexpected argument '\(rest[1])' after 'templates list'") }
        return .listTemplates
    case ("templates", "print"):
        guard rest.count >= 2 else { throw .usage("missing template name after 'templates print'") }
        guard rest.count == 2 else {
            throw .usage("unexpected argument '\(rest[2])' after 'templates print \(rest[1])'")
        }
        return .printTemplate(name: rest[1])
    case ("templates", nil):
        throw .usage("missing 'list' or 'print NAME' after 'templates'")
    case ("templates", let other?):
        throw .usage("unknown templates command '\(other)'; expected 'list' or 'print NAME'")
    case _ where first.hasPrefix("-"):
        throw .usage("unknown option '\(first)'")
    default:
        let suggestion = didYouMean(first, among: ["generate", "init", "migrate", "templates", "help"]) { "'\($0)'" }
        throw .usage("unknown command '\(first)'" + (suggestion.map { "; " + $0 } ?? ""))
    }
}

/// Reads the arguments after `generate`; `--name=value` and `--name value`
/// both work, and everything after `--` is a spec.
///
/// - Throws: `CommandLineFailure.usage` for an unknown option, a missing,
///   repeated or unknown value, no spec, `--check` without an output file,
///   or `--config` beside specs, `--output`, `--templates` or `--target`.
private func parseGenerateArguments(_ arguments: [String]) throws(CommandLineFailure) -> ItemizeCommand {
    var options = GenerateOptions()
    var index = arguments.startIndex
    var onlySpecsFollow = false
    var givenOptions: Set<String> = []
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
        let (name, inlineValue) = optionParts(argument)
        switch name {
        case "-h", "--help":
            return .help
        case "--check":
            guard inlineValue == nil else { throw .usage("'--check' takes no value") }
            options.isCheck = true
        case "--warnings-as-errors":
            guard inlineValue == nil else { throw .usage("'--warnings-as-errors' takes no value") }
            options.treatsWarningsAsErrors = true
            options.regenerateArguments.append(argument)
        case "--output", "--templates", "--config", "--target":
            var value = inlineValue
            // A lone `-` is a value: `--output -` is standard output.
            if value == nil, index < arguments.endIndex, !arguments[index].hasPrefix("-") || arguments[index] == "-" {
                value = arguments[index]
                index += 1
            }
            guard let value, !value.isEmpty else { throw .usage("missing value for '\(name)'") }
            guard givenOptions.insert(name).inserted else { throw .usage("'\(name)' given more than once") }
            options.regenerateArguments += inlineValue == nil ? [argument, value] : [argument]
            switch name {
            case "--output": options.output = value
            case "--target":
                guard let target = ValidatedSpec.Target(rawValue: value) else {
                    let names = ValidatedSpec.Target.names
                    let advice = didYouMean(value, among: names) { "'\($0)'" }
                        ?? "use one of " + names.map { "'\($0)'" }.joined(separator: ", ")
                    throw .usage("unknown target '\(value)' for '--target'; \(advice)")
                }
                options.target = target
            case "--config": options.configPath = value
            default: options.templatesDirectory = value
            }
        default:
            let names = ["--output", "--templates", "--config", "--target", "--check", "--warnings-as-errors", "--help"]
            let suggestion = didYouMean(name, among: names) { "'\($0)'" }
            throw .usage("unknown option '\(name)'" + (suggestion.map { "; " + $0 } ?? ""))
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
    } else if options.specPaths.isEmpty {
        throw .usage("no spec given to 'generate'")
    } else if options.isCheck && options.output == nil {
        throw .usage("'--check' needs '--output' to know which files to compare")
    } else if options.isCheck, let output = options.output, namesStandardOutput(output) {
        throw .usage("'--check' compares files, and '--output \(output)' is standard output; name the output file")
    }
    return .generate(options)
}

/// Reads the arguments after `init`: at most one path, and `--collection`.
///
/// - Throws: `CommandLineFailure.usage` for an unknown option or a second path.
private func parseInitArguments(_ arguments: [String]) throws(CommandLineFailure) -> ItemizeCommand {
    var path: String?
    var isCollection = false
    var onlyPathsFollow = false
    for argument in arguments {
        if !onlyPathsFollow, argument.hasPrefix("-") {
            switch argument {
            case "--collection": isCollection = true
            case "--": onlyPathsFollow = true
            case "-h", "--help": return .help
            default:
                let suggestion = didYouMean(argument, among: ["--collection", "--help"]) { "'\($0)'" }
                throw .usage("unknown option '\(argument)' for 'init'" + (suggestion.map { "; " + $0 } ?? ""))
            }
        } else if let path {
            throw .usage("'init' writes one spec, and was given '\(path)' and '\(argument)'")
        } else {
            path = argument
        }
    }
    return .initSpec(path: path, isCollection: isCollection)
}

/// Reads the arguments after `migrate`: specs, `--check` and `--views VIEW`
/// (or `--views=VIEW`); everything after `--` is a spec.
///
/// - Throws: `CommandLineFailure.usage` for an unknown option, a missing,
///   repeated or unknown view, or no spec.
private func parseMigrateArguments(_ arguments: [String]) throws(CommandLineFailure) -> ItemizeCommand {
    var options = MigrateOptions()
    var index = arguments.startIndex
    var onlySpecsFollow = false
    while index < arguments.endIndex {
        let argument = arguments[index]
        index += 1
        if onlySpecsFollow || !argument.hasPrefix("-") {
            options.specPaths.append(argument)
            continue
        }
        let (name, inlineValue) = optionParts(argument)
        switch name {
        case "--" where inlineValue == nil:
            onlySpecsFollow = true
        case "-h", "--help":
            return .help
        case "--check":
            guard inlineValue == nil else { throw .usage("'--check' takes no value") }
            options.isCheck = true
        case "--views":
            var value = inlineValue
            if value == nil, index < arguments.endIndex, !arguments[index].hasPrefix("-") {
                value = arguments[index]
                index += 1
            }
            guard let value, !value.isEmpty else { throw .usage("missing value for '--views'") }
            guard options.migration.view == nil else { throw .usage("'--views' given more than once") }
            guard let view = UIKitListView(rawValue: value) else {
                throw .usage("unknown view '\(value)' for '--views'; use 'table' or 'collection', the one view the screens use")
            }
            options.migration.view = view
        default:
            let suggestion = didYouMean(name, among: ["--check", "--views", "--help"]) { "'\($0)'" }
            throw .usage("unknown option '\(name)' for 'migrate'" + (suggestion.map { "; " + $0 } ?? ""))
        }
    }
    guard !options.specPaths.isEmpty else { throw .usage("no spec given to 'migrate'") }
    return .migrate(options)
}

/// `--output=FILE` as its name and value; `--check` as its name and nil.
private func optionParts(_ argument: String) -> (name: String, value: String?) {
    guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
}
