/// Where `itemize generate` puts the code, decided from `--output`.
enum OutputDestination: Equatable, Sendable {
    /// No `--output`: every spec's code goes to standard output in turn.
    case standardOutput
    /// One output file for the one spec.
    case file(String)
    /// A folder where `X.itemize.json` becomes `X.swift`.
    case directory(String)

    /// Reads `--output`: `-` and `/dev/stdout` are standard output, an
    /// existing folder or a path ending in `/` is a folder (so a folder that
    /// does not exist yet can be named), anything else is a file.
    init(outputArgument: String?) {
        guard let path = outputArgument, !Self.namesStandardOutput(path) else {
            self = .standardOutput
            return
        }
        if path.hasSuffix("/") || isFolder(atPath: path) == true {
            self = .directory(path)
        } else {
            self = .file(path)
        }
    }

    /// Whether `--output path` means standard output: `-`, as for most
    /// tools, or `/dev/stdout`, which is then written through the same
    /// checked stream and never opened or replaced as a file.
    static func namesStandardOutput(_ path: String) -> Bool {
        path == "-" || path == "/dev/stdout"
    }
}
