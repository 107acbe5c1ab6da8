#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes every byte to `descriptor`, resuming after short writes and
/// interruptions.
///
/// - Parameter path: What a failure names.
/// - Throws: `FileSystemError` with the system's reason at the first write
///   that fails (`No space left on device` for a full disk or `/dev/full`).
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
