/// Runs `itemize` with the process's own arguments and standard streams;
/// the whole of the executable's `main.swift`.
///
/// A write to standard output that failed makes the run fail, whatever it
/// printed: a script must not take a truncated output for the whole one.
///
/// - Returns: The exit code to exit with.
public func runItemizeCommandLine() -> Int32 {
    var standardOutput = FileDescriptorStream(descriptor: 1)
    var standardError = FileDescriptorStream(descriptor: 2)
    let exitCode = runItemize(
        arguments: Array(CommandLine.arguments.dropFirst()), standardOutput: &standardOutput, standardError: &standardError
    )
    guard let reason = standardOutput.failure else {
        return exitCode
    }
    let failure = CommandLineFailure.standardOutput(reason: reason)
    for line in failure.lines {
        standardError.write(line + "\n")
    }
    return exitCode == ExitCode.success ? failure.exitCode : exitCode
}
