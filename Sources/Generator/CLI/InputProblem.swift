/// One reason a run of `itemize generate` produced no code: a problem in a
/// spec, a config or a templates folder.
enum InputProblem: Equatable, Sendable {
    /// The file could not be read at all.
    case unreadable(FileSystemError)
    /// The file was read and found wrong; located at the problem.
    case invalid(Diagnostic)
}
