#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A best-effort record, outside the project, of what produced each output
/// file, so that a run where nothing changed skips parsing, validating and
/// rendering: it reads each spec, hashes it and compares two stamps.
///
/// One small file per output under `outputs/` of the cache folder, named
/// by a hash of the output's absolute path, holds that path, the
/// fingerprint of the inputs that produced the output, the output's
/// `FileStamp` as itemize left it, a hash of its bytes and when the entry
/// was recorded. The fingerprint covers the spec's bytes and path as given, the
/// `--target` override, every template of the set in use and the identity
/// of the running executable, so a rebuilt or upgraded itemize never
/// trusts an entry an older one wrote. The generated files themselves hold
/// no trace of it.
///
/// Every failure (no home folder, a corrupt or unreadable entry, a
/// read-only cache folder) only means a full generation: the cache is an
/// optimisation, never a reason to fail.
struct OutputCache: Sendable {
    /// The folder holding one entry per output.
    let folder: String
    /// What every spec of the run shares: the executable, the templates and
    /// the target override, already hashed.
    private let runHasher: ContentHasher
    /// The current folder, for making output paths absolute.
    private let workingDirectory: String

    /// The first line of every entry; a new format changes it.
    private static let formatLine = "itemize output cache 2"

    /// The cache for one run, or nil when it must not be used.
    ///
    /// - Parameters:
    ///   - environment: The process environment: `ITEMIZE_NO_CACHE`,
    ///     `ITEMIZE_CACHE_DIR`, `XDG_CACHE_HOME`, `HOME` and Xcode's
    ///     `ENABLE_USER_SCRIPT_SANDBOXING`.
    ///   - isDisabled: `--no-cache`.
    ///   - templates: Every template the run may render.
    ///   - targetOverride: `--target`, if given.
    init?(environment: [String: String], isDisabled: Bool, templates: TemplateSet, targetOverride: ValidatedSpec.Target?) {
        guard !isDisabled, let folder = outputCacheFolder(environment: environment),
              let executable = Self.executableStamp(),
              case let workingDirectory = FileManager.default.currentDirectoryPath, !workingDirectory.isEmpty else { return nil }
        self.folder = folder
        self.workingDirectory = workingDirectory
        var hasher = ContentHasher()
        hasher.combine(Self.formatLine)
        hasher.combine(executable.text)
        hasher.combine(targetOverride?.rawValue ?? "")
        for name in templates.names {
            guard let source = templates.source(named: name) else { continue }
            hasher.combine(name)
            hasher.combine(source.path)
            hasher.combine(source.text)
        }
        runHasher = hasher
    }

    /// The fingerprint of everything that makes one spec's output.
    ///
    /// - Parameters:
    ///   - specBytes: The spec file's contents.
    ///   - specPath: The spec's path as given: diagnostics and the generated
    ///     header name it.
    func fingerprint(specBytes: [UInt8], specPath: String) -> String {
        var hasher = runHasher
        hasher.combine(specPath)
        hasher.combine(specBytes)
        return hasher.digest
    }

    /// Whether the file at `outputPath` is exactly as itemize left it after
    /// generating it from inputs with this fingerprint.
    ///
    /// The output's stamp must match the recorded one. A file system keeps
    /// modification times at a coarse tick (a few milliseconds on Linux, a
    /// second on some), so a same-size rewrite in place within the tick in
    /// which itemize wrote the file keeps its stamp: when the entry was
    /// recorded that close to the output's modification time, the output's
    /// bytes are hashed and compared too, and once they match a tick or
    /// more later the entry is dated anew, so only one run pays the read.
    func isUpToDate(outputPath: String, fingerprint: String) -> Bool {
        let absolutePath = absolute(outputPath)
        guard let bytes = try? readFileBytes(atPath: entryPath(forAbsoluteOutput: absolutePath)),
              let stamp = FileStamp(path: absolutePath) else { return false }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count == 6, lines[0] == Self.formatLine, lines[1] == absolutePath, lines[2] == fingerprint,
              FileStamp(text: lines[3]) == stamp, lines[5].isEmpty else { return false }
        let record = lines[4].split(separator: " ", omittingEmptySubsequences: false)
        guard record.count == 3, let seconds = Int64(record[1]), let nanoseconds = Int64(record[2]) else { return false }
        guard Self.mayHaveChangedUnseen(stamp, recordedAt: (seconds, nanoseconds)) else { return true }
        guard let output = try? readFileBytes(atPath: absolutePath) else { return false }
        var hasher = ContentHasher()
        hasher.combine(output)
        guard record[0] == hasher.digest else { return false }
        // Read a tick or more after it was written, the file can no longer
        // change unseen: dated now, the entry spares later runs the read.
        let now = Self.now()
        if !Self.mayHaveChangedUnseen(stamp, recordedAt: now) {
            writeEntry(absoluteOutputPath: absolutePath, fingerprint: fingerprint, stamp: stamp, digest: hasher.digest, recordedAt: now)
        }
        return true
    }

