/// Runs the `itemize` command line in-process, as the executable does.
///
/// - Parameters:
///   - arguments: The arguments without the program name, such as
///     `["generate", "Feed.itemize.json", "--output", "Sources/"]`.
///   - standardOutput: Receives generated code, help and template text.
///   - standardError: Receives diagnostics and errors, one per line.
/// - Returns: The exit code: 0 success, 1 errors or stale output, 64 usage
///   error.
public func runItemize(
    arguments: [String],
    standardOutput: inout some TextOutputStream,
    standardError: inout some TextOutputStream
) -> Int32 {
    do throws(CommandLineFailure) {
        let command = try parseItemizeArguments(arguments)
        switch command {
        case .help:
            standardOutput.write(itemizeHelp)
        case .version:
            standardOutput.write("itemize \(itemizeVersion)\n")
        case .listTemplates, .printTemplate:
            try runTemplatesCommand(command, standardOutput: &standardOutput)
        case .generate(let options):
            try runGenerate(options, standardOutput: &standardOutput)
        }
        return ExitCode.success
    } catch {
        for line in error.lines {
            standardError.write(line + "\n")
        }
        return error.exitCode
    }
}
