/// Runs the `itemize` command line in-process, as the executable does.
///
/// - Parameters:
///   - arguments: The arguments without the program name, such as
///     `["generate", "Feed.itemize.json", "--output", "Sources/"]`.
///   - standardOutput: Receives generated code, help and template text.
///   - standardError: Receives diagnostics, warnings and errors, one per line.
/// - Returns: The exit code: 0 success, 1 errors or stale output, 64 usage
///   error.
public func runItemize(
    arguments: [String],
    standardOutput: inout some TextOutputStream,
    standardError: inout some TextOutputStream
) -> Int32 {
    do throws(CommandLineFailure) {
        switch try parseItemizeArguments(arguments) {
        case .help:
            standardOutput.write(itemizeHelp)
        case .version:
            standardOutput.write(ItemizeVersion.description + "\n")
        case .migrate(let options):
            try runMigration(options, standardOutput: &standardOutput)
        case .initSpec(let path, let isCollection):
            let written = try runInit(path: path, isCollection: isCollection)
            standardOutput.write("wrote \(written); generate it with: itemize generate \(shellQuoted(written))\n")
        case .listTemplates:
            standardOutput.write(TemplateSet.builtIn.names.map { $0 + "\n" }.joined())
        case .printTemplate(let name):
            let templates = TemplateSet.builtIn
            guard let source = templates.source(named: name) else {
                throw .unknownTemplate(name: name, suggestion: didYouMean(name, among: templates.names) { "'\($0)'" })
            }
            standardOutput.write(source.text)
        case .generate(let options):
            try runGeneration(try planGeneration(options), standardOutput: &standardOutput, standardError: &standardError)
        }
        return ExitCode.success
    } catch {
        error.lines.forEach { standardError.write($0 + "\n") }
        return error.exitCode
    }
}

/// Runs `itemize` with the process's own arguments, then writes what it
/// printed to standard output and standard error: the whole of the
/// executable's `main.swift`. A failed write to standard output fails the
/// run: a script must not take a truncated output for whole.
///
/// - Returns: The exit code to exit with.
public func runItemizeCommandLine() -> Int32 {
    var standardOutput = ""
    var standardError = ""
    var exitCode = runItemize(
        arguments: Array(CommandLine.arguments.dropFirst()), standardOutput: &standardOutput, standardError: &standardError)
    do throws(FileSystemError) {
        try writeAllBytes(Array(standardOutput.utf8), to: 1, path: "/dev/stdout")
    } catch {
        let failure = CommandLineFailure.standardOutput(reason: error.reason)
        standardError += failure.lines.map { $0 + "\n" }.joined()
        exitCode = exitCode == ExitCode.success ? failure.exitCode : exitCode
    }
    try? writeAllBytes(Array(standardError.utf8), to: 2, path: "/dev/stderr")
    return exitCode
}
