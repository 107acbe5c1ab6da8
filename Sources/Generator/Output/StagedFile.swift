#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// New contents for a file, written to a hidden temporary file beside it
/// and then renamed over it: the rename is atomic, so a reader sees the old
/// file or the whole new one. The contents are not forced to the disk
/// (`fsync`), as the Swift compiler does not force its outputs either.
///
/// The temporary file is named after the target and the process that
/// writes it (`.Feed.swift.itemize-4242-a1B2c3`), so that a run can remove
/// what a killed run left (`removeLeftovers`) and keep what a run still
/// going (another target's build phase, say) is writing.
struct StagedFile {
    /// The file the contents are meant for.
    var targetPath: String
    /// The temporary file holding them.
    var temporaryPath: String

    private static let marker = ".itemize-"

    /// Writes `bytes` to a new temporary file for `targetPath`, with the
    /// target's permissions (0644 for a new file), in the first of `folders`
    /// that lets it be made: a sandboxed build phase may refuse (EPERM,
    /// EACCES) a file beside the target, not one in `$TMPDIR`.
    /// - Throws: `FileSystemError` naming the first folder's refusal, or
    ///   what failed while writing; the temporary file is removed first.
    static func stage(_ bytes: [UInt8], for targetPath: String, inFirstOf folders: [String]) throws(FileSystemError) -> StagedFile {
        let template = ".\(splitPath(targetPath).name)\(marker)\(getpid())-XXXXXX"
        var created = createFile("\(folders[0])/\(template)")
        let refusal = errno
        for folder in folders.dropFirst() where created == nil && (refusal == EPERM || refusal == EACCES) {
            created = createFile("\(folder)/\(template)")
        }
        guard let (descriptor, temporaryPath) = created else { throw FileSystemError(path: targetPath, errorNumber: refusal) }
        let staged = StagedFile(targetPath: targetPath, temporaryPath: temporaryPath)
        // mkstemp makes the file 0600: keep the old file's mode, or give a new file the usual one.
        var status = stat()
        let mode = stat(targetPath, &status) == 0 ? status.st_mode & 0o7777 : 0o644
        var failure: FileSystemError?
        do throws(FileSystemError) {
            try writeAllBytes(bytes, to: descriptor, path: targetPath)
        } catch {
            failure = error
        }
        if failure == nil, fchmod(descriptor, mode) != 0 { failure = FileSystemError(path: targetPath) }
        if close(descriptor) != 0, failure == nil { failure = FileSystemError(path: targetPath) }
        if let failure {
            staged.discard()
            throw failure
        }
        return staged
    }

    /// Renames the temporary file over the target.
    /// - Throws: `FileSystemError` if the rename fails; the temporary file is
    ///   removed and the target is untouched.
    func commit() throws(FileSystemError) {
        guard rename(temporaryPath, targetPath) == 0 else {
            let failure = FileSystemError(path: targetPath)
            discard()
            throw failure
        }
    }

    /// Removes the temporary file, leaving the target as it was.
    func discard() {
        unlink(temporaryPath)
    }

    /// Removes the temporary files that ended runs left beside
    /// `targetPaths` (see `isLeftover`), and nothing else. A folder that
    /// cannot be listed or a file that cannot be removed is left.
    /// - Complexity: O(*e* × *t*) for *e* hidden entries and *t* targets
    ///   in a folder.
    static func removeLeftovers(besideTargets targetPaths: [String]) {
        for (folder, targets) in Dictionary(grouping: targetPaths.map(splitPath), by: \.folder) {
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            where entry.hasPrefix(".") && targets.contains(where: { isLeftover(entry, ofTarget: $0.name) }) {
                unlink("\(folder)/\(entry)")
            }
        }
    }

    /// Whether the folder entry `entry` is a file staged for the target
    /// `name` by a process that no longer runs. A name without a process
    /// id (`.Feed.swift.itemize-a1B2c3`) is left by an ended run too.
    static func isLeftover(_ entry: String, ofTarget name: String) -> Bool {
        let prefix = ".\(name)\(marker)"
        guard !name.isEmpty, entry.hasPrefix(prefix) else { return false }
        let parts = entry.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard let unique = parts.last, unique.count == 6,
              unique.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            return false
        }
        guard parts.count == 2 else { return parts.count == 1 }
        guard let owner = pid_t(parts[0]), owner > 1 else { return false }
        // Signal 0 only asks whether the process exists.
        return kill(owner, 0) != 0 && errno == ESRCH
    }
}

/// Creates the file that the `mkstemp` template `template` names, open for
/// writing: its descriptor and path, or nil with `errno` set.
private func createFile(_ template: String) -> (descriptor: Int32, path: String)? {
    var path = Array(template.utf8CString)
    let descriptor = mkstemp(&path)
    return descriptor < 0 ? nil : (descriptor, String(decoding: path.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
}
