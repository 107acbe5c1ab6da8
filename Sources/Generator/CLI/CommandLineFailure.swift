/// Every way `itemize` can fail, and the one place that decides what the
/// user reads on standard error and which exit code a script sees.
enum CommandLineFailure: Error, Equatable {
    /// The arguments make no sense; the text says which one and why.
    case usage(String)
    /// Every problem of the specs, config or templates, each as the line to
    /// print: a diagnostic, or a file that could not be read at all.
    case invalidInput([String])
    /// `templates print` with a name no template has, and `did you mean 'x'?`
    /// when one is close: a usage error.
    case unknownTemplate(name: String, suggestion: String?)
    /// `--check` found outputs that are missing or differ.
    case staleOutputs([GeneratedOutput], regenerateCommand: String)
    /// `migrate --check` found specs that need migrating: their paths, and
    /// the command that migrates one, without it.
    case unmigratedSpecs([String], migrateCommand: String)
    /// A spec, config or output could not be read, or an output not staged
    /// or replaced.
    case fileSystem(FileSystemError)
    /// Writing to standard output failed (a full disk, `> /dev/full`), for
    /// the system's reason: what was printed is incomplete.
    case standardOutput(reason: String)

    /// The exit code for this failure.
    var exitCode: Int32 {
        switch self {
        case .usage, .unknownTemplate: ExitCode.usage
        case .invalidInput, .staleOutputs, .unmigratedSpecs, .fileSystem, .standardOutput: ExitCode.failure
        }
    }

    /// The lines for standard error, in the `path: error: message` forms
    /// Xcode and SwiftPM pick up from a build phase.
    var lines: [String] {
        switch self {
        case .usage(let message):
            ["error: \(message)", itemizeUsage, "Run 'itemize --help' for details."]
        case .invalidInput(let lines):
            lines
        case .unknownTemplate(let name, let suggestion):
            ["error: no template named '\(name)'"
                + "; " + (suggestion ?? "run 'itemize templates list' to see them")]
        case .staleOutputs(let outputs, let command):
            outputs.map { "error: \($0.outputPath) is out of date (generated from \($0.specPath)); run: \(command)" }
        case .unmigratedSpecs(let paths, let command):
            paths.map { "\($0): error: the spec needs migrating to this version of itemize; run: \(command) \(shellQuoted($0))" }
        case .fileSystem(let failure):
            ["\(failure.path): error: cannot \(failure.action): \(failure.reason)"]
        case .standardOutput(let reason):
            ["error: cannot write to standard output: \(reason); what was printed is incomplete"]
        }
    }
}

/// The exit codes scripts and build phases can test.
enum ExitCode {
    /// Everything was generated, written or found up to date.
    static let success: Int32 = 0
    /// A spec, a template or a file had errors, or `--check` found stale
    /// output or a spec to migrate.
    static let failure: Int32 = 1
    /// The arguments were wrong (BSD `EX_USAGE`).
    static let usage: Int32 = 64
}
