/// One argument of a command, read against `CommandLineOption.all`.
enum ReadArgument: Equatable {
    /// A spec or a path.
    case operand(String)
    /// `--`: every later argument is an operand, even one that starts with `-`.
    case endOfOptions
    /// An option the command takes, its value (empty for a flag), and the
    /// one or two arguments it was typed as (`--output=A.swift`, or
    /// `--output` and `A.swift`).
    case option(CommandLineOption, value: String, typed: [String])

    /// The arguments this was read from, as typed.
    var typed: [String] {
        switch self {
        case .operand(let operand): [operand]
        case .endOfOptions: ["--"]
        case .option(_, _, let typed): typed
        }
    }
}

/// Reads the arguments after a command into operands and the options the
/// table declares for it, in order. `--name=value` and `--name value` both
/// give a value; a lone `-` is a value (`--output -` is standard output).
/// Reading stops at `-h` or `--help`, which is the last argument returned:
/// the help is shown whatever follows.
///
/// - Parameters:
///   - arguments: The arguments after the command's name.
///   - command: The command, whose options are those whose `commands`
///     name it.
/// - Returns: The operands, `--` and options, in the order given.
/// - Throws: `CommandLineFailure.usage` for an option the command does not
///   take (suggesting the closest one), a value given to a flag, a missing
///   or empty value, or an option with a value given twice.
/// - Complexity: O(*n* × *m*) for *n* arguments and *m* options.
func readArguments(_ arguments: [String], of command: OptionCommand) throws(CommandLineFailure) -> [ReadArgument] {
    var read: [ReadArgument] = []
    var index = arguments.startIndex
    var onlyOperandsFollow = false
    var namesWithValues: Set<String> = []
    while index < arguments.endIndex {
        let argument = arguments[index]
        index += 1
        if onlyOperandsFollow || !argument.hasPrefix("-") {
            read.append(.operand(argument))
            continue
        }
        if argument == "--" {
            onlyOperandsFollow = true
            read.append(.endOfOptions)
            continue
        }
        let (name, inlineValue) = optionParts(argument)
        let option = try declaredOption(named: name, for: command)
        if option == .help {
            read.append(.option(option, value: "", typed: [argument]))
            return read
        }
        guard option.valuePlaceholder != nil else {
            guard inlineValue == nil else { throw .usage("'\(name)' takes no value") }
            read.append(.option(option, value: "", typed: [argument]))
            continue
        }
        var value = inlineValue
        var typed = [argument]
        if value == nil, index < arguments.endIndex, !arguments[index].hasPrefix("-") || arguments[index] == "-" {
            value = arguments[index]
            typed.append(arguments[index])
            index += 1
        }
        guard let value, !value.isEmpty else { throw .usage("missing value for '\(name)'") }
        guard namesWithValues.insert(option.name).inserted else { throw .usage("'\(name)' given more than once") }
        read.append(.option(option, value: value, typed: typed))
    }
    return read
}

/// The declared option that `command` takes under `name`, long or short.
///
/// - Throws: `CommandLineFailure.usage` naming the option, and the closest
///   long name the command takes when one is close. The errors of
///   `migrate` and `init` name the command; those of `itemize` itself and
///   of `generate`, which nearly every run uses, do not.
func declaredOption(named name: String, for command: OptionCommand) throws(CommandLineFailure) -> CommandLineOption {
    let options = CommandLineOption.all.filter { $0.commands.contains(command) }
    if let option = options.first(where: { $0.name == name || $0.shortName == name }) {
        return option
    }
    let context = command == .itemize || command == .generate ? "" : " for '\(command.rawValue)'"
    let suggestion = didYouMean(name, among: options.map(\.name)) { "'\($0)'" }
    throw .usage("unknown option '\(name)'" + context + (suggestion.map { "; " + $0 } ?? ""))
}

/// `--output=FILE` as its name and value; `--check` as its name and nil.
private func optionParts(_ argument: String) -> (name: String, value: String?) {
    guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
}
