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
/// - Returns: The paths that were rewritten, in order.
/// - Throws: `FileSystemError` for the first file that could not be read,
///   staged or renamed.
func writeOutputs(_ outputs: [GeneratedOutput], creatingDirectory directory: String? = nil) throws(FileSystemError) -> [String] {
    if let directory {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw FileSystemError(path: directory, action: "create the folder", reason: (error as NSError).localizedDescription)
        }
    }
    var staged: [StagedFile] = []
    do throws(FileSystemError) {
        for output in outputs {
            let bytes = Array(output.contents.utf8)
            if try readFileBytes(atPath: output.outputPath) == bytes { continue }
            staged.append(try StagedFile.stage(bytes, for: output.outputPath))
        }
    } catch {
        staged.forEach { $0.discard() }
        throw error
    }
    for (index, file) in staged.enumerated() {
        do throws(FileSystemError) {
            try file.commit()
        } catch {
            staged[(index + 1)...].forEach { $0.discard() }
            throw error
        }
    }
    return staged.map(\.targetPath)
}
