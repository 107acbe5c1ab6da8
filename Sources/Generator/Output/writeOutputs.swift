/// Writes the outputs whose bytes changed and leaves the others untouched,
/// so an unchanged file keeps its modification date and build systems do
/// not rebuild what depends on it.
///
/// A missing folder of an output is created. Every changed file is staged
/// before any target is replaced, so a failure while writing
/// leaves every target as it was. Temporary files that an interrupted run
/// left beside these outputs are removed first.
///
/// - Parameter outputs: The files to write, each to its own path.
/// - Returns: The paths that were rewritten, in order.
/// - Throws: `FileSystemError` for the first file that could not be read,
///   staged or renamed, or folder that could not be created.
@discardableResult
func writeOutputs(_ outputs: [GeneratedOutput]) throws(FileSystemError) -> [String] {
    removeStaleTemporaryFiles(besideOutputs: outputs.map(\.outputPath))
    var staged: [StagedFile] = []
    do throws(FileSystemError) {
        for output in outputs {
            try createFolder(splitPath(output.outputPath).folder)
            if try !fileHolds(output.bytes, atPath: output.outputPath) {
                staged.append(try StagedFile.stage(output.bytes, for: output.outputPath))
            }
        }
    } catch {
        staged.forEach { $0.discard() }
        throw error
    }
    for (position, file) in staged.enumerated() {
        do throws(FileSystemError) {
            try file.commit()
        } catch {
            staged[(position + 1)...].forEach { $0.discard() }
            throw error
        }
    }
    return staged.map(\.targetPath)
}
