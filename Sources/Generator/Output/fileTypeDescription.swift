#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
