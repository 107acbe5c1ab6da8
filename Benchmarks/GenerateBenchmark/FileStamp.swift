#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What changes when a file is written or replaced: a no-op run must leave
/// all of it as it was.
struct FileStamp: Equatable, CustomStringConvertible {
    var inode: UInt64
    var modificationSeconds: Int
    var modificationNanoseconds: Int
    var size: Int

    /// The stamp of the file at `path`, or nil if there is none.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        inode = UInt64(status.st_ino)
        #if canImport(Darwin)
        modificationSeconds = Int(status.st_mtimespec.tv_sec)
        modificationNanoseconds = Int(status.st_mtimespec.tv_nsec)
        #else
        modificationSeconds = Int(status.st_mtim.tv_sec)
        modificationNanoseconds = Int(status.st_mtim.tv_nsec)
        #endif
        size = Int(status.st_size)
    }

    var description: String {
        "inode \(inode), modified \(modificationSeconds).\(modificationNanoseconds), \(size) bytes"
    }
}