    /// Remembers that the file at `outputPath`, now stamped `stamp`, holds
    /// `contents`, generated from inputs with this fingerprint. Failures
    /// are ignored.
    func record(outputPath: String, fingerprint: String, stamp: FileStamp, contents: String) {
        record(outputPath: outputPath, fingerprint: fingerprint, stamp: stamp, contents: Array(contents.utf8))
    }

    /// Remembers that the file at `outputPath`, now stamped `stamp`, holds
    /// `contents`, generated from inputs with this fingerprint. Failures
    /// are ignored.
    func record(outputPath: String, fingerprint: String, stamp: FileStamp, contents: [UInt8]) {
        let absolutePath = absolute(outputPath)
        var hasher = ContentHasher()
        hasher.combine(contents)
        writeEntry(absoluteOutputPath: absolutePath, fingerprint: fingerprint, stamp: stamp, digest: hasher.digest, recordedAt: Self.now())
    }

    /// Writes the entry of the output at `absoluteOutputPath`, creating the
    /// cache folder if needed; failures are ignored.
    private func writeEntry(
        absoluteOutputPath: String, fingerprint: String, stamp: FileStamp, digest: String, recordedAt time: (seconds: Int64, nanoseconds: Int64)
    ) {
        guard !absoluteOutputPath.contains("\n") else { return }
        let text = "\(Self.formatLine)\n\(absoluteOutputPath)\n\(fingerprint)\n\(stamp.text)\n\(digest) \(time.seconds) \(time.nanoseconds)\n"
        let entry = entryPath(forAbsoluteOutput: absoluteOutputPath)
        if !writeAtomically(Array(text.utf8), to: entry) {
            // Most likely the folder does not exist yet; a second failure
            // means the cache cannot be written and is left alone.
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            _ = writeAtomically(Array(text.utf8), to: entry)
        }
    }

    /// Where the entry of the output at `absolutePath` lives.
    func entryPath(forAbsoluteOutput absolutePath: String) -> String {
        var hasher = ContentHasher()
        hasher.combine(absolutePath)
        return "\(folder)/\(hasher.digest)"
    }

    /// `path` from the root: entries are keyed by where the output is, not
    /// by how it was spelled.
    func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : "\(workingDirectory)/\(path)"
    }

    /// Whether a write could have followed the recording without changing
    /// the stamp: the entry was recorded within a tick of the output's
    /// modification time (or before it, if clocks disagree). A time with
    /// no nanoseconds suggests a file system that keeps whole seconds.
    private static func mayHaveChangedUnseen(_ stamp: FileStamp, recordedAt recorded: (seconds: Int64, nanoseconds: Int64)) -> Bool {
        let tick: Int64 = stamp.modificationNanoseconds == 0 ? 2_000_000_000 : 50_000_000
        let age = (recorded.seconds - stamp.modificationSeconds) &* 1_000_000_000
            &+ (recorded.nanoseconds - stamp.modificationNanoseconds)
        return age < tick
    }

    /// The wall-clock time, as file systems date files.
    private static func now() -> (seconds: Int64, nanoseconds: Int64) {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return (Int64(time.tv_sec), Int64(time.tv_nsec))
    }

    /// The stamp of the running executable: rebuilding or replacing itemize
    /// changes it, and with it every fingerprint.
    private static func executableStamp() -> FileStamp? {
        #if os(Linux)
        return FileStamp(path: "/proc/self/exe")
        #else
        return Bundle.main.executablePath.flatMap { FileStamp(path: $0) }
        #endif
    }
}

/// Writes `bytes` to a temporary file beside `path` and renames it over
/// `path`, so a reader sees the old entry or the whole new one.
///
/// - Returns: Whether the entry was written.
private func writeAtomically(_ bytes: [UInt8], to path: String) -> Bool {
    var template = Array("\(path).XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else { return false }
    let temporaryPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    let isClosed = close(descriptor) == 0
    guard written == bytes.count, isClosed, rename(temporaryPath, path) == 0 else {
        unlink(temporaryPath)
        return false
    }
    return true
}
