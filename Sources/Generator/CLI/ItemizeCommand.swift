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
    case ("help", _):
        return .help
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
        return try parseOptionAlone(first, followedBy: rest)
    default:
        let suggestion = didYouMean(first, among: ["generate", "init", "migrate", "templates", "help"]) { "'\($0)'" }
        throw .usage("unknown command '\(first)'" + (suggestion.map { "; " + $0 } ?? ""))
    }
}

/// Reads an option given instead of a command: `itemize --help` (whatever
/// follows) or `itemize --version` (alone).
///
/// - Throws: `CommandLineFailure.usage` for an option `itemize` does not
///   take without a command, or an argument after `--version`.
private func parseOptionAlone(_ argument: String, followedBy rest: [String]) throws(CommandLineFailure) -> ItemizeCommand {
    guard case .option(let option, _, _) = try readArguments([argument], of: .itemize).first else {
        throw .usage("unknown option '\(argument)'")
    }
    switch option {
    case .help:
        return .help
    case .version:
        if let extra = rest.first { throw .usage("unexpected argument '\(extra)' after '\(argument)'") }
        return .version
    default:
        preconditionFailure(unhandled(option, by: .itemize))
    }
}

/// Reads the arguments after `generate`; everything after `--` is a spec.
///
/// - Throws: `CommandLineFailure.usage` for what `readArguments` refuses,
///   an unknown target, no spec, `--check` without an output file, or
///   `--config` beside specs, `--output`, `--templates` or `--target`.
private func parseGenerateArguments(_ arguments: [String]) throws(CommandLineFailure) -> ItemizeCommand {
    var options = GenerateOptions()
    for argument in try readArguments(arguments, of: .generate) {
        if case .option(.check, _, _) = argument {
            // The command `--check` proposes regenerates; it does not check.
        } else {
            options.regenerateArguments += argument.typed
        }
        switch argument {
        case .operand(let spec):
            options.specPaths.append(spec)
        case .endOfOptions:
            break
        case .option(let option, let value, _):
            switch option {
            case .help: return .help
            case .output: options.output = value
            case .templates: options.templatesDirectory = value
            case .target: options.target = try parseTarget(value)
            case .config: options.configPath = value
            case .check: options.isCheck = true
            case .warningsAsErrors: options.treatsWarningsAsErrors = true
            default: preconditionFailure(unhandled(option, by: .generate))
            }
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

/// The target `--target` names.
///
/// - Throws: `CommandLineFailure.usage` suggesting the closest target, or
///   listing them all.
private func parseTarget(_ name: String) throws(CommandLineFailure) -> ValidatedSpec.Target {
    guard let target = ValidatedSpec.Target(rawValue: name) else {
        let names = ValidatedSpec.Target.names
        let advice = didYouMean(name, among: names) { "'\($0)'" }
            ?? "use one of " + names.map { "'\($0)'" }.joined(separator: ", ")
        throw .usage("unknown target '\(name)' for '--target'; \(advice)")
    }
    return target
}

/// Reads the arguments after `init`: at most one path, and `--collection`.
///
/// - Throws: `CommandLineFailure.usage` for what `readArguments` refuses, or
///   a second path.
private func parseInitArguments(_ arguments: [String]) throws(CommandLineFailure) -> ItemizeCommand {
    var path: String?
    var isCollection = false
    for argument in try readArguments(arguments, of: .initSpec) {
        switch argument {
        case .operand(let operand):
            if let path { throw .usage("'init' writes one spec, and was given '\(path)' and '\(operand)'") }
            path = operand
        case .endOfOptions:
            break
        case .option(let option, _, _):
            switch option {
            case .help: return .help
            case .collection: isCollection = true
            default: preconditionFailure(unhandled(option, by: .initSpec))
            }
        }
    }
    return .initSpec(path: path, isCollection: isCollection)
}

/// Reads the arguments after `migrate`: specs, `--check` and `--views VIEW`;
/// everything after `--` is a spec.
///
/// - Throws: `CommandLineFailure.usage` for what `readArguments` refuses, an
///   unknown view, or no spec.
private func parseMigrateArguments(_ arguments: [String]) throws(CommandLineFailure) -> ItemizeCommand {
    var options = MigrateOptions()
    for argument in try readArguments(arguments, of: .migrate) {
        switch argument {
        case .operand(let spec):
            options.specPaths.append(spec)
        case .endOfOptions:
            break
        case .option(let option, let value, _):
            switch option {
            case .help: return .help
            case .check: options.isCheck = true
            case .views:
                guard let view = UIKitListView(rawValue: value) else {
                    throw .usage("unknown view '\(value)' for '--views'; use 'table' or 'collection', the one view the screens use")
                }
                options.migration.view = view
            default: preconditionFailure(unhandled(option, by: .migrate))
            }
        }
    }
    guard !options.specPaths.isEmpty else { throw .usage("no spec given to 'migrate'") }
    return .migrate(options)
}

/// The message of the crash that a declared option without handling
/// causes, which `CommandLineOptionTests` sees on every option.
private func unhandled(_ option: CommandLineOption, by command: OptionCommand) -> String {
    "'\(option.name)' is declared for '\(command.invocation)' but the parser does not handle it"
}
