#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What tells one version of a file from another without reading it: its
/// device, inode, size and modification time to the nanosecond. An editor
/// saving the file, `touch`, a checkout or a copy over it changes at least
/// one of them.
struct FileStamp: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modificationSeconds: Int64
    var modificationNanoseconds: Int64

    /// The stamp of the file at `path` (following symbolic links), or nil
    /// when it cannot be read.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The stamp of an open file.
    init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status)
    }

    init(device: UInt64, inode: UInt64, size: Int64, modificationSeconds: Int64, modificationNanoseconds: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modificationSeconds = modificationSeconds
        self.modificationNanoseconds = modificationNanoseconds
    }

    private init(_ status: stat) {
        #if canImport(Darwin)
        let modification = status.st_mtimespec
        #else
        let modification = status.st_mtim
        #endif
        self.init(
            device: UInt64(truncatingIfNeeded: status.st_dev),
            inode: UInt64(truncatingIfNeeded: status.st_ino),
            size: Int64(status.st_size),
            modificationSeconds: Int64(modification.tv_sec),
            modificationNanoseconds: Int64(modification.tv_nsec)
        )
    }

    /// The five numbers, space-separated, as a cache entry stores them.
    var text: String {
        "\(device) \(inode) \(size) \(modificationSeconds) \(modificationNanoseconds)"
    }

    /// Reads `text`; nil unless it is exactly five numbers.
    init?(text: Substring) {
        let fields = text.split(separator: " ", omittingEmptySubsequences: false)
        guard fields.count == 5,
              let device = UInt64(fields[0]), let inode = UInt64(fields[1]), let size = Int64(fields[2]),
              let seconds = Int64(fields[3]), let nanoseconds = Int64(fields[4]) else { return nil }
        self.init(device: device, inode: inode, size: size, modificationSeconds: seconds, modificationNanoseconds: nanoseconds)
    }
}
