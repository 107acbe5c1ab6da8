#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// New contents for a file, already written under a temporary name
/// (`TemporaryFileName`) in the target's own folder, waiting to be renamed
/// over it.
///
/// The rename within one volume is atomic: a reader sees the old file or
/// the complete new one, never a partial file, and a run that crashes or is
/// killed leaves one of the two. A kill before the rename can leave the
/// temporary file; the next run that writes the target removes it
/// (`removeStaleTemporaryFiles`).
///
/// The contents are not forced to the disk (`fsync`) before the rename, as
/// the Swift compiler does not force its outputs: on Apple platforms `fsync`
/// does not make data survive a power loss anyway (only `F_FULLFSYNC`,
/// which flushes the whole drive, does), and the next run rewrites an
/// output whose bytes differ from what its spec generates. On Linux `fsync`
/// costs a few milliseconds a run, more when the disk is busy.
struct StagedFile {
    /// The file the contents are meant for.
    var targetPath: String
    /// The temporary file holding them, beside the target (or in the
    /// temporary folder when a sandbox refuses that).
    var temporaryPath: String

    /// Writes `bytes` to a fresh temporary file beside `targetPath`, with the
    /// target's current permissions (or 0644 for a new file).
    ///
    /// A sandboxed build phase (Xcode's user script sandboxing) may create
    /// only the files it declared, so when the target's folder refuses the
    /// temporary file it is staged in `$TMPDIR` instead and renamed from
    /// there, still atomically on the same volume.
    ///
    /// - Parameter stagingDirectory: Where to stage; nil for beside the
    ///   target, with the fallback above.
    /// - Throws: `FileSystemError` if the temporary file cannot be created
    ///   or written; it is removed first.
    static func stage(
        _ bytes: [UInt8], for targetPath: String, stagingDirectory: String? = nil
    ) throws(FileSystemError) -> StagedFile {
        let name = splitPath(targetPath).name
        var created = createTemporaryFile(in: stagingDirectory ?? splitPath(targetPath).folder, target: name)
        if created.descriptor < 0, stagingDirectory == nil, errno == EPERM || errno == EACCES {
            let refusal = errno
            created = createTemporaryFile(in: temporaryDirectory(), target: name)
            if created.descriptor < 0 {
                errno = refusal
            }
        }
        let (descriptor, temporaryPath) = created
        guard descriptor >= 0 else {
            throw FileSystemError(path: targetPath, action: "write the file")
        }
        let staged = StagedFile(targetPath: targetPath, temporaryPath: temporaryPath)
        do throws(FileSystemError) {
            try writeAllBytes(bytes, to: descriptor, path: targetPath)
            // mkstemp creates the file 0600; the output should look like any
            // file the user made, or keep what they chose for the old one.
            guard fchmod(descriptor, permissions(ofExistingFile: targetPath) ?? 0o644) == 0 else {
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
    ///
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
/// writing.
///
/// - Returns: The descriptor (-1 with `errno` set on failure) and the path.
private func createTemporaryFile(in folder: String, target name: String) -> (descriptor: Int32, path: String) {
    var template = Array("\(folder)/\(TemporaryFileName.template(forTarget: name))".utf8CString)
    let descriptor = mkstemp(&template)
    return (descriptor, String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
}

/// `TMPDIR` without a trailing slash, else `/tmp`.
private func temporaryDirectory() -> String {
    guard let value = getenv("TMPDIR"), case let path = String(cString: value), !path.isEmpty else {
        return "/tmp"
    }
    return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
}

/// The permission bits of the file at `path`, or nil if there is none.
private func permissions(ofExistingFile path: String) -> mode_t? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return status.st_mode & 0o7777
}
