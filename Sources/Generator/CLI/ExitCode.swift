/// The exit codes scripts and build phases can test.
enum ExitCode {
    /// Everything was generated, written or found up to date.
    static let success: Int32 = 0
    /// A spec, a template or a file had errors, or `--check` found stale output.
    static let failure: Int32 = 1
    /// The arguments were wrong (BSD `EX_USAGE`).
    static let usage: Int32 = 64
}
