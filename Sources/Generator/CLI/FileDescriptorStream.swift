#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output or standard error as a `TextOutputStream`, written
/// straight to the descriptor so nothing is lost in a buffer at exit.
struct FileDescriptorStream: TextOutputStream {
    /// The descriptor written to: 1 or 2.
    var descriptor: Int32

    mutating func write(_ string: String) {
        var bytes = Array(string.utf8)
        while !bytes.isEmpty {
            let written = writeBytes(bytes, to: descriptor)
            if written < 0 {
                if errno == EINTR { continue }
                // Nothing useful can be done with the rest once the reader is gone.
                return
            }
            bytes.removeFirst(written)
        }
    }
}

/// The C `write`, out of reach of the method of the same name.
private func writeBytes(_ bytes: [UInt8], to descriptor: Int32) -> Int {
    write(descriptor, bytes, bytes.count)
}
