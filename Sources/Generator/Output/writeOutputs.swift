/// Writes the outputs whose bytes changed and leaves the others untouched,
/// so an unchanged file keeps its modification date and build systems do
/// not rebuild what depends on it.
///
/// A missing folder of an output is created. Every changed file is staged
/// before anything is replaced or streamed, and every character device or
/// FIFO (`/dev/null`, a pipe) is written before any file is replaced, so a
/// failure leaves every file as it was. A symbolic link is followed and the
/// file it leads to replaced, the link kept (`OutputTarget`). Temporary
/// files that an interrupted run left beside these outputs are removed
/// first.
///
/// - Parameter outputs: The files to write, each to its own path.
/// - Returns: The outputs' paths that were rewritten or streamed to, in
///   order.
/// - Throws: `FileSystemError` for the first output that could not be
///   looked at, read, staged, streamed or renamed, or folder that could not
///   be created.
@discardableResult
func writeOutputs(_ outputs: [GeneratedOutput]) throws(FileSystemError) -> [String] {
    var targets: [OutputTarget] = []
    for output in outputs {
        try createFolder(splitPath(output.outputPath).folder)
        targets.append(try OutputTarget(outputPath: output.outputPath))
    }
    removeStaleTemporaryFiles(besideOutputs: targets.compactMap { target in
        if case .file(let path) = target { path } else { nil }
    })
    var staged: [StagedFile] = []
    var written: [String] = []
    do throws(FileSystemError) {
        for (output, target) in zip(outputs, targets) {
            if case .file(let path) = target, try !fileHolds(output.bytes, atPath: path) {
                staged.append(try StagedFile.stage(output.bytes, for: path))
                written.append(output.outputPath)
            }
        }
        for (output, target) in zip(outputs, targets) {
            switch target {
            case .file:
                continue
            case .stream(let path):
                try streamBytes(output.bytes, toPath: path, outputPath: output.outputPath)
            case .descriptor(let descriptor):
                try writeAllBytes(output.bytes, to: descriptor, path: output.outputPath)
            }
            written.append(output.outputPath)
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
    let writtenPaths = Set(written)
    return outputs.map(\.outputPath).filter { writtenPaths.contains($0) }
}
