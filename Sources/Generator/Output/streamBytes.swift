#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `bytes` into the character device or FIFO at `path`, which stays
/// what it is: `/dev/null` swallows them, a terminal shows them, a FIFO's
/// reader gets them.
///
/// Opened without blocking, so a FIFO that no process reads is an error
/// instead of a hang; then written to as usual, waiting for a slow reader.
///
/// - Parameter outputPath: The output as the user named it, for messages.
/// - Throws: `FileSystemError` naming `outputPath` when the path cannot be
///   opened, has become a regular file meanwhile, or a write fails
///   (`/dev/full`: `No space left on device`).
func streamBytes(_ bytes: [UInt8], toPath path: String, outputPath: String) throws(FileSystemError) {
    let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
        if errno == ENXIO {
            throw FileSystemError(
                path: outputPath, action: "write the file",
                reason: "it is a FIFO that no process is reading; start the reader first")
        }
        throw FileSystemError(path: outputPath, action: "write the file")
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw FileSystemError(path: outputPath, action: "write the file") }
    guard status.st_mode & S_IFMT == S_IFCHR || status.st_mode & S_IFMT == S_IFIFO else {
        // Writing into a regular file in place could leave part of it.
        throw FileSystemError(
            path: outputPath, action: "write the file",
            reason: "it became \(fileTypeDescription(status.st_mode)) while being written; run again")
    }
    let flags = fcntl(descriptor, F_GETFL)
    guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
        throw FileSystemError(path: outputPath, action: "write the file")
    }
    try writeAllBytes(bytes, to: descriptor, path: outputPath)
}
