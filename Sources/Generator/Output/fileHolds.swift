#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether the regular file at `path` exists and holds exactly `bytes`:
/// how an output is found up to date, on every run that changes nothing.
///
/// Only a regular file is read, and at most one byte more than `bytes`:
/// a device or a FIFO reports no size worth trusting and may never end
/// (`/dev/zero`), and a FIFO opened to be read would wait for a writer.
/// A file of another size is not read at all.
///
/// - Complexity: O(n) in the size of `bytes`.
/// - Throws: `FileSystemError` when the file exists but cannot be read,
///   or is not a regular file.
func fileHolds(_ bytes: [UInt8], atPath path: String) throws(FileSystemError) -> Bool {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
        if errno == ENOENT { return false }
        throw FileSystemError(path: path, action: "read the file")
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw FileSystemError(path: path, action: "read the file") }
    guard status.st_mode & S_IFMT == S_IFREG else {
        throw FileSystemError(
            path: path, action: "compare the file",
            reason: "it is \(fileTypeDescription(status.st_mode)), not a regular file")
    }
    guard status.st_size == bytes.count else {
        return false
    }
    var existing = [UInt8](repeating: 0, count: bytes.count + 1)
    var count = 0
    while count < existing.count {
        let got = existing.withUnsafeMutableBytes { buffer in
            read(descriptor, buffer.baseAddress! + count, buffer.count - count)
        }
        if got == 0 { break }
        if got < 0 {
            if errno == EINTR { continue }
            throw FileSystemError(path: path, action: "read the file")
        }
        count += got
    }
    guard count == bytes.count else { return false }
    return existing.withUnsafeBytes { existingBuffer in
        bytes.withUnsafeBytes { buffer in
            bytes.isEmpty || memcmp(existingBuffer.baseAddress!, buffer.baseAddress!, bytes.count) == 0
        }
    }
}
