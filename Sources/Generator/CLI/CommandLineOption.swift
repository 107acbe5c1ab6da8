/// One option of the `itemize` command line, declared once: the parser
/// accepts it from this declaration (`readArguments`), `--help` lists it and
/// the usage synopsis shows it (itemizeHelp.swift), and docs/command-line.md's
/// option table must say the same (`CommandLineOptionTests`).
///
/// To add an option, touch two places:
/// 1. declare it below and put it in `all`, where `--help` should list it;
/// 2. handle it in the parse function of each command it names
///    (`parseGenerateArguments`, `parseMigrateArguments` or
///    `parseInitArguments` in ItemizeCommand.swift), by its declaration:
///    `case .output: options.output = value`.
///
/// Then `ITEMIZE_RECORD=1 swift test --filter CommandLineOptionTests`
/// rewrites the docs' table and synopsis from it (and fails, so that it is
/// never left on). Unknown options, `--name=value` and `--name value`, a
/// missing or repeated value and a value given to a flag are reported from
/// the declaration, with no code of the option's own. Only a `generate`
/// option that a config replaces, as it does `--output`, is also named in
/// the config's synopsis form (`itemizeSynopsis`); a test fails until it is.
struct CommandLineOption: Equatable, Sendable {
    /// The spelling messages and the synopsis use, such as `--output`.
    let name: String
    /// A second, short spelling (`-h`), or nil.
    let shortName: String?
    /// What the value stands for (`FILE|DIR`), or nil for a flag, which takes
    /// no value.
    let valuePlaceholder: String?
    /// The commands after which the option may be given, in the order the
    /// docs name them.
    let commands: [OptionCommand]
    /// What the option does, as `--help` and the docs say it: one paragraph.
    let help: String

    /// Declares an option.
    init(_ name: String, short shortName: String? = nil, value valuePlaceholder: String? = nil, for commands: [OptionCommand], help: String) {
        self.name = name
        self.shortName = shortName
        self.valuePlaceholder = valuePlaceholder
        self.commands = commands
        self.help = help
    }

    /// The option as the synopsis writes it: `--output FILE|DIR`, `--check`.
    var usage: String {
        valuePlaceholder.map { name + " " + $0 } ?? name
    }

    /// Every spelling with the value: `-h, --help`, `--output FILE|DIR`.
    var label: String {
        (shortName.map { $0 + ", " } ?? "") + usage
    }
}

/// Where an option can be given: after `itemize` itself, or after one of
/// the commands that take options.
enum OptionCommand: String, CaseIterable, Sendable {
    /// `itemize --version`: no command.
    case itemize
    /// `itemize generate`.
    case generate
    /// `itemize migrate`.
    case migrate
    /// `itemize init`.
    case initSpec = "init"

    /// The words that come before the options: `itemize generate`.
    var invocation: String {
        self == .itemize ? "itemize" : "itemize " + rawValue
    }
}

extension CommandLineOption {
    /// Every option, in the order `--help` and the docs list them.
    static let all: [CommandLineOption] = [
        output, templates, target, config, check, warningsAsErrors, views, collection, help, version,
    ]

    /// `--output FILE|DIR`.
    static let output = CommandLineOption(
        "--output", value: "FILE|DIR", for: [.generate],
        help: "Write to FILE, or to DIR/X.swift for each spec X.itemize.json (an existing folder or a path ending in /); "
            + "default, and for - or /dev/stdout: standard output. A symbolic link's file is replaced, a device or FIFO written into.")

    /// `--templates DIR`.
    static let templates = CommandLineOption(
        "--templates", value: "DIR", for: [.generate],
        help: "Use the templates in DIR (and DIR/TARGET/) in place of the built-in ones of the same name.")

    /// `--target NAME`.
    static let target = CommandLineOption(
        "--target", value: "NAME", for: [.generate],
        help: "Generate every spec for NAME (\(ValidatedSpec.Target.names.joined(separator: ", "))), whatever its \"target\" says.")

    /// `--config FILE`.
    static let config = CommandLineOption(
        "--config", value: "FILE", for: [.generate],
        help: "Generate the specs listed in FILE (itemize.json) to the outputs it names; paths in it are relative to its folder.")

    /// `--check`, for `generate` and `migrate`.
    static let check = CommandLineOption(
        "--check", for: [.generate, .migrate],
        help: "Write nothing; exit 1 naming every output that is missing or out of date (generate; needs --output or --config), "
            + "or every spec that needs migrating (migrate).")

    /// `--warnings-as-errors`.
    static let warningsAsErrors = CommandLineOption(
        "--warnings-as-errors", for: [.generate],
        help: "Fail (exit 1, nothing written) when a spec has warnings, printing each as an error; "
            + "without it, warnings are printed (FILE:LINE:COL: warning: ...) and generation goes on.")

    /// `--views table|collection`, for `migrate`.
    static let views = CommandLineOption(
        "--views", value: UIKitListView.allCases.map(\.rawValue).joined(separator: "|"), for: [.migrate],
        help: "Name the one view the screens use, for specs whose class names do not say which.")

    /// `--collection`, for `init`.
    static let collection = CommandLineOption(
        "--collection", for: [.initSpec],
        help: "Write a collection view's starter spec instead of a table view's.")

    /// `-h`, `--help`: after any command, and stops the reading there.
    static let help = CommandLineOption(
        "--help", short: "-h", for: [.itemize, .generate, .migrate, .initSpec],
        help: "Show this help.")

    /// `--version`.
    static let version = CommandLineOption(
        "--version", for: [.itemize],
        help: "Show the version of itemize and of the code it writes (the output version its headers name).")
}
