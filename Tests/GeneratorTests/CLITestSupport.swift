import Foundation
import XCTest
@testable import ItemizeGenerator

/// A fresh folder under the system's temporary folder, removed when the
/// value goes away, for tests that read and write real files.
final class TemporaryFolder {
    /// The folder's absolute path, without a trailing slash.
    let path: String

    init() throws {
        path = NSTemporaryDirectory().appending("itemize-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The absolute path of `name` inside the folder.
    func url(_ name: String) -> String {
        "\(path)/\(name)"
    }

    /// Writes `text` to `name` (creating subfolders) and returns its path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        let file = url(name)
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// The bytes of `name`, or nil if there is no such file.
    func contents(of name: String) -> Data? {
        FileManager.default.contents(atPath: url(name))
    }

    /// The names in `subfolder` (the folder itself by default), sorted,
    /// hidden ones included so that a left-over temporary file shows.
    func entries(in subfolder: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: subfolder.isEmpty ? path : url(subfolder)).sorted()
    }

    /// Sets the modification date of `name` far in the past, so that a test
    /// can tell "not rewritten" from "rewritten" without waiting.
    func backdate(_ name: String) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: url(name))
    }

    /// The modification date, inode and permission bits of `name`.
    func status(of name: String) throws -> FileStatus {
        let attributes = try FileManager.default.attributesOfItem(atPath: url(name))
        return FileStatus(
            modificationDate: attributes[.modificationDate] as? Date,
            inode: (attributes[.systemFileNumber] as? NSNumber)?.uint64Value,
            permissions: (attributes[.posixPermissions] as? NSNumber)?.intValue
        )
    }
}

/// What tells a rewritten file from an untouched one.
struct FileStatus: Equatable {
    var modificationDate: Date?
    var inode: UInt64?
    var permissions: Int?
}

/// A small valid spec per DESIGN.md: two item kinds, two sections.
func sampleSpec(enumName: String = "TodoItem") -> String {
    """
    {
      "enum": "\(enumName)",
      "items": [
        { "name": "Task", "identity": "id",
          "fields": [ { "name": "id", "type": "String" }, { "name": "title", "type": "String" } ],
          "cell": "TaskCell" },
        { "name": "Divider", "identity": "id", "fields": [ { "name": "id", "type": "Int" } ] }
      ],
      "sections": [
        { "name": "today", "header": "Today", "items": ["Task", "Divider"] },
        { "name": "later", "items": ["Task"] }
      ]
    }

    """
}

/// A spec with an error on line 3: `identity` names no field.
let brokenSpec = """
    {
      "enum": "BrokenItem",
      "items": [ { "name": "Task", "identity": "missing", "fields": [ { "name": "id", "type": "String" } ] } ],
      "sections": [ { "name": "main", "items": ["Task"] } ]
    }

    """

/// What one run of the `itemize` executable did.
struct ItemizeRun {
    var exitCode: Int32
    var standardOutput: String
    var standardError: String
}

/// The built `itemize` executable: it sits in the build products folder,
/// beside the test bundle on macOS and beside the test runner on Linux.
func itemizeExecutable() throws -> URL {
    var folders: [URL] = Bundle.allBundles
        .filter { $0.bundleURL.pathExtension == "xctest" }
        .map { $0.bundleURL.deletingLastPathComponent() }
    folders.append(Bundle.main.bundleURL)
    if let runner = CommandLine.arguments.first {
        folders.append(URL(fileURLWithPath: runner).resolvingSymlinksInPath().deletingLastPathComponent())
    }
    for folder in folders {
        let candidate = folder.appendingPathComponent("itemize")
        if FileManager.default.isExecutableFile(atPath: candidate.path) {
            return candidate
        }
    }
    throw ExecutableNotFound(searched: folders.map(\.path))
}

/// No `itemize` beside the tests: the build did not produce it.
struct ExecutableNotFound: Error, CustomStringConvertible {
    var searched: [String]
    var description: String { "no itemize executable in \(searched)" }
}

/// Runs the built `itemize` in `directory` (so that paths are typed as a
/// user in that folder would) and collects its exit code and output.
///
/// - Parameter environment: Added to the test's own environment.
func runItemizeExecutable(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> ItemizeRun {
    let merged = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    return try runCapturingOutput(try itemizeExecutable(), arguments, in: directory, environment: merged)
}

/// Runs `executable` in `directory` and collects its exit code and its two
/// streams; `environment` replaces the test's own when given.
func runCapturingOutput(
    _ executable: URL, _ arguments: [String], in directory: String, environment: [String: String]? = nil
) throws -> ItemizeRun {
    // Output goes to files, not pipes, so a large output can never block
    // the child while the test waits for it to exit.
    let capture = try TemporaryFolder()
    try capture.write("", to: "out")
    try capture.write("", to: "err")
    let standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: capture.url("out")))
    let standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: capture.url("err")))
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment {
        process.environment = environment
    }
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.standardOutput = standardOutput
    process.standardError = standardError
    try process.run()
    process.waitUntilExit()
    try standardOutput.close()
    try standardError.close()
    return ItemizeRun(
        exitCode: process.terminationStatus,
        standardOutput: String(decoding: capture.contents(of: "out") ?? Data(), as: UTF8.self),
        standardError: String(decoding: capture.contents(of: "err") ?? Data(), as: UTF8.self)
    )
}

extension GeneratedOutput {
    /// An output of `text`, for tests of the output stage.
    init(specPath: String, outputPath: String, text: String) {
        self.init(specPath: specPath, outputPath: outputPath, bytes: Array(text.utf8))
    }
}

/// Whether `line` is one diagnostic of `file` as Xcode shows it inline:
/// `FILE:LINE:COLUMN: error: MESSAGE`, the line and column counted from 1,
/// and a message when `needsMessage` is true.
func isLocatedError(_ line: Substring, in file: String, needsMessage: Bool = true) -> Bool {
    guard line.hasPrefix(file + ":") else { return false }
    let rest = line.dropFirst(file.count + 1).split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
    guard rest.count == 3, let lineNumber = Int(rest[0]), let column = Int(rest[1]), lineNumber > 0, column > 0,
        rest[2].hasPrefix(" error: ")
    else { return false }
    return !needsMessage || rest[2].count > " error: ".count
}
