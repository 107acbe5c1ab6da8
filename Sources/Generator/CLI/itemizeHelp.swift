/// What `itemize --help` prints.
let itemizeHelp = """
    itemize \(itemizeVersion): generates the item and section enums of sectioned lists from *.itemize.json specs.

    USAGE:
      itemize generate SPEC... [--output FILE|DIR] [--templates DIR] [--target NAME] [--check] [--no-cache]
      itemize generate --config FILE [--check] [--no-cache]
      itemize templates list | itemize templates print NAME
      itemize --help | --version

    OPTIONS:
      --output FILE|DIR  Write to FILE, or to DIR/X.swift for each spec X.itemize.json (an existing folder or a path ending in /); default: standard output.
      --templates DIR    Use the templates in DIR (and DIR/TARGET/) in place of the built-in ones of the same name.
      --target NAME      Generate every spec for NAME (itemize, rxdatasources, differencekit, diffable), whatever its "target" says.
      --config FILE      Generate the specs listed in FILE (itemize.json) to the outputs it names; paths in it are relative to its folder.
      --check            Write nothing; exit 1 naming every output that is missing or out of date (needs --output or --config).
      --no-cache         Generate every spec even if the output cache says its output is up to date (also ITEMIZE_NO_CACHE=1).
      -h, --help         Show this help.
      --version          Show the version.

    COMMANDS:
      templates list        Print the names of the built-in templates.
      templates print NAME  Print one built-in template, to start a customisation.

    A spec whose bytes, templates and output are as they were when itemize last wrote that output is skipped; that record is kept in $ITEMIZE_CACHE_DIR/outputs (default ~/.cache/itemize, ~/Library/Caches/itemize on macOS), never in the project, and --check never uses it.
    Files are written only when their bytes change, atomically. Exit codes: 0 success, 1 errors or stale output, 64 usage error.

    """
