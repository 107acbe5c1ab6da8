import Foundation

/// A fresh folder under the system's temporary folder, removed when the
/// value goes away, for tests that read and write real files.
public final class TemporaryFolder {
    /// The folder's absolute path, without a trailing slash.
    public let path: String

    public init() throws {
        path = NSTemporaryDirectory().appending("itemize-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The absolute path of `name` inside the folder.
    public func url(_ name: String) -> String {
        "\(path)/\(name)"
    }

    /// Writes `text` to `name` (creating subfolders) and returns its path.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> String {
        let file = url(name)
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// The bytes of `name`, or nil if there is no such file.
    public func contents(of name: String) -> Data? {
        FileManager.default.contents(atPath: url(name))
    }

    /// The names in `subfolder` (the folder itself by default), sorted,
    /// hidden ones included so that a left-over temporary file shows.
    public func entries(in subfolder: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: subfolder.isEmpty ? path : url(subfolder)).sorted()
    }

    /// Sets the modification date of `name` far in the past, so that a test
    /// can tell "not rewritten" from "rewritten" without waiting.
    public func backdate(_ name: String) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: url(name))
    }

    /// The modification date, inode and permission bits of `name`.
    public func status(of name: String) throws -> FileStatus {
        let attributes = try FileManager.default.attributesOfItem(atPath: url(name))
        return FileStatus(
            modificationDate: attributes[.modificationDate] as? Date,
            inode: (attributes[.systemFileNumber] as? NSNumber)?.uint64Value,
            permissions: (attributes[.posixPermissions] as? NSNumber)?.intValue
        )
    }
}

/// What tells a rewritten file from an untouched one.
public struct FileStatus: Equatable {
    public var modificationDate: Date?
    public var inode: UInt64?
    public var permissions: Int?
}
