#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output or standard error as a `TextOutputStream`, written
/// straight to the descriptor so nothing is lost in a buffer at exit.
/// `TextOutputStream` cannot throw, so the first write that fails (a full
/// disk, `> /dev/full`) is kept in `failure` and nothing more is written.
struct FileDescriptorStream: TextOutputStream {
    /// The descriptor written to: 1 or 2.
    var descriptor: Int32
    /// The system's reason of the first write that failed, if one did.
    private(set) var failure: String?

    /// A stream that writes to `descriptor`, with no failure yet.
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    mutating func write(_ string: String) {
        guard failure == nil else { return }
        let bytes = Array(string.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = writeBytes(bytes[offset...], to: descriptor)
            if written < 0 {
                if errno == EINTR { continue }
                failure = String(cString: strerror(errno))
                return
            }
            offset += written
        }
    }
}

/// The C `write`, out of reach of the method of the same name.
private func writeBytes(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) -> Int {
    bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress, buffer.count)
    }
}
