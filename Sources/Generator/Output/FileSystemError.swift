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

    init(path: String, action: String, reason: String) {
        self.path = path
        self.action = action
        self.reason = reason
    }

    /// Captures the current `errno`; call it right after the failed call.
    init(path: String, action: String, errorNumber: Int32 = errno) {
        self.init(path: path, action: action, reason: String(cString: strerror(errorNumber)))
    }
}
