#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
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
