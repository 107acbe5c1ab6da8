#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether `path` names a folder (following symbolic links, as opening it
/// would); nil when nothing there can be reached.
///
/// Asked of the system directly rather than through `FileManager`, whose
/// `fileExists(atPath:isDirectory:)` takes an `ObjCBool` on Apple
/// platforms and a `Bool` elsewhere.
func isFolder(atPath path: String) -> Bool? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return status.st_mode & S_IFMT == S_IFDIR
}
