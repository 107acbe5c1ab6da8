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
/// generated file it means the output cannot be trusted or replaced, and
/// for a spec the user must hear why it cannot be read.
func readFileBytes(atPath path: String) throws(FileSystemError) -> [UInt8]? {
    var stamp: FileStamp?
    return try readFileBytes(atPath: path, stamp: &stamp)
}

/// Reads a whole file as `readFileBytes(atPath:)` does, and stamps it.
///
/// - Parameter stamp: Set to the file's stamp taken before reading, so
///   that a change made while reading shows as a different stamp later.
func readFileBytes(atPath path: String, stamp: inout FileStamp?) throws(FileSystemError) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
        if errno == ENOENT { return nil }
        throw FileSystemError(path: path, action: "read the file")
    }
    defer { close(descriptor) }
    stamp = FileStamp(descriptor: descriptor)
    // Read straight into an array of the file's size, and one byte more to
    // see the end in the same pass: growing an array chunk by chunk copied
    // the bytes at each doubling, into fresh pages each time.
    var status = stat()
    let expectedSize = fstat(descriptor, &status) == 0 ? max(Int(status.st_size), 0) : 0
    var failure: Int32?
    var isAtEnd = false
    var bytes = [UInt8](unsafeUninitializedCapacity: expectedSize + 1) { buffer, initializedCount in
        while initializedCount < buffer.count {
            let count = read(descriptor, buffer.baseAddress! + initializedCount, buffer.count - initializedCount)
            if count == 0 {
                isAtEnd = true
                return
            }
            if count < 0 {
                if errno == EINTR { continue }
                failure = errno
                return
            }
            initializedCount += count
        }
    }
    if let failure {
        throw FileSystemError(path: path, action: "read the file", errorNumber: failure)
    }
    if isAtEnd {
        return bytes
    }
    // The file grew since it was measured: read the rest as it comes.
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count == 0 { return bytes }
        if count < 0 {
            if errno == EINTR { continue }
            throw FileSystemError(path: path, action: "read the file")
        }
        bytes.append(contentsOf: chunk[0..<count])
    }
}
