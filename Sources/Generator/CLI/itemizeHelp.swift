/// The forms of the command line, for the usage note, the help and
/// docs/command-line.md: each command's options come from
/// `CommandLineOption.all`. A config names the specs, outputs, templates and
/// targets, so the options that do are left out of its form.
let itemizeSynopsis = [
    synopsis(of: .generate, operands: "SPEC...", leavingOut: [.config]),
    synopsis(of: .generate, operands: CommandLineOption.config.usage, leavingOut: [.config, .output, .templates, .target]),
    synopsis(of: .migrate, operands: "SPEC..."),
    synopsis(of: .initSpec, operands: "[PATH]"),
    "itemize templates list | itemize templates print NAME",
    "itemize " + CommandLineOption.all.filter { $0.commands.contains(.itemize) }.map(\.name).joined(separator: " | "),
]

/// One line of the synopsis: the command, its operands, then each option
/// it takes in brackets. An option `itemize` takes alone (`--help`) is
/// shown once, on the last line, rather than after every command.
private func synopsis(of command: OptionCommand, operands: String, leavingOut omitted: [CommandLineOption] = []) -> String {
    let options = CommandLineOption.all.filter {
        $0.commands.contains(command) && !$0.commands.contains(.itemize) && !omitted.contains($0)
    }
    return ([command.invocation, operands] + options.map { "[\($0.usage)]" }).joined(separator: " ")
}

/// The synopsis printed under a usage error.
let itemizeUsage = "usage: " + itemizeSynopsis.joined(separator: "\n       ")

/// The OPTIONS section of the help: every option's spellings, then its
/// help, in one column.
private let itemizeOptionsHelp: String = {
    let width = CommandLineOption.all.map(\.label.count).max() ?? 0
    return CommandLineOption.all.map { option in
        "  " + option.label + String(repeating: " ", count: width - option.label.count + 2) + option.help
    }.joined(separator: "\n")
}()

/// What `itemize --help` prints.
let itemizeHelp = """
    itemize \(ItemizeVersion.tool): generates the item and section enums of sectioned lists from *.itemize.json specs.

    USAGE:
    \(itemizeSynopsis.map { "  " + $0 }.joined(separator: "\n"))

    OPTIONS:
    \(itemizeOptionsHelp)

    COMMANDS:
      migrate SPEC...       Rewrite specs written for an older itemize into the current form, in place, keeping comments and formatting; print a note per change.
      init [PATH]           Write a commented starter spec to PATH (default List.itemize.json; in PATH if it is a folder); never over an existing file.
      templates list        Print the names of the built-in templates.
      templates print NAME  Print one built-in template, to start a customisation.

    A file is written only when its bytes change, through a temporary file renamed over it, so an interrupted run leaves the old file or the new one, never part of one; the next run removes a temporary file it left. Missing output folders are created.
    Exit codes: 0 success, 1 errors or stale output, 64 usage error.

    """
