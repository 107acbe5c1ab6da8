/// The code generated from one spec and the file it belongs in.
struct GeneratedOutput: Equatable, Sendable {
    /// The spec's path as the user typed it (or as the config resolves it).
    var specPath: String
    /// The output file's path, as the user typed it (or as the config
    /// resolves it): what diagnostics and `--check` name.
    var outputPath: String
    /// The generated Swift code as the UTF-8 the file gets.
    var bytes: [UInt8]
}
