#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the outputs whose bytes changed and leaves the others untouched,
/// so that build systems do not rebuild what depends on them. Every changed
/// file is staged, and every device or FIFO written, before any file is
/// replaced, so a failure leaves every file as it was. Missing folders are
/// created, and stale temporary files removed, first.
/// - Parameter outputs: The files to write, each to its own path.
/// - Returns: The paths rewritten or streamed to, in order.
/// - Throws: `FileSystemError` for the first output that could not be
///   looked at, read, staged, streamed or renamed, or folder not created.
@discardableResult
func writeOutputs(_ outputs: [GeneratedOutput]) throws(FileSystemError) -> [String] {
    let targets = try outputs.map { output throws(FileSystemError) in
        try createFolder(splitPath(output.outputPath).folder)
        return try OutputTarget(outputPath: output.outputPath)
    }
    removeStaleTemporaryFiles(besideOutputs: targets.compactMap { target in
        if case .file(let path) = target { path } else { nil }
    })
    var staged: [StagedFile] = []
    var written: Set<String> = []
    var renamed = 0 // staged files whose rename was tried; a failed rename removes its own
    do throws(FileSystemError) {
        for (output, target) in zip(outputs, targets) {
            if case .file(let path) = target, try !fileHolds(output.bytes, atPath: path) {
                staged.append(try StagedFile.stage(output.bytes, for: path))
                written.insert(output.outputPath)
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
            written.insert(output.outputPath)
        }
        for file in staged {
            renamed += 1
            try file.commit()
        }
    } catch {
        staged[renamed...].forEach { $0.discard() }
        throw error
    }
    return outputs.map(\.outputPath).filter(written.contains)
}

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

/// Creates `folder` and its missing parents, as `mkdir -p` does, without
/// touching anything already there: a sandboxed build phase may not.
private func createFolder(_ folder: String) throws(FileSystemError) {
    var status = stat()
    guard stat(folder, &status) != 0 else { return }
    let parent = splitPath(folder).folder
    if parent != folder {
        try createFolder(parent)
    }
    guard mkdir(folder, 0o777) == 0 || errno == EEXIST else {
        throw FileSystemError(path: folder, action: "create the folder")
    }
}
