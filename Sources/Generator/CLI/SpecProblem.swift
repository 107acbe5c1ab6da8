/// Why one spec produced no code.
enum SpecProblem: Equatable, Sendable {
    /// The file could not be read at all.
    case unreadable(FileSystemError)
    /// The spec was read and found wrong; located at the problem.
    case invalid(Diagnostic)
}
