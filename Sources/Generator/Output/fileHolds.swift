#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Whether the file at `path` exists and holds exactly `bytes`: how an
/// output is found up to date, on every run that changes nothing.
///
/// Compared as `Data`, whose equality compares the memory in one call;
/// two arrays are compared byte by byte, which for an output of megabytes
/// costs more than generating it.
///
/// - Complexity: O(n) in the file's size.
/// - Throws: `FileSystemError` when the file exists but cannot be read.
func fileHolds(_ bytes: [UInt8], atPath path: String) throws(FileSystemError) -> Bool {
    guard let existing = try readFileBytes(atPath: path), existing.count == bytes.count else {
        return false
    }
    return Data(existing) == Data(bytes)
}
