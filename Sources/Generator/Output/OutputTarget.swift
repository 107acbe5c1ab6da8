#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What an output's path names, which decides how the code gets there: a
/// regular file (or none yet) is replaced atomically, a device or a FIFO
/// written into, an open descriptor (`/dev/stdout`, `/dev/fd/3`) written to
/// as it stands. A symbolic link is followed, and the link stays.
enum OutputTarget: Equatable, Sendable {
    /// A regular file, or nothing yet: the code is staged beside `path` and
    /// renamed over it. `path` is where the output's links lead.
    case file(path: String)
    /// A character device or a FIFO, opened and written into.
    case stream(path: String)
    /// A descriptor the process already has open, written to directly.
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
            guard errno == ENOENT else { throw writeFailure(outputPath) }
            self = .file(path: outputPath)
            return
        }
        var path = outputPath
        if status.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realpath(outputPath, nil) else {
                guard errno == ENOENT else { throw writeFailure(outputPath) }
                throw writeFailure(outputPath, "it is a symbolic link to '\(linkText(outputPath))', which does not exist; "
                    + "point the link at an existing file, or remove it")
            }
            path = String(cString: resolved)
            free(resolved)
            guard stat(path, &status) == 0 else { throw writeFailure(outputPath) }
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            self = .file(path: path)
        case S_IFCHR, S_IFIFO:
            self = .stream(path: path)
        case S_IFDIR:
            throw writeFailure(outputPath, "it is a folder, where the output file should be; remove or rename the folder")
        default:
            throw writeFailure(outputPath, "it is \(fileTypeDescription(status.st_mode)); an output is a regular file, a character device or a FIFO")
        }
    }
}

/// The descriptor that `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or
/// `/proc/self/fd/N` names, else nil. Opening `/dev/stdout` when it is a
/// redirected file would write from the file's start.
private func openDescriptor(named path: String) -> Int32? {
    if path == "/dev/stdout" { return 1 }
    if path == "/dev/stderr" { return 2 }
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
