/// The error a pipeline stage throws: every problem it found, in order.
struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    var diagnostics: [Diagnostic]

    init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One diagnostic per line.
    var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
