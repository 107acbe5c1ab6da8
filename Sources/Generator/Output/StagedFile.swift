#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// New contents for a file, already written and flushed under a temporary
/// name in the target's own directory, waiting to be renamed over it.
///
/// The rename within one directory is atomic, so a reader (or a crash) sees
/// either the old file or the complete new one, never a partial file.
struct StagedFile {
    /// The file the contents are meant for.
    var targetPath: String
    /// The temporary file holding them, beside the target (or in the
    /// temporary folder when a sandbox refuses that).
    var temporaryPath: String
    /// Where the temporary path is registered for removal on SIGINT,
    /// SIGTERM or SIGHUP, so an interrupted run leaves no stray file.
    var registration: TemporaryFileRegistry.Slot?

    /// Writes `bytes` to a fresh temporary file beside `targetPath`, with the
    /// target's current permissions (or 0644 for a new file), and flushes it.
    ///
    /// A sandboxed build phase (Xcode's user script sandboxing) may create
    /// only the files it declared, so when the target's folder refuses the
    /// temporary file it is staged in the temporary folder instead and
    /// renamed from there, still atomically on the same volume.
    ///
    /// - Parameter stagingDirectory: Where to stage; nil for beside the
    ///   target, with the fallback above.
    /// - Throws: `FileSystemError` if the temporary file cannot be created,
    ///   written or flushed; it is removed first.
    static func stage(
        _ bytes: [UInt8], for targetPath: String, stagingDirectory: String? = nil
    ) throws(FileSystemError) -> StagedFile {
        let (directory, name) = splitPath(targetPath)
        var created = createTemporaryFile(in: stagingDirectory ?? directory, name: name)
        if created.descriptor < 0, stagingDirectory == nil, errno == EPERM || errno == EACCES {
            let refusal = errno
            created = createTemporaryFile(in: temporaryDirectory(), name: name)
            if created.descriptor < 0 {
                errno = refusal
            }
        }
        let (descriptor, temporaryPath, registration) = created
        guard descriptor >= 0 else {
            throw FileSystemError(path: targetPath, action: "write the file")
        }
        let staged = StagedFile(targetPath: targetPath, temporaryPath: temporaryPath, registration: registration)
        do throws(FileSystemError) {
            try writeAll(bytes, to: descriptor, path: targetPath)
            // mkstemp creates the file 0600; the output should look like any
            // file the user made, or keep what they chose for the old one.
            guard fchmod(descriptor, permissions(ofExistingFile: targetPath) ?? 0o644) == 0,
                  fsync(descriptor) == 0 else {
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
        registration.map(TemporaryFileRegistry.release)
    }

    /// Removes the temporary file, leaving the target as it was.
    func discard() {
        unlink(temporaryPath)
        registration.map(TemporaryFileRegistry.release)
    }
}

/// Creates `.NAME.itemize-XXXXXX` in `directory`, open for writing and
/// registered for removal on a signal.
///
/// - Returns: The descriptor (-1 with `errno` set on failure), the path
///   and the registration.
private func createTemporaryFile(
    in directory: String, name: String
) -> (descriptor: Int32, path: String, registration: TemporaryFileRegistry.Slot?) {
    var template = Array("\(directory)/.\(name).itemize-XXXXXX".utf8CString)
    // mkstemp fills in the registered copy in place, so the name is
    // registered from the moment the file exists.
    let registration = TemporaryFileRegistry.claim(template: template)
    let descriptor: Int32
    if let registration {
        descriptor = mkstemp(registration.path)
        template = Array(UnsafeBufferPointer(start: registration.path, count: template.count))
    } else {
        descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
    }
    let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard descriptor >= 0 else {
        let failure = errno
        registration.map(TemporaryFileRegistry.release)
        errno = failure
        return (descriptor, path, nil)
    }
    return (descriptor, path, registration)
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

/// Writes every byte, resuming after short writes and interruptions.
private func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(FileSystemError) {
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { buffer in
            write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        }
        if written < 0 {
            if errno == EINTR { continue }
            throw FileSystemError(path: path, action: "write the file")
        }
        offset += written
    }
}
