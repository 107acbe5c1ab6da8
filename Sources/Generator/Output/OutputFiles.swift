#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The code generated from one spec and the file it belongs in.
struct GeneratedOutput: Equatable, Sendable {
    /// The spec's path as the user typed it (or as the config resolves it).
    var specPath: String
    /// The output file's path, as the user typed it (or as the config
    /// resolves it): what diagnostics and `--check` name.
    var outputPath: String
    /// The generated Swift code as the UTF-8 the file gets.
    var bytes: [UInt8]
}

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

/// Writes `bytes` into the character device or FIFO at `path`, opened
/// without blocking so that a FIFO no process reads is an error, not a hang.
/// - Parameter outputPath: The output as the user named it, for messages.
/// - Throws: `FileSystemError` naming `outputPath` when the path cannot be
///   opened, has become a regular file meanwhile, or a write fails.
private func streamBytes(_ bytes: [UInt8], toPath path: String, outputPath: String) throws(FileSystemError) {
    let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
        throw writeFailure(outputPath, errno == ENXIO ? "it is a FIFO that no process is reading; start the reader first" : nil)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw writeFailure(outputPath) }
    guard status.st_mode & S_IFMT == S_IFCHR || status.st_mode & S_IFMT == S_IFIFO else {
        // Writing into a regular file in place could leave part of it.
        throw writeFailure(outputPath, "it became \(fileTypeDescription(status.st_mode)) while being written; run again")
    }
    let flags = fcntl(descriptor, F_GETFL)
    guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else { throw writeFailure(outputPath) }
    try writeAllBytes(bytes, to: descriptor, path: outputPath)
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
