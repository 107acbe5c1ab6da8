import Foundation
import XCTest
@testable import ItemizeGenerator

/// The output cache: a run where nothing changed skips every spec without
/// touching a file, and any change to a spec, a template, the target or an
/// output makes the next run generate again and restore the right bytes.
///
/// In-process runs go through `runGenerate`, whose report says which specs
/// were generated and which skipped: that a skipped spec was not parsed is
/// observed there, not timed.
final class OutputCacheTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var cache: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        cache = try TemporaryFolder()
    }

    override func tearDown() {
        folder = nil
        cache = nil
    }

    /// Runs `itemize generate ARGUMENTS` in-process with the test's cache.
    private func generate(_ arguments: [String], environment: [String: String]? = nil) throws -> GenerationReport {
        guard case .generate(let options) = try parseItemizeArguments(["generate"] + arguments) else {
            XCTFail("not a generate command: \(arguments)")
            return GenerationReport()
        }
        var standardOutput = ""
        return try runGenerate(options, environment: environment ?? ["ITEMIZE_CACHE_DIR": cache.path], standardOutput: &standardOutput)
    }

    /// What the pipeline makes of `spec` at `specPath`, for comparing outputs.
    private func expected(_ spec: String, specPath: String, target: ValidatedSpec.Target? = nil, templates: TemplateSet = .builtIn) throws -> Data {
        Data(try GeneratorPipeline(templates: templates, target: target).generate(specBytes: Array(spec.utf8), file: specPath).utf8)
    }

    /// The cache entries, by file name.
    private func entries() throws -> [String] {
        guard FileManager.default.fileExists(atPath: cache.url("outputs")) else { return [] }
        return try cache.entries(in: "outputs")
    }

    // MARK: A run where nothing changed

    func testASecondRunSkipsTheSpecAndTouchesNoFile() throws {
        let spec = try folder.write(sampleSpec(), to: "Todo.itemize.json")
        let output = folder.url("Todo.swift")

        XCTAssertEqual(try generate([spec, "--output", output]), GenerationReport(generatedSpecs: [spec]))
        let listing = try folder.entries()
        let statuses = try listing.map { try folder.status(of: $0) }

        XCTAssertEqual(try generate([spec, "--output", output]), GenerationReport(upToDateSpecs: [spec]))
        XCTAssertEqual(try generate([spec, "--output", output]), GenerationReport(upToDateSpecs: [spec]))
        XCTAssertEqual(try folder.entries(), listing)
        XCTAssertEqual(try listing.map { try folder.status(of: $0) }, statuses)
        XCTAssertEqual(folder.contents(of: "Todo.swift"), try expected(sampleSpec(), specPath: spec))
        XCTAssertEqual(try entries().count, 1)
    }

    func testOnlyTheChangedSpecOfSeveralIsGenerated() throws {
        let todo = try folder.write(sampleSpec(), to: "Specs/Todo.itemize.json")
        let chore = try folder.write(sampleSpec(enumName: "ChoreItem"), to: "Specs/Chore.itemize.json")
        let outputs = folder.url("Generated") + "/"
        XCTAssertEqual(try generate([todo, chore, "--output", outputs]).generatedSpecs, [todo, chore])

        try folder.write(sampleSpec(enumName: "ErrandItem"), to: "Specs/Chore.itemize.json")

        XCTAssertEqual(try generate([todo, chore, "--output", outputs]), GenerationReport(generatedSpecs: [chore], upToDateSpecs: [todo]))
        XCTAssertEqual(folder.contents(of: "Generated/Chore.swift"), try expected(sampleSpec(enumName: "ErrandItem"), specPath: chore))
        XCTAssertEqual(folder.contents(of: "Generated/Todo.swift"), try expected(sampleSpec(), specPath: todo))
    }

    func testAnErrorInOneSpecWritesNothingWhileTheOthersAreUpToDate() throws {
        let todo = try folder.write(sampleSpec(), to: "Todo.itemize.json")
        let chore = try folder.write(sampleSpec(enumName: "ChoreItem"), to: "Chore.itemize.json")
        let outputs = folder.path + "/"
        _ = try generate([todo, chore, "--output", outputs])
        let before = try folder.status(of: "Chore.swift")
        try folder.write(brokenSpec, to: "Chore.itemize.json")

        XCTAssertThrowsError(try generate([todo, chore, "--output", outputs])) { error in
            guard case .invalidSpecs(let problems) = error as? CommandLineFailure else {
                return XCTFail("expected invalid specs, got \(error)")
            }
            XCTAssertFalse(problems.isEmpty)
            XCTAssertTrue("\(problems)".contains("Chore.itemize.json") && !"\(problems)".contains("Todo.itemize.json"), "\(problems)")
        }
        XCTAssertEqual(try folder.status(of: "Chore.swift"), before)
    }

    func testTheConfigCommandSkipsUpToDateSpecsToo() throws {
        try folder.write(sampleSpec(), to: "Specs/Todo.itemize.json")
        let config = try folder.write(#"{ "specs": [ { "spec": "Specs/Todo.itemize.json", "output": "Out/Todo.swift" } ] }"#, to: "itemize.json")

        XCTAssertEqual(try generate(["--config", config]).upToDateSpecs, [])
        XCTAssertEqual(try generate(["--config", config]).generatedSpecs, [])
        try folder.write(sampleSpec(enumName: "TaskItem"), to: "Specs/Todo.itemize.json")
        XCTAssertEqual(try generate(["--config", config]).upToDateSpecs, [])
        XCTAssertEqual(try generate(["--config", config]).generatedSpecs, [])
        let code = String(decoding: folder.contents(of: "Out/Todo.swift") ?? Data(), as: UTF8.self)
        XCTAssertTrue(code.contains("enum TaskItem"), code)
    }

    // MARK: What makes the next run generate

    func testAnEditedSpecIsGeneratedAndATouchedOneIsNot() throws {
        let spec = try folder.write(sampleSpec(), to: "Todo.itemize.json")
        let output = folder.url("Todo.swift")
        _ = try generate([spec, "--output", output])

        try folder.write(sampleSpec(enumName: "TaskItem"), to: "Todo.itemize.json")
        XCTAssertEqual(try generate([spec, "--output", output]), GenerationReport(generatedSpecs: [spec]))
        XCTAssertEqual(folder.contents(of: "Todo.swift"), try expected(sampleSpec(enumName: "TaskItem"), specPath: spec))

        try folder.backdate("Todo.itemize.json")
        XCTAssertEqual(try generate([spec, "--output", output]), GenerationReport(upToDateSpecs: [spec]))
    }

    func testTheSpecPathAsGivenIsPartOfTheInputs() throws {
        let spec = try folder.write(sampleSpec(), to: "Todo.itemize.json")
        let output = folder.url("Todo.swift")
        _ = try generate([spec, "--output", output])
        // The same file by another spelling: the header names the path given.
        let otherSpelling = folder.path + "/./Todo.itemize.json"

        XCTAssertEqual(try generate([otherSpelling, "--output", output]), GenerationReport(generatedSpecs: [otherSpelling]))
        XCTAssertEqual(folder.contents(of: "Todo.swift"), try expected(sampleSpec(), specPath: otherSpelling))
    }

    func testAnEditedTemplateOverrideIsGenerated() throws {
        let spec = try folder.write(sampleSpec(), to: "Todo.itemize.json")
        let output = folder.url("Todo.swift")
        let fileTemplate = try XCTUnwrap(TemplateSet.builtIn.source(named: GeneratorPipeline.rootTemplate)).text
        try folder.write("// First\n" + fileTemplate, to: "Templates/file.template")
        let templates = folder.url("Templates")
        _ = try generate([spec, "--output", output, "--templates", templates])
        XCTAssertEqual(try generate([spec, "--output", output, "--templates", templates]), GenerationReport(upToDateSpecs: [spec]))

        try folder.write("// Second\n" + fileTemplate, to: "Templates/file.template")

        XCTAssertEqual(try generate([spec, "--output", output, "--templates", templates]), GenerationReport(generatedSpecs: [spec]))
        let overridden = try TemplateSet.builtIn.overriding(withDirectory: templates)
        XCTAssertEqual(folder.contents(of: "Todo.swift"), try expected(sampleSpec(), specPath: spec, templates: overridden))
        XCTAssertTrue(String(decoding: folder.contents(of: "Todo.swift") ?? Data(), as: UTF8.self).hasPrefix("// Second\n"))

        // Dropping the override goes back to the built-in template.
        XCTAssertEqual(try generate([spec, "--output", output]), GenerationReport(generatedSpecs: [spec]))
        XCTAssertEqual(folder.contents(of: "Todo.swift"), try expected(sampleSpec(), specPath: spec))
    }

    func testAnotherTargetIsGenerated() throws {
        let spec = try folder.write(sampleSpec(), to: "Todo.itemize.json")
        let output = folder.url("Todo.swift")
        _ = try generate([spec, "--output", output])

        XCTAssertEqual(try generate([spec, "--output", output, "--target", "diffable"]), GenerationReport(generatedSpecs: [spec]))
        XCTAssertEqual(folder.contents(of: "Todo.swift"), try expected(sampleSpec(), specPath: spec, target: .diffable))
        XCTAssertEqual(try generate([spec, "--output", output, "--target", "diffable"]), GenerationReport(upToDateSpecs: [spec]))

        XCTAssertEqual(try generate([spec, "--output", output]), GenerationReport(generatedSpecs: [spec]))
        XCTAssertEqual(folder.contents(of: "Todo.swift"), try expected(sampleSpec(), specPath: spec))
    }

    func testAnEditedOutputIsRestored() throws {
        let spec = try folder.write(sampleSpec(), to: "Todo.itemize.json")
        let output = folder.url("Todo.swift")
        _ = try generate([spec, "--output", output])
        let good = try XCTUnwrap(folder.contents(of: "Todo.swift"))

        try folder.write("// edited by hand\n", to: "Todo.swift")

        XCTAssertEqual(try generate([spec, "--output", output]), GenerationReport(generatedSpecs: [spec]))
        XCTAssertEqual(folder.contents(of: "Todo.swift"), good)

        try FileManager.default.removeItem(atPath: output)
        XCTAssertEqual(try generate([spec, "--output", output]), GenerationReport(generatedSpecs: [spec]))
        XCTAssertEqual(folder.contents(of: "Todo.swift"), good)
    }

    func testATouchedOutputIsComparedAndLeftAloneThenTrusted() throws {
        let spec = try folder.write(sampleSpec(), to: "Todo.itemize.json")
        let output = folder.url("Todo.swift")
        _ = try generate([spec, "--output", output])
        try folder.backdate("Todo.swift")
        let touched = try folder.status(of: "Todo.swift")

        XCTAssertEqual(try generate([spec, "--output", output]), GenerationReport(generatedSpecs: [spec]))
        XCTAssertEqual(try folder.status(of: "Todo.swift"), touched, "the same bytes must not be rewritten")
        XCTAssertEqual(try generate([spec, "--output", output]), GenerationReport(upToDateSpecs: [spec]))
    }

    func testAnOutputRewrittenInPlaceWithinTheSameTickIsCaught() throws {
        let spec = try folder.write(sampleSpec(), to: "Todo.itemize.json")
        let output = folder.url("Todo.swift")
        _ = try generate([spec, "--output", output])
        let good = try XCTUnwrap(folder.contents(of: "Todo.swift"))
        let before = try XCTUnwrap(FileStamp(path: output))
        var original = stat()
        XCTAssertEqual(stat(output, &original), 0)

        // Same inode, same size, and the modification time put back to the
        // nanosecond: what a rewrite within one clock tick looks like.
        var edited = good
        edited[edited.startIndex] = UInt8(ascii: "#")
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        try handle.write(contentsOf: edited)
        try handle.close()
        #if canImport(Darwin)
        var times = [original.st_atimespec, original.st_mtimespec]
        #else
        var times = [original.st_atim, original.st_mtim]
        #endif
        XCTAssertEqual(utimensat(AT_FDCWD, output, &times, 0), 0)
        XCTAssertEqual(FileStamp(path: output), before)
        XCTAssertNotEqual(folder.contents(of: "Todo.swift"), good)

        XCTAssertEqual(try generate([spec, "--output", output]), GenerationReport(generatedSpecs: [spec]))
        XCTAssertEqual(folder.contents(of: "Todo.swift"), good)
    }

    // MARK: A cache that cannot be trusted or used

    func testACorruptTruncatedOrUnreadableEntryIsIgnored() throws {
        let spec = try folder.write(sampleSpec(), to: "Todo.itemize.json")
        let output = folder.url("Todo.swift")
        _ = try generate([spec, "--output", output])
        let good = try XCTUnwrap(folder.contents(of: "Todo.swift"))
        let entry = cache.url("outputs/" + (try XCTUnwrap(entries().first)))
        let recorded = try XCTUnwrap(FileManager.default.contents(atPath: entry))

        let damaged: [(String, () throws -> Void)] = [
            ("garbage", { try Data("\u{0}\u{1}not an entry\n".utf8).write(to: URL(fileURLWithPath: entry)) }),
            ("truncated", { try recorded.prefix(recorded.count / 2).write(to: URL(fileURLWithPath: entry)) }),
            ("without its last line", { try recorded.dropLast(30).write(to: URL(fileURLWithPath: entry)) }),
            ("empty", { try Data().write(to: URL(fileURLWithPath: entry)) }),
            ("a folder", {
                try FileManager.default.removeItem(atPath: entry)
                try FileManager.default.createDirectory(atPath: entry, withIntermediateDirectories: false)
            }),
        ]
        for (name, damage) in damaged {
            try? FileManager.default.removeItem(atPath: entry)
            _ = try generate([spec, "--output", output])
            XCTAssertEqual(try generate([spec, "--output", output]), GenerationReport(upToDateSpecs: [spec]), name)
            try damage()
            XCTAssertEqual(try generate([spec, "--output", output]), GenerationReport(generatedSpecs: [spec]), name)
            XCTAssertEqual(folder.contents(of: "Todo.swift"), good, name)
        }
    }

    func testAnUnwritableCacheFolderIsNoError() throws {
        let spec = try folder.write(sampleSpec(), to: "Todo.itemize.json")
        let output = folder.url("Todo.swift")
        // A file where the cache folder should be: nothing can be created in it.
        try cache.write("not a folder", to: "outputs")

        XCTAssertEqual(try generate([spec, "--output", output]), GenerationReport(generatedSpecs: [spec]))
        XCTAssertEqual(try generate([spec, "--output", output]), GenerationReport(generatedSpecs: [spec]))
        XCTAssertEqual(folder.contents(of: "Todo.swift"), try expected(sampleSpec(), specPath: spec))
    }

    func testCheckComparesEvenWhenAForgedEntryCallsAStaleOutputFresh() throws {
        let spec = try folder.write(sampleSpec(), to: "Todo.itemize.json")
        let output = folder.url("Todo.swift")
        _ = try generate([spec, "--output", output])
        try folder.write(sampleSpec(enumName: "TaskItem"), to: "Todo.itemize.json")
        // The entry now claims the old output was generated from the new spec.
        let forger = try XCTUnwrap(OutputCache(
            environment: ["ITEMIZE_CACHE_DIR": cache.path], isDisabled: false, templates: .builtIn, targetOverride: nil))
        let stale = try XCTUnwrap(folder.contents(of: "Todo.swift"))
        forger.record(
            outputPath: output, fingerprint: forger.fingerprint(specBytes: Array(sampleSpec(enumName: "TaskItem").utf8), specPath: spec),
            stamp: try XCTUnwrap(FileStamp(path: output)), contents: String(decoding: stale, as: UTF8.self))
        XCTAssertEqual(try generate([spec, "--output", output]), GenerationReport(upToDateSpecs: [spec]), "the forgery must fool a plain run")

        XCTAssertThrowsError(try generate([spec, "--output", output, "--check"])) { error in
            guard case .staleOutputs(let outputs, _) = error as? CommandLineFailure else {
                return XCTFail("expected stale outputs, got \(error)")
            }
            XCTAssertEqual(outputs.map(\.outputPath), [output])
        }
        let run = try runItemizeExecutable(["generate", "Todo.itemize.json", "--output", "Todo.swift", "--check"], in: folder.path,
                                           environment: ["ITEMIZE_CACHE_DIR": cache.path])
        XCTAssertEqual(run.exitCode, 1, run.standardError)
        XCTAssertTrue(run.standardError.contains("Todo.swift"), run.standardError)
        XCTAssertEqual(folder.contents(of: "Todo.swift"), stale)
    }

    func testNoCacheAndStandardOutputNeverUseOrWriteTheCache() throws {
        let spec = try folder.write(sampleSpec(), to: "Todo.itemize.json")
        let output = folder.url("Todo.swift")
        let disabled = ["ITEMIZE_CACHE_DIR": cache.path, "ITEMIZE_NO_CACHE": "1"]

        XCTAssertEqual(try generate([spec, "--output", output], environment: disabled), GenerationReport(generatedSpecs: [spec]))
        XCTAssertEqual(try generate([spec, "--output", output], environment: disabled), GenerationReport(generatedSpecs: [spec]))
        XCTAssertEqual(try generate([spec]), GenerationReport(generatedSpecs: [spec]))
        XCTAssertEqual(try generate([spec, "--output", output, "--check"]), GenerationReport(generatedSpecs: [spec]))
        XCTAssertEqual(try cache.entries(), [])
        let sandboxed = ["ITEMIZE_CACHE_DIR": cache.path, "ENABLE_USER_SCRIPT_SANDBOXING": "YES"]
        XCTAssertEqual(try generate([spec, "--output", output], environment: sandboxed), GenerationReport(generatedSpecs: [spec]))
        XCTAssertEqual(try cache.entries(), [])

        _ = try generate([spec, "--output", output])
        XCTAssertEqual(try entries().count, 1)
        XCTAssertEqual(try generate([spec, "--output", output, "--no-cache"]), GenerationReport(generatedSpecs: [spec]))
        XCTAssertEqual(try generate([spec, "--output", output]), GenerationReport(upToDateSpecs: [spec]))
    }

    func testTheCacheFolderFollowsTheBuildStepScript() {
        XCTAssertEqual(outputCacheFolder(environment: ["ITEMIZE_CACHE_DIR": "/c/", "HOME": "/h"]), "/c/outputs")
        XCTAssertNil(outputCacheFolder(environment: [:]))
        XCTAssertNil(outputCacheFolder(environment: ["ITEMIZE_CACHE_DIR": "/c", "ITEMIZE_NO_CACHE": "yes"]))
        XCTAssertEqual(outputCacheFolder(environment: ["ITEMIZE_CACHE_DIR": "/c", "ITEMIZE_NO_CACHE": "0"]), "/c/outputs")
        #if canImport(Darwin)
        XCTAssertEqual(outputCacheFolder(environment: ["HOME": "/h"]), "/h/Library/Caches/itemize/outputs")
        #else
        XCTAssertEqual(outputCacheFolder(environment: ["HOME": "/h"]), "/h/.cache/itemize/outputs")
        XCTAssertEqual(outputCacheFolder(environment: ["HOME": "/h", "XDG_CACHE_HOME": "/x"]), "/x/itemize/outputs")
        #endif
    }

    // MARK: Through the executable

    func testTheExecutableLeavesTheProjectAsItWasOnANoOpRunAndTheCacheOutsideIt() throws {
        try folder.write(sampleSpec(), to: "Specs/Todo.itemize.json")
        try folder.write(#"{ "specs": [ { "spec": "Specs/Todo.itemize.json", "output": "Out/Todo.swift" } ] }"#, to: "itemize.json")
        let environment = ["ITEMIZE_CACHE_DIR": cache.path]
        let first = try runItemizeExecutable(["generate", "--config", "itemize.json"], in: folder.path, environment: environment)
        XCTAssertEqual(first.exitCode, 0, first.standardError)
        XCTAssertEqual(try entries().count, 1)
        let good = try XCTUnwrap(folder.contents(of: "Out/Todo.swift"))
        let names = ["itemize.json", "Specs", "Specs/Todo.itemize.json", "Out", "Out/Todo.swift"]
        let statuses = try names.map { try folder.status(of: $0) }

        for _ in 0..<3 {
            let run = try runItemizeExecutable(["generate", "--config", "itemize.json"], in: folder.path, environment: environment)
            XCTAssertEqual(run.exitCode, 0, run.standardError)
            XCTAssertEqual(run.standardError + run.standardOutput, "")
        }

        XCTAssertEqual(try folder.entries(), ["Out", "Specs", "itemize.json"])
        XCTAssertEqual(try folder.entries(in: "Out"), ["Todo.swift"])
        XCTAssertEqual(try names.map { try folder.status(of: $0) }, statuses)

        try folder.write("// edited\n", to: "Out/Todo.swift")
        let restore = try runItemizeExecutable(["generate", "--config", "itemize.json"], in: folder.path, environment: environment)
        XCTAssertEqual(restore.exitCode, 0, restore.standardError)
        XCTAssertEqual(folder.contents(of: "Out/Todo.swift"), good)
    }

    func testNoCacheInTheEnvironmentWritesNothingToTheCacheFolder() throws {
        try folder.write(sampleSpec(), to: "Todo.itemize.json")
        let environment = ["ITEMIZE_CACHE_DIR": cache.path, "ITEMIZE_NO_CACHE": "1"]
        for _ in 0..<2 {
            let run = try runItemizeExecutable(["generate", "Todo.itemize.json", "--output", "Todo.swift"], in: folder.path, environment: environment)
            XCTAssertEqual(run.exitCode, 0, run.standardError)
        }
        XCTAssertEqual(try cache.entries(), [])
        XCTAssertEqual(folder.contents(of: "Todo.swift"), try expected(sampleSpec(), specPath: "Todo.itemize.json"))
    }

    // MARK: The hash

    func testTheHashSeesEveryByteAndWhereFieldsSplit() {
        func digest(_ fields: [[UInt8]]) -> String {
            var hasher = ContentHasher()
            fields.forEach { hasher.combine($0) }
            return hasher.digest
        }
        XCTAssertNotEqual(digest([Array("ab".utf8), Array("c".utf8)]), digest([Array("a".utf8), Array("bc".utf8)]))
        XCTAssertNotEqual(digest([[]]), digest([[0]]))
        let base = (0..<37).map { UInt8($0 * 7 & 0xFF) }
        var seen: Set<String> = [digest([base])]
        for index in base.indices {
            for bit in 0..<8 {
                var flipped = base
                flipped[index] ^= 1 << bit
                seen.insert(digest([flipped]))
            }
        }
        XCTAssertEqual(seen.count, 1 + base.count * 8)
        XCTAssertEqual(digest([base]).count, 32)
    }
}
