/// Reads, parses and validates the config at `path`, and checks that every
/// spec and the templates folder it names exist: every problem of the
/// config in one run, in file order.
///
/// - Throws: `CommandLineFailure.fileSystem` if the config cannot be read,
///   `CommandLineFailure.invalidInput` with every problem found in it.
func loadConfig(atPath path: String) throws(CommandLineFailure) -> ItemizeConfig {
    let bytes = try readInputFile(atPath: path, action: "read the config")
    let root: JSONValue
    do throws(DiagnosticError) {
        root = try parseJSON(bytes, file: path)
    } catch {
        throw .invalidInput(error.diagnostics.map(\.description))
    }
    var diagnostics: [Diagnostic] = []
    let config = validateConfig(root, file: path, diagnostics: &diagnostics)
    diagnostics = sortedByLocation(diagnostics + missingConfigFiles(config))
    guard diagnostics.isEmpty else {
        throw .invalidInput(diagnostics.map(\.description))
    }
    return config
}
