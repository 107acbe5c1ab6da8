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
        switch try parseItemizeArguments(arguments) {
        case .help:
            standardOutput.write(itemizeHelp)
        case .version:
            standardOutput.write("itemize \(itemizeVersion)\n")
        case .listTemplates:
            for name in TemplateSet.builtIn.names {
                standardOutput.write(name + "\n")
            }
        case .printTemplate(let name):
            standardOutput.write(try builtInTemplateText(named: name))
        case .generate(let options):
            try runGeneration(try planGeneration(options), standardOutput: &standardOutput)
        }
        return ExitCode.success
    } catch {
        for line in error.lines {
            standardError.write(line + "\n")
        }
        return error.exitCode
    }
}
