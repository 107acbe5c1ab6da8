import Foundation

/// Writes the outputs whose bytes changed and leaves the others untouched,
/// so an unchanged file keeps its modification date and build systems do
/// not rebuild what depends on it.
///
/// Every new file is staged and flushed before any target is replaced, so
/// a failure while writing leaves every target as it was.
///
/// - Parameters:
///   - outputs: The files to write, each to its own path.
///   - directory: A folder to create first (with its parents) if missing.
///   - settled: Called with an output's index and its file's stamp once
///     the file holds the output's bytes (found so, or renamed into place).
/// - Returns: The paths that were rewritten, in order.
/// - Throws: `FileSystemError` for the first file that could not be read,
///   staged or renamed.
@discardableResult
func writeOutputs(
    _ outputs: [GeneratedOutput], creatingDirectory directory: String? = nil,
    settled: (_ index: Int, _ stamp: FileStamp) -> Void = { _, _ in }
) throws(FileSystemError) -> [String] {
    if let directory {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw FileSystemError(path: directory, action: "create the folder", reason: (error as NSError).localizedDescription)
        }
    }
    var staged: [(index: Int, file: StagedFile)] = []
    var unchanged: [(index: Int, stamp: FileStamp?)] = []
    do throws(FileSystemError) {
        for (index, output) in outputs.enumerated() {
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
