#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What an output's path names, which decides how the code gets there.
///
/// A regular file (or none yet) is replaced atomically; a character device
/// (`/dev/null`, a terminal) or a FIFO is written into, never replaced, and
/// an open descriptor (`/dev/stdout`, `/dev/fd/3`, what a shell's `>(...)`
/// gives) is written to as it stands. A symbolic link is followed: the file
/// it leads to is replaced and the link stays.
enum OutputTarget: Equatable, Sendable {
    /// A regular file, or nothing yet: the code is staged beside `path` and
    /// renamed over it. `path` is where the output's links lead.
    case file(path: String)
    /// A character device or a FIFO, opened and written into.
    case stream(path: String)
    /// A descriptor the process already has open, written to directly.
    case descriptor(Int32)

    /// Looks at `outputPath` without opening it, so that nothing blocks and
    /// nothing is read from a device.
    ///
    /// - Throws: `FileSystemError` naming `outputPath` for a folder, a
    ///   block device, a socket, a symbolic link that leads nowhere, or a
    ///   path that cannot be looked at.
    init(outputPath: String) throws(FileSystemError) {
        if let descriptor = openDescriptor(named: outputPath) {
            self = .descriptor(descriptor)
            return
        }
        var status = stat()
        guard lstat(outputPath, &status) == 0 else {
            guard errno == ENOENT else { throw FileSystemError(path: outputPath, action: "write the file") }
            self = .file(path: outputPath)
            return
        }
        var path = outputPath
        if status.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realpath(outputPath, nil) else {
                guard errno == ENOENT else { throw FileSystemError(path: outputPath, action: "write the file") }
                throw FileSystemError(
                    path: outputPath, action: "write the file",
                    reason: "it is a symbolic link to '\(linkText(outputPath))', which does not exist; "
                        + "point the link at an existing file, or remove it")
            }
            path = String(cString: resolved)
            free(resolved)
            guard stat(path, &status) == 0 else { throw FileSystemError(path: outputPath, action: "write the file") }
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            self = .file(path: path)
        case S_IFCHR, S_IFIFO:
            self = .stream(path: path)
        case S_IFDIR:
            throw FileSystemError(
                path: outputPath, action: "write the file",
                reason: "it is a folder, where the output file should be; remove or rename the folder")
        default:
            throw FileSystemError(
                path: outputPath, action: "write the file",
                reason: "it is \(fileTypeDescription(status.st_mode)); an output is a regular file, a character device or a FIFO")
        }
    }
}

/// The descriptor that `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or
/// `/proc/self/fd/N` names, nil for any other path.
///
/// Written to directly rather than opened: opening `/dev/stdout` when it is
/// a redirected file would start writing at the file's beginning, and
/// following it to the file would replace the shell's file behind its back.
private func openDescriptor(named path: String) -> Int32? {
    switch path {
    case "/dev/stdout": return 1
    case "/dev/stderr": return 2
    default: break
    }
    for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
        let number = path.dropFirst(prefix.count)
        if !number.isEmpty, number.allSatisfy(\.isASCII), let descriptor = Int32(number), descriptor >= 0 {
            return descriptor
        }
    }
    return nil
}

/// The text of the symbolic link at `path`, as `ls -l` shows it.
private func linkText(_ path: String) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return "?" }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
