/// Where `itemize generate` puts the code, decided from `--output`.
enum OutputDestination: Equatable, Sendable {
    /// No `--output`: every spec's code goes to standard output in turn.
    case standardOutput
    /// One output file for the one spec.
    case file(String)
    /// A folder where `X.itemize.json` becomes `X.swift`.
    case directory(String)

    /// Reads `--output`: standard output (see `namesStandardOutput`), a
    /// folder if one is there or the path ends in `/`, else a file.
    init(outputArgument: String?) {
        guard let path = outputArgument, !Self.namesStandardOutput(path) else {
            self = .standardOutput
            return
        }
        self = path.hasSuffix("/") || isFolder(atPath: path) == true ? .directory(path) : .file(path)
    }

    /// Whether `--output path` means standard output: `-`, or `/dev/stdout`,
    /// which is then written through the checked stream, never replaced.
    static func namesStandardOutput(_ path: String) -> Bool {
        path == "-" || path == "/dev/stdout"
    }
}

/// The file each spec's code goes to, in spec order, or nil for standard
/// output; checked before any spec is read.
///
/// - Throws: `CommandLineFailure.usage` when one output file is given for
///   several specs, two specs would write one file (also when the names
///   differ only in letter case), or an output would overwrite a spec.
func outputPaths(forSpecs specPaths: [String], destination: OutputDestination) throws(CommandLineFailure) -> [String]? {
    let paths: [String]
    switch destination {
    case .standardOutput:
        return nil
    case .file(let path):
        guard specPaths.count == 1 else {
            throw .usage("'--output \(path)' is one file but \(specPaths.count) specs were given; pass a folder (ending in '/') to write one file per spec")
        }
        paths = [path]
    case .directory(let directory):
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        paths = specPaths.map { prefix + outputFileName(forSpecPath: $0) }
    }
    var clashes = OutputClashChecker(quote: "'")
    let specs = Set(specPaths.map { $0.lowercased() })
    for (specPath, outputPath) in zip(specPaths, paths) {
        if let message = clashes.add(outputPath: outputPath, of: specPath) {
            throw .usage(message)
        }
        if specs.contains(outputPath.lowercased()) {
            throw .usage("'\(outputPath)' is a spec; writing the output there would overwrite it")
        }
    }
    return paths
}
