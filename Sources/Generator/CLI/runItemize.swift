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
            standardOutput.write(TemplateSet.builtIn.names.map { $0 + "\n" }.joined())
        case .printTemplate(let name):
            let templates = TemplateSet.builtIn
            guard let source = templates.source(named: name) else {
                throw .unknownTemplate(name: name, suggestion: didYouMean(name, among: templates.names) { "'\($0)'" })
            }
            standardOutput.write(source.text)
        case .generate(let options):
            try runGeneration(try planGeneration(options), standardOutput: &standardOutput)
        }
        return ExitCode.success
    } catch {
        error.lines.forEach { standardError.write($0 + "\n") }
        return error.exitCode
    }
}

/// Runs `itemize` with the process's own arguments and standard streams;
/// the whole of the executable's `main.swift`. A failed write to standard
/// output fails the run: a script must not take a truncated output for whole.
///
/// - Returns: The exit code to exit with.
public func runItemizeCommandLine() -> Int32 {
    var standardOutput = StandardStream(descriptor: 1)
    var standardError = StandardStream(descriptor: 2)
    let arguments = Array(CommandLine.arguments.dropFirst())
    let exitCode = runItemize(arguments: arguments, standardOutput: &standardOutput, standardError: &standardError)
    guard let failure = standardOutput.failure else {
        return exitCode
    }
    let outputFailure = CommandLineFailure.standardOutput(reason: failure.reason)
    outputFailure.lines.forEach { standardError.write($0 + "\n") }
    return exitCode == ExitCode.success ? outputFailure.exitCode : exitCode
}

/// Standard output or standard error, written at once by `writeAllBytes`,
/// so nothing waits in a buffer at exit. `TextOutputStream` cannot throw:
/// the first failure (a full disk, `> /dev/full`) is kept, and nothing
/// more is written.
private struct StandardStream: TextOutputStream {
    /// The descriptor written to: 1 or 2.
    let descriptor: Int32
    /// The first write that failed, if one did.
    var failure: FileSystemError?

    mutating func write(_ string: String) {
        guard failure == nil else { return }
        do throws(FileSystemError) {
            try writeAllBytes(Array(string.utf8), to: descriptor, path: "/dev/fd/\(descriptor)")
        } catch {
            failure = error
        }
    }
}
