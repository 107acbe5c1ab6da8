#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file, or returns nil when it does not exist.
///
/// Any other failure (a directory, no permission) throws, because for a
/// generated file it means the output cannot be compared or replaced, and
/// for a spec the user must hear why it cannot be read.
///
/// - Complexity: O(n) in the file's size.
func readFileBytes(atPath path: String) throws(FileSystemError) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
        if errno == ENOENT { return nil }
        throw FileSystemError(path: path, action: "read the file")
    }
    defer { close(descriptor) }
    var status = stat()
    var bytes: [UInt8] = []
    // Only a regular file's size is its length: a device's or a FIFO's
    // says nothing about what reading it gives.
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
        bytes.reserveCapacity(Int(status.st_size))
    }
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
        let count = read(descriptor, &chunk, chunk.count)
        if count == 0 {
            return bytes
        }
        if count < 0 {
            if errno == EINTR { continue }
            throw FileSystemError(path: path, action: "read the file")
        }
        bytes += chunk[..<count]
    }
}
