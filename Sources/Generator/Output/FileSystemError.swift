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
