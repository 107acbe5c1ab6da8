/// The forms of the command line, for the usage note and the help.
private let itemizeSynopsis = [
    "itemize generate SPEC... [--output FILE|DIR] [--templates DIR] [--target NAME] [--check] [--warnings-as-errors]",
    "itemize generate --config FILE [--check] [--warnings-as-errors]",
    "itemize migrate SPEC... [--check] [--views table|collection]",
    "itemize init [PATH] [--collection]",
    "itemize templates list | itemize templates print NAME",
    "itemize --help | --version",
]

/// The synopsis printed under a usage error.
let itemizeUsage = "usage: " + itemizeSynopsis.joined(separator: "\n       ")

/// What `itemize --help` prints.
let itemizeHelp = """
    itemize \(ItemizeVersion.tool): generates the item and section enums of sectioned lists from *.itemize.json specs.

    USAGE:
    \(itemizeSynopsis.map { "  " + $0 }.joined(separator: "\n"))

    OPTIONS:
      --output FILE|DIR     Write to FILE, or to DIR/X.swift for each spec X.itemize.json (an existing folder or a path ending in /); default, and for - or /dev/stdout: standard output. A symbolic link's file is replaced, a device or FIFO written into.
      --templates DIR       Use the templates in DIR (and DIR/TARGET/) in place of the built-in ones of the same name.
      --target NAME         Generate every spec for NAME (itemize, rxdatasources, differencekit, diffable), whatever its "target" says.
      --config FILE         Generate the specs listed in FILE (itemize.json) to the outputs it names; paths in it are relative to its folder.
      --check               Write nothing; exit 1 naming every output that is missing or out of date (needs --output or --config).
      --warnings-as-errors  Fail (exit 1, nothing written) when a spec has warnings, printing each as an error; without it, warnings are printed (FILE:LINE:COL: warning: ...) and generation goes on.
      -h, --help            Show this help.
      --version             Show the version of itemize and of the code it writes (the output version its headers name).

    COMMANDS:
      migrate SPEC...       Rewrite specs written for an older itemize into the current form, in place, keeping comments and formatting; print a note per change. --check writes nothing and exits 1 if a spec needs migrating; --views names the one view the screens use where the class names do not say.
      init [PATH]           Write a commented starter spec to PATH (default List.itemize.json; in PATH if it is a folder), a table view's, or a collection view's with --collection; never over an existing file.
      templates list        Print the names of the built-in templates.
      templates print NAME  Print one built-in template, to start a customisation.

    A file is written only when its bytes change, through a temporary file renamed over it, so an interrupted run leaves the old file or the new one, never part of one; the next run removes a temporary file it left. Missing output folders are created.
    Exit codes: 0 success, 1 errors or stale output, 64 usage error.

    """
