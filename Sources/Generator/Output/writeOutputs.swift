/// Writes the outputs whose bytes changed and leaves the others untouched,
/// so an unchanged file keeps its modification date and build systems do
/// not rebuild what depends on it.
///
/// A missing folder of an output is created. Every changed file is staged
/// and flushed before any target is replaced, so a failure while writing
/// leaves every target as it was.
///
/// - Parameters:
///   - outputs: The files to write, each to its own path.
///   - settled: Called with an output's index and its file's stamp once
///     the file holds the output's bytes (found so, or renamed into place).
/// - Returns: The paths that were rewritten, in order.
/// - Throws: `FileSystemError` for the first file that could not be read,
///   staged or renamed, or folder that could not be created.
@discardableResult
func writeOutputs(
    _ outputs: [GeneratedOutput], settled: (_ index: Int, _ stamp: FileStamp) -> Void = { _, _ in }
) throws(FileSystemError) -> [String] {
    var staged: [(index: Int, file: StagedFile)] = []
    var unchanged: [(index: Int, stamp: FileStamp?)] = []
    do throws(FileSystemError) {
        for (index, output) in outputs.enumerated() {
            try createFolder(splitPath(output.outputPath).folder)
            let bytes = output.bytes
            var stamp: FileStamp?
            if let existing = try readFileBytes(atPath: output.outputPath, stamp: &stamp), haveSameBytes(existing, bytes) {
                unchanged.append((index, stamp))
                continue
            }
            staged.append((index, try StagedFile.stage(bytes, for: output.outputPath)))
        }
    } catch {
        staged.forEach { $0.file.discard() }
        throw error
    }
    for (position, (index, file)) in staged.enumerated() {
        do throws(FileSystemError) {
            try file.commit()
        } catch {
            staged[(position + 1)...].forEach { $0.file.discard() }
            throw error
        }
        file.stamp.map { settled(index, $0) }
    }
    for (index, stamp) in unchanged {
        stamp.map { settled(index, $0) }
    }
    return staged.map(\.file.targetPath)
}
