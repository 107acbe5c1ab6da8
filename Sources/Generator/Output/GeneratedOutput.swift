/// The code generated from one spec and the file it belongs in.
struct GeneratedOutput: Equatable, Sendable {
    /// The spec's path as the user typed it.
    var specPath: String
    /// The output file's path, built from what the user typed.
    var outputPath: String
    /// The generated Swift code.
    var contents: String
    /// The fingerprint of the inputs it was generated from, recorded in the
    /// output cache once the file holds it; nil when no cache is in use.
    var inputsFingerprint: String? = nil
}
