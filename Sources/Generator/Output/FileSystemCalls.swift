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
    /// What was being attempted, as a verb phrase: `write the file`.
    var action: String
    /// Why it failed: `reason` if given, else the system's for `errorNumber`.
    var reason: String

    /// A failure to `action` on `path`; call it right after the failed call
    /// so that `errorNumber` is that call's `errno`.
    init(path: String, action: String = "write the file", reason: String? = nil, errorNumber: Int32 = errno) {
        self.path = path
        self.action = action
        self.reason = reason ?? String(cString: strerror(errorNumber))
    }
}

/// Reads a whole file, or returns nil when it does not exist; any other
/// failure (a folder, no permission) throws, so the user hears why. A FIFO
/// or a device is read to its end, as a shell's `<(...)` needs.
/// - Complexity: O(n) in the file's size.
func readFileBytes(atPath path: String) throws(FileSystemError) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
        if errno == ENOENT { return nil }
        throw FileSystemError(path: path, action: "read the file")
    }
    defer { close(descriptor) }
    return try readBytes(from: descriptor, path: path, limit: .max)
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
            path: path, action: "compare the file", reason: "it is \(fileTypeDescription(status.st_mode)), not a regular file")
    }
    guard status.st_size == bytes.count else { return false }
    return try readBytes(from: descriptor, path: path, limit: bytes.count + 1) == bytes
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
/// interruptions: the one write loop, for files, devices, FIFOs and the
/// standard streams.
/// - Parameter path: What a failure names.
/// - Throws: `FileSystemError` at the first write that fails.
func writeAllBytes(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(FileSystemError) {
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
        guard written >= 0 else {
            if errno == EINTR { continue }
            throw FileSystemError(path: path)
        }
        offset += written
    }
}

/// What the file type bits of `mode` name, with its article, for messages:
/// `a character device`, `a FIFO`, `a folder`.
func fileTypeDescription(_ mode: mode_t) -> String {
    let names = [S_IFREG: "a regular file", S_IFDIR: "a folder", S_IFCHR: "a character device",
                 S_IFBLK: "a block device", S_IFIFO: "a FIFO", S_IFSOCK: "a socket"]
    return names[mode & S_IFMT] ?? "a special file"
}

/// The folder (`.` for a bare name) and the last component of a path.
func splitPath(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
}

/// What `descriptor` gives up to its end or `limit` bytes, reading on
/// after interruptions.
private func readBytes(from descriptor: Int32, path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
    var bytes: [UInt8] = []
    if limit < .max { bytes.reserveCapacity(limit) }
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while bytes.count < limit {
        let count = read(descriptor, &chunk, min(chunk.count, limit - bytes.count))
        if count == 0 { break }
        guard count > 0 else {
            if errno == EINTR { continue }
            throw FileSystemError(path: path, action: "read the file")
        }
        bytes += chunk[..<count]
    }
    return bytes
}
