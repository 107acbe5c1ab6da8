/// The outputs whose file is missing or holds other bytes, in order; what
/// `--check` reports without writing anything.
///
/// - Throws: `FileSystemError` if an existing output cannot be read.
func staleOutputs(_ outputs: [GeneratedOutput]) throws(FileSystemError) -> [GeneratedOutput] {
    var stale: [GeneratedOutput] = []
    for output in outputs where try !fileHolds(output.bytes, atPath: output.outputPath) {
        stale.append(output)
    }
    return stale
}
