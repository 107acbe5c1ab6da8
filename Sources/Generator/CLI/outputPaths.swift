/// The file each spec's code goes to, in spec order, or nil for standard
/// output; checked before any spec is read. `output`, the `--output` value,
/// is a folder if one is there or it ends in `/`, where `X.itemize.json`
/// becomes `X.swift`; else one file, for the one spec.
///
/// - Throws: `CommandLineFailure.usage` when one output file is given for
///   several specs, two specs would write one file (see
///   `OutputClashChecker`), or an output would overwrite a spec.
func outputPaths(forSpecs specPaths: [String], output: String?) throws(CommandLineFailure) -> [String]? {
    guard let output, !namesStandardOutput(output) else {
        return nil
    }
    let paths: [String]
    if output.hasSuffix("/") || isFolder(atPath: output) == true {
        let prefix = output.hasSuffix("/") ? output : output + "/"
        paths = specPaths.map { prefix + outputFileName(forSpecPath: $0) }
    } else {
        guard specPaths.count == 1 else {
            throw .usage(
                "'--output \(output)' is one file but \(specPaths.count) specs were given; "
                    + "pass a folder (ending in '/') to write one file per spec")
        }
        paths = [output]
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

/// Whether `--output path` means standard output: `-`, or `/dev/stdout`,
/// which is then written through the checked stream, never replaced.
func namesStandardOutput(_ path: String) -> Bool {
    path == "-" || path == "/dev/stdout"
}
