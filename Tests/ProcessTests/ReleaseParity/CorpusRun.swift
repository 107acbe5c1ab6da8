import Foundation
import GeneratorTestSupport

/// One command of the CLI corpus: the files it starts from and the
/// arguments, run in a fresh folder holding only those files.
struct CorpusRun: Sendable {
    /// What the run tries, for a difference's message.
    var name: String
    /// The files of the folder, by relative path.
    var files: [String: Data]
    /// The arguments after `itemize`, with paths relative to the folder.
    var arguments: [String]

    /// What `executable` does with this run, in a fresh folder.
    func outcome(with executable: URL) throws -> CorpusOutcome {
        let folder = try TemporaryFolder()
        for (path, bytes) in files {
            let file = folder.url(path)
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try bytes.write(to: URL(fileURLWithPath: file))
        }
        let run = try runCapturingOutput(executable, arguments, in: folder.path)
        // A path that names the folder itself differs between two folders.
        func relative(_ text: String) -> String {
            text.replacingOccurrences(of: folder.path, with: "<folder>")
        }
        return CorpusOutcome(
            exitCode: run.exitCode, standardOutput: relative(run.standardOutput),
            standardError: relative(run.standardError), files: try filesBelow(folder.path))
    }
}

/// The outcome of each run of `corpus` with `executable`, in order. Four
/// run at a time: most of a run is starting a process and waiting for it.
func outcomes(of corpus: [CorpusRun], with executable: URL) throws -> [CorpusOutcome] {
    let results = OutcomeResults(count: corpus.count)
    let workers = 4
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
        for index in stride(from: worker, to: corpus.count, by: workers) {
            results.store(Result { try corpus[index].outcome(with: executable) }, at: index)
        }
    }
    return try results.all()
}

/// The outcomes the workers of `outcomes(of:with:)` store.
private final class OutcomeResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<CorpusOutcome, any Error>?]

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    func store(_ result: Result<CorpusOutcome, any Error>, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        results[index] = result
    }

    /// Every outcome in order; the first failure to run one is thrown.
    func all() throws -> [CorpusOutcome] {
        lock.lock()
        defer { lock.unlock() }
        return try results.map { try $0!.get() }
    }
}

/// What one run printed, returned and left in its folder.
struct CorpusOutcome: Equatable, Sendable {
    var exitCode: Int32
    var standardOutput: String
    var standardError: String
    /// Every file in the folder afterwards, inputs included, by relative path.
    var files: [String: Data]

    /// How `other` differs from this outcome, a readable paragraph per
    /// stream, file or exit code; empty when they are the same.
    func differences(from other: CorpusOutcome) -> [String] {
        var differences: [String] = []
        if exitCode != other.exitCode {
            differences.append("exit code \(exitCode) became \(other.exitCode)")
        }
        if standardOutput != other.standardOutput {
            differences.append("standard output:\n" + firstDifferentLines(standardOutput, other.standardOutput))
        }
        if standardError != other.standardError {
            differences.append("standard error:\n" + firstDifferentLines(standardError, other.standardError))
        }
        for path in Set(files.keys).union(other.files.keys).sorted() where files[path] != other.files[path] {
            switch (files[path], other.files[path]) {
            case (nil, _): differences.append("\(path): written only by the second")
            case (_, nil): differences.append("\(path): written only by the first")
            case let (first?, second?):
                differences.append("\(path):\n" + firstDifferentLines(
                    String(decoding: first, as: UTF8.self), String(decoding: second, as: UTF8.self)))
            }
        }
        return differences
    }
}

/// The first line where two texts differ, as `-` the first text's line and
/// `+` the second's, with the line number; a long line is cut to the part
/// around its first difference.
private func firstDifferentLines(_ first: String, _ second: String) -> String {
    let firstLines = first.split(separator: "\n", omittingEmptySubsequences: false)
    let secondLines = second.split(separator: "\n", omittingEmptySubsequences: false)
    let index = zip(firstLines, secondLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(firstLines.count, secondLines.count)
    let firstLine = index < firstLines.count ? Array(firstLines[index]) : nil
    let secondLine = index < secondLines.count ? Array(secondLines[index]) : nil
    let column = zip(firstLine ?? [], secondLine ?? []).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(firstLine?.count ?? 0, secondLine?.count ?? 0)
    // Enough of the line before the difference to recognise it.
    let start = column > 160 ? column - 80 : 0
    func shown(_ line: [Character]?) -> String {
        guard let line else { return "(no line: the text ends)" }
        let end = min(line.count, start + 240)
        return (start > 0 ? "…" : "") + String(line[start..<max(start, end)]) + (end < line.count ? "…" : "")
    }
    let place = start > 0 ? ", from column \(start + 1)" : ""
    return "  line \(index + 1)\(place):\n  - \(shown(firstLine))\n  + \(shown(secondLine))"
}

/// Every regular file under `folder`, by path relative to it.
private func filesBelow(_ folder: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return files }
    while let path = enumerator.nextObject() as? String {
        let full = folder + "/" + path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
            files[path] = try Data(contentsOf: URL(fileURLWithPath: full))
        }
    }
    return files
}
