/// The error a pipeline stage throws: every problem it found, in order.
struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    /// The problems, in the order the stage reports them.
    var diagnostics: [Diagnostic]

    /// An error that reports `diagnostics`.
    init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One diagnostic per line.
    var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
