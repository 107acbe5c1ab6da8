#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
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
/// so that build systems do not rebuild what depends on them. Missing
/// folders are created, and the temporary files of killed runs removed,
/// first; then every changed file is staged, and every device, FIFO or
/// descriptor written, before any file is replaced, so a failure leaves
/// every file as it was.
/// - Throws: `FileSystemError` for the first output that could not be
///   looked at, read, staged, written or renamed, or folder not created.
func writeOutputs(_ outputs: [GeneratedOutput]) throws(FileSystemError) {
    let destinations = try outputs.map { output throws(FileSystemError) in
        try createFolder(splitPath(output.outputPath).folder)
        return try OutputDestination(outputPath: output.outputPath)
    }
    StagedFile.removeLeftovers(besideTargets: destinations.compactMap { destination in
        if case .file(let path) = destination { path } else { nil }
    })
    var staged: [StagedFile] = []
    var renamed = 0 // staged files whose rename was tried; a failed rename removes its own
    do throws(FileSystemError) {
        for (output, destination) in zip(outputs, destinations) {
            if case .file(let path) = destination, try !fileHolds(output.bytes, atPath: path) {
                staged.append(try StagedFile.stage(output.bytes, for: path, inFirstOf: [splitPath(path).folder, temporaryFolder()]))
            }
        }
        for (output, destination) in zip(outputs, destinations) {
            switch destination {
            case .file:
                continue
            case .stream(let path):
                try streamBytes(output.bytes, toPath: path, outputPath: output.outputPath)
            case .descriptor(let descriptor):
                try writeAllBytes(output.bytes, to: descriptor, path: output.outputPath)
            }
        }
        for file in staged {
            renamed += 1
            try file.commit()
        }
    } catch {
        staged[renamed...].forEach { $0.discard() }
        throw error
    }
}

/// The outputs whose file is missing or holds other bytes, in order; what
/// `--check` reports without writing anything.
/// - Throws: `FileSystemError` if an existing output cannot be read.
func staleOutputs(_ outputs: [GeneratedOutput]) throws(FileSystemError) -> [GeneratedOutput] {
    var stale: [GeneratedOutput] = []
    for output in outputs where try !fileHolds(output.bytes, atPath: output.outputPath) {
        stale.append(output)
    }
    return stale
}

/// Where an output's path leads, which decides how the code gets there; a
/// symbolic link is followed, and the link stays.
private enum OutputDestination {
    /// A regular file, or nothing yet, replaced atomically (`StagedFile`).
    case file(path: String)
    /// A character device or a FIFO, opened and written into.
    case stream(path: String)
    /// A descriptor the process has open, written to as it stands: opened
    /// anew, `/dev/stderr` redirected to a file would be written from its start.
    case descriptor(Int32)

    /// Looks at `outputPath` without opening it, so that nothing blocks.
    /// - Throws: `FileSystemError` naming `outputPath` for a folder, a block
    ///   device, a socket, a dangling link, or a path that cannot be looked at.
    init(outputPath: String) throws(FileSystemError) {
        if let descriptor = openDescriptor(named: outputPath) {
            self = .descriptor(descriptor)
            return
        }
        var status = stat()
        guard lstat(outputPath, &status) == 0 else {
            guard errno == ENOENT else { throw FileSystemError(path: outputPath) }
            self = .file(path: outputPath)
            return
        }
        var path = outputPath
        if status.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realpath(outputPath, nil) else {
                guard errno == ENOENT else { throw FileSystemError(path: outputPath) }
                let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: outputPath)) ?? "?"
                throw FileSystemError(path: outputPath, reason: "it is a symbolic link to '\(link)', which does not exist; "
                    + "point the link at an existing file, or remove it")
            }
            path = String(cString: resolved)
            free(resolved)
            guard stat(path, &status) == 0 else { throw FileSystemError(path: outputPath) }
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            self = .file(path: path)
        case S_IFCHR, S_IFIFO:
            self = .stream(path: path)
        case S_IFDIR:
            throw FileSystemError(path: outputPath, reason: "it is a folder, where the output file should be; remove or rename the folder")
        default:
            throw FileSystemError(path: outputPath, reason: "it is \(fileTypeDescription(status.st_mode)); "
                + "an output is a regular file, a character device or a FIFO")
        }
    }
}

/// The descriptor that `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or
/// `/proc/self/fd/N` names, else nil.
private func openDescriptor(named path: String) -> Int32? {
    if path == "/dev/stdout" { return 1 }
    if path == "/dev/stderr" { return 2 }
    for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
        if let descriptor = Int32(path.dropFirst(prefix.count)), descriptor >= 0 { return descriptor }
    }
    return nil
}

/// Writes `bytes` into the character device or FIFO at `path`, opened
/// without blocking so that a FIFO no process reads is an error, not a hang.
/// - Parameter outputPath: The output as the user named it, for messages.
/// - Throws: `FileSystemError` naming `outputPath` when the path cannot be
///   opened, has become a regular file meanwhile, or a write fails.
private func streamBytes(_ bytes: [UInt8], toPath path: String, outputPath: String) throws(FileSystemError) {
    let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
        throw FileSystemError(path: outputPath, reason: errno == ENXIO ? "it is a FIFO that no process is reading; start the reader first" : nil)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw FileSystemError(path: outputPath) }
    guard status.st_mode & S_IFMT == S_IFCHR || status.st_mode & S_IFMT == S_IFIFO else {
        // Writing into a regular file in place could leave part of it.
        throw FileSystemError(path: outputPath, reason: "it became \(fileTypeDescription(status.st_mode)) while being written; run again")
    }
    let flags = fcntl(descriptor, F_GETFL)
    guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else { throw FileSystemError(path: outputPath) }
    try writeAllBytes(bytes, to: descriptor, path: outputPath)
}

/// `$TMPDIR`, else `/tmp`: where a file is staged when its folder refuses.
private func temporaryFolder() -> String {
    let folder = getenv("TMPDIR").map { String(cString: $0) } ?? ""
    return folder.isEmpty ? "/tmp" : folder
}

/// Creates `folder` and its missing parents, as `mkdir -p` does, without
/// touching anything already there: a sandboxed build phase may not.
private func createFolder(_ folder: String) throws(FileSystemError) {
    guard isFolder(atPath: folder) == nil else { return }
    let parent = splitPath(folder).folder
    if parent != folder {
        try createFolder(parent)
    }
    guard mkdir(folder, 0o777) == 0 || errno == EEXIST else {
        throw FileSystemError(path: folder, action: "create the folder")
    }
}
