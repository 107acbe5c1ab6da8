#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file-system call that failed, with the system's own reason, so the
/// user sees `cannot write Feed.swift: Permission denied` and not a code.
struct FileSystemError: Error, Equatable, Sendable {
    /// The path the failed call was about.
    var path: String
    /// What was being attempted, as a verb phrase: `read`, `write`.
    var action: String
    /// The system's reason (`strerror` of `errno`).
    var reason: String
}

extension FileSystemError {
    /// Captures the current `errno`; call it right after the failed call.
    init(path: String, action: String, errorNumber: Int32 = errno) {
        self.init(path: path, action: action, reason: String(cString: strerror(errorNumber)))
    }
}

/// The failure to write `path`: `reason`, or the current `errno`'s.
func writeFailure(_ path: String, _ reason: String? = nil) -> FileSystemError {
    if let reason {
        return FileSystemError(path: path, action: "write the file", reason: reason)
    }
    return FileSystemError(path: path, action: "write the file")
}

/// What the file type bits of `mode` name, with its article, for messages:
/// `a character device`, `a FIFO`, `a folder`.
func fileTypeDescription(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFREG: "a regular file"
    case S_IFDIR: "a folder"
    case S_IFLNK: "a symbolic link"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    default: "a special file"
    }
}

/// Reads a whole file, or returns nil when it does not exist; any other
/// failure (a directory, no permission) throws, so the user hears why.
/// - Complexity: O(n) in the file's size.
func readFileBytes(atPath path: String) throws(FileSystemError) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
        if errno == ENOENT { return nil }
        throw FileSystemError(path: path, action: "read the file")
    }
    defer { close(descriptor) }
    // Only a regular file's size says how much reading it gives.
    var status = stat()
    let isRegular = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    return try readBytes(from: descriptor, path: path, capacity: isRegular ? Int(status.st_size) : 0)
}

/// Whether the regular file at `path` exists and holds exactly `bytes`.
/// Only a regular file of the same size is read, at most one byte more
/// than `bytes`: a device may never end, and a FIFO would wait for a writer.
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
    guard status.st_size == bytes.count else { return false }
    return try readBytes(from: descriptor, path: path, limit: bytes.count + 1, capacity: bytes.count + 1) == bytes
}

/// Whether `path` names a folder (following symbolic links, as opening it
/// would); nil when nothing there can be reached. Asked of the system, as
/// `FileManager`'s answer differs in type between platforms.
func isFolder(atPath path: String) -> Bool? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return status.st_mode & S_IFMT == S_IFDIR
}

/// Writes every byte to `descriptor`, resuming after short writes and
/// interruptions.
/// - Parameter path: What a failure names.
/// - Throws: `FileSystemError` at the first write that fails.
func writeAllBytes(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(FileSystemError) {
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { buffer in
            write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        }
        if written < 0 {
            if errno == EINTR { continue }
            throw FileSystemError(path: path, action: "write the file")
        }
        offset += written
    }
}

/// The folder (`.` for a bare name) and the last component of a path.
func splitPath(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
}

/// What `descriptor` gives up to its end or `limit` bytes, reading on
/// after interruptions.
private func readBytes(
    from descriptor: Int32, path: String, limit: Int = .max, capacity: Int
) throws(FileSystemError) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(capacity)
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while bytes.count < limit {
        let count = read(descriptor, &chunk, min(chunk.count, limit - bytes.count))
        if count == 0 { break }
        if count < 0 {
            if errno == EINTR { continue }
            throw FileSystemError(path: path, action: "read the file")
        }
        bytes += chunk[..<count]
    }
    return bytes
}
