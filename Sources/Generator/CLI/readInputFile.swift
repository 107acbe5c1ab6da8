#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of a spec or config the user named.
///
/// - Throws: `CommandLineFailure.fileSystem` naming `action` if the file is
///   missing or cannot be read.
func readInputFile(atPath path: String, action: String) throws(CommandLineFailure) -> [UInt8] {
    do throws(FileSystemError) {
        guard let bytes = try readFileBytes(atPath: path) else {
            throw FileSystemError(path: path, action: action, errorNumber: ENOENT)
        }
        return bytes
    } catch {
        throw .fileSystem(FileSystemError(path: path, action: action, reason: error.reason))
    }
}
