/// Runs `itemize` with the process's own arguments and standard streams;
/// the whole of the executable's `main.swift`.
///
/// - Returns: The exit code to exit with.
public func runItemizeCommandLine() -> Int32 {
    var standardOutput = FileDescriptorStream(descriptor: 1)
    var standardError = FileDescriptorStream(descriptor: 2)
    return runItemize(
        arguments: Array(CommandLine.arguments.dropFirst()), standardOutput: &standardOutput, standardError: &standardError
    )
}
