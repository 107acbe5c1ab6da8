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

/// New contents for a file, written under a temporary name
/// (`TemporaryFileName`) beside it and waiting to be renamed over it: the
/// rename is atomic, so a reader sees the old file or the whole new one.
///
/// A run killed before the rename can leave the temporary file; the next
/// run that writes the target removes it (`removeStaleTemporaryFiles`).
/// The contents are not forced to the disk (`fsync`), as the Swift compiler
/// does not force its outputs either.
struct StagedFile {
    /// The file the contents are meant for.
    var targetPath: String
    /// The temporary file holding them.
    var temporaryPath: String

    /// Writes `bytes` to a fresh temporary file beside `targetPath`, with the
    /// target's permissions (0644 for a new file); in `$TMPDIR` when the
    /// folder refuses it, as a sandboxed build phase may.
    /// - Parameter stagingDirectory: Where to stage; nil for beside the
    ///   target, with the fallback above.
    /// - Throws: `FileSystemError` if the temporary file cannot be created
    ///   or written; it is removed first.
    static func stage(
        _ bytes: [UInt8], for targetPath: String, stagingDirectory: String? = nil
    ) throws(FileSystemError) -> StagedFile {
        let (folder, name) = splitPath(targetPath)
        var created = createTemporaryFile(in: stagingDirectory ?? folder, target: name)
        if created.descriptor < 0, stagingDirectory == nil, errno == EPERM || errno == EACCES {
            let refusal = errno
            created = createTemporaryFile(in: temporaryDirectory(), target: name)
            if created.descriptor < 0 { errno = refusal }
        }
        let (descriptor, temporaryPath) = created
        guard descriptor >= 0 else { throw FileSystemError(path: targetPath, action: "write the file") }
        let staged = StagedFile(targetPath: targetPath, temporaryPath: temporaryPath)
        do throws(FileSystemError) {
            try writeAllBytes(bytes, to: descriptor, path: targetPath)
            // mkstemp makes the file 0600; keep the old file's mode, or a new file's usual one.
            var status = stat()
            let mode = stat(targetPath, &status) == 0 ? status.st_mode & 0o7777 : 0o644
            guard fchmod(descriptor, mode) == 0 else {
                throw FileSystemError(path: targetPath, action: "write the file")
            }
        } catch {
            close(descriptor)
            staged.discard()
            throw error
        }
        guard close(descriptor) == 0 else {
            let failure = FileSystemError(path: targetPath, action: "write the file")
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
            let failure = FileSystemError(path: targetPath, action: "write the file")
            discard()
            throw failure
        }
    }

    /// Removes the temporary file, leaving the target as it was.
    func discard() {
        unlink(temporaryPath)
    }
}

/// Creates a temporary file for the target `name` in `folder`, open for
/// writing: its descriptor (-1 with `errno` set on failure) and its path.
private func createTemporaryFile(in folder: String, target name: String) -> (descriptor: Int32, path: String) {
    var template = Array("\(folder)/\(TemporaryFileName.template(forTarget: name))".utf8CString)
    let descriptor = mkstemp(&template)
    return (descriptor, String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
}

/// `TMPDIR` without a trailing slash, else `/tmp`.
private func temporaryDirectory() -> String {
    let path = getenv("TMPDIR").map { String(cString: $0) } ?? ""
    guard !path.isEmpty else { return "/tmp" }
    return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
}

/// How a staged file is named beside its target: `.Feed.swift.itemize-4242-a1B2c3`,
/// hidden, after the target, with the id of the process that writes it, so
/// that the next run can tell a file a killed run left from one that a run
/// still going (another target's build phase, say) is writing right now.
enum TemporaryFileName {
    private static let marker = ".itemize-"

    /// The `mkstemp` template for a file staged for the target `name`.
    static func template(forTarget name: String) -> String {
        ".\(name)\(marker)\(getpid())-XXXXXX"
    }

    /// The target that `entry` was staged for, when `entry` is a file
    /// staged by a process that no longer runs; nil for any other name.
    /// A name without a process id (`.Feed.swift.itemize-a1B2c3`) is stale.
    /// - Complexity: O(*n*) for a name of *n* characters (the marker is short).
    static func staleTarget(of entry: String) -> String? {
        // The marker is looked for after the leading dot, which is not the target's.
        guard entry.hasPrefix("."),
              let start = entry.indices.dropFirst().last(where: { entry[$0...].hasPrefix(marker) }) else {
            return nil
        }
        let target = String(entry[entry.index(after: entry.startIndex)..<start])
        let suffix = entry[entry.index(start, offsetBy: marker.count)...].split(separator: "-", omittingEmptySubsequences: false)
        guard !target.isEmpty, let unique = suffix.last, unique.count == 6,
              unique.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            return nil
        }
        guard suffix.count == 2 else { return suffix.count == 1 ? target : nil }
        guard let owner = pid_t(suffix[0]), owner > 1 else { return nil }
        // Signal 0 only asks whether the process exists.
        return kill(owner, 0) != 0 && errno == ESRCH ? target : nil
    }
}

/// Removes the temporary files that an interrupted run left beside these
/// outputs (by `TemporaryFileName.staleTarget(of:)`), and nothing else. A
/// folder that cannot be listed or a file that cannot be removed is left.
///
/// - Complexity: O(n) in the outputs and the entries of their folders.
func removeStaleTemporaryFiles(besideOutputs outputPaths: [String]) {
    let targetsByFolder = Dictionary(grouping: outputPaths.map(splitPath), by: \.folder).mapValues { Set($0.map(\.name)) }
    for (folder, targets) in targetsByFolder {
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        where TemporaryFileName.staleTarget(of: entry).map(targets.contains) == true {
            unlink("\(folder)/\(entry)")
        }
    }
}
