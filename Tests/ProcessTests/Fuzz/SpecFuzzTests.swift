import Foundation
import GeneratorTestSupport
import XCTest
@testable import ItemizeGenerator

/// Feeds the generator damaged specs, mutated from the examples and the
/// fixtures, and checks that it never crashes or hangs, that every
/// rejection is a located diagnostic, that the executable leaves a good
/// output untouched when it rejects a spec, and that accepted mutants give
/// code that compiles.
///
/// A crash kills the test process, which is the failure signal; the input
/// being tried is kept in a file named at the start, so it can be pinned
/// under `Regressions/`. By default it fuzzes specs for 10 s, configs for
/// 3 s, runs 16 mutants through the executable and type-checks 2; the
/// exhaustive run (`ITEMIZE_EXHAUSTIVE=1`) fuzzes for 20 s and 4 s, runs 40
/// and type-checks 6, and prints what it tried. `ITEMIZE_FUZZ_SECONDS`,
/// `ITEMIZE_FUZZ_SEED` and `ITEMIZE_FUZZ_TYPECHECKS` run it longer or
/// elsewhere.
final class SpecFuzzTests: XCTestCase {
    /// The longest a spec of `byteCount` bytes may take before it counts as
    /// a hang: 3 s, plus a second per megabyte. It catches loops and
    /// quadratic work, not slowness: a debug build on a 2-core machine reads
    /// a 2.8 MB mutant with a 2.7 MB field type in about 2 s, and the CI
    /// machine may be slower (a release build takes 0.35 s).
    private static func timeLimit(forByteCount byteCount: Int) -> DispatchTimeInterval {
        .milliseconds(3_000 + byteCount / 1_000)
    }

    private static var seed: UInt64 {
        ProcessInfo.processInfo.environment["ITEMIZE_FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_261_130
    }

    private static var seconds: Double {
        ProcessInfo.processInfo.environment["ITEMIZE_FUZZ_SECONDS"].flatMap { Double($0) } ?? (isExhaustiveRun ? 20 : 10)
    }

    /// How many mutants go through the executable.
    private static var executableRuns: Int {
        isExhaustiveRun ? 40 : 16
    }

    func testMutatedSpecsAreRejectedWithLocatedDiagnosticsOrGenerateTheSameCodeTwice() throws {
        let mutator = try SpecMutator(specs: goodSpecs())
        let pipeline = GeneratorPipeline(templates: .builtIn)
        // Outside any folder a test removes, so that it survives a crash.
        let lastInput = NSTemporaryDirectory().appending("itemize-fuzz-\(Self.seed).json")
        if isExhaustiveRun {
            print("SpecFuzzTests: seed \(Self.seed), the input being tried is kept in \(lastInput)")
        }
        var random = SpecFuzzRandom(seed: Self.seed)
        let deadline = Date().addingTimeInterval(Self.seconds)
        var counts = (accepted: 0, rejected: 0)
        var iteration = 0
        while Date() < deadline, iteration < 1_000_000 {
            defer { iteration += 1 }
            let mutant = mutator.mutant(using: &random)
            try Data(mutant.bytes).write(to: URL(fileURLWithPath: lastInput))
            let context = "iteration \(iteration) of seed \(Self.seed): \(mutant.steps.joined(separator: "; "))"
            guard let outcome = Self.generate(mutant.bytes, with: pipeline) else {
                XCTFail("no answer within the time limit, \(context); input kept in \(lastInput)")
                return
            }
            switch outcome {
            case .success(let code):
                counts.accepted += 1
                guard case .success(code)? = Self.generate(mutant.bytes, with: pipeline) else {
                    XCTFail("a second run gave something else, \(context)")
                    return
                }
            case .failure(let error):
                counts.rejected += 1
                XCTAssertFalse(error.diagnostics.isEmpty, "rejected without a diagnostic, \(context)")
                let lengths = lineLengths(of: mutant.bytes)
                for diagnostic in error.diagnostics {
                    if let problem = locationProblem(of: diagnostic, lineLengths: lengths, file: Self.specName) {
                        XCTFail("\(problem), \(context)")
                    }
                }
            }
            if testRun?.failureCount ?? 0 > 0 {
                // One failing mutant says enough; the rest would repeat it.
                return
            }
        }
        try? FileManager.default.removeItem(atPath: lastInput)
        if isExhaustiveRun {
            print("SpecFuzzTests: \(iteration) mutants, \(counts.accepted) accepted, \(counts.rejected) rejected")
        }
        XCTAssertGreaterThan(iteration, 100, "the time budget allowed too few mutants to mean anything")
        // Both outcomes must occur, or the mutations are too mild or too wild.
        XCTAssertGreaterThan(counts.accepted, 0)
        XCTAssertGreaterThan(counts.rejected, iteration / 2)
    }

    func testTheExecutableRejectsMutantsWithLocatedErrorsAndLeavesTheGoodOutputUntouched() throws {
        let mutator = try SpecMutator(specs: goodSpecs())
        let pipeline = GeneratorPipeline(templates: .builtIn)
        let folder = try TemporaryFolder()
        let good = try String(contentsOf: packageRoot.appendingPathComponent("Examples/Feed.itemize.json"), encoding: .utf8)
        try folder.write(good, to: Self.specName)
        let first = try runItemizeExecutable(["generate", Self.specName, "--output", "Spec.swift"], in: folder.path)
        XCTAssertEqual(first.exitCode, 0, first.standardError)
        let goodOutput = folder.contents(of: "Spec.swift")
        try folder.backdate("Spec.swift")
        var goodStatus = try folder.status(of: "Spec.swift")

        var random = SpecFuzzRandom(seed: Self.seed ^ 0xC11)
        var rejections = 0
        for iteration in 0..<Self.executableRuns {
            let mutant = mutator.mutant(using: &random)
            let context = "iteration \(iteration) of seed \(Self.seed ^ 0xC11): \(mutant.steps.joined(separator: "; "))"
            try Data(mutant.bytes).write(to: URL(fileURLWithPath: folder.url(Self.specName)))

            let run = try runItemizeExecutable(["generate", Self.specName, "--output", "Spec.swift"], in: folder.path)

            XCTAssertEqual(try folder.entries(), [Self.specName, "Spec.swift"], context)
            switch Self.generate(mutant.bytes, with: pipeline) {
            case .success(let code):
                XCTAssertEqual(run.exitCode, 0, "\(run.standardError)\(context)")
                XCTAssertEqual(folder.contents(of: "Spec.swift"), Data(code.utf8), context)
                try goodOutput?.write(to: URL(fileURLWithPath: folder.url("Spec.swift")))
                try folder.backdate("Spec.swift")
                goodStatus = try folder.status(of: "Spec.swift")
            case .failure(let error):
                rejections += 1
                XCTAssertEqual(run.exitCode, 1, context)
                XCTAssertEqual(run.standardOutput, "", context)
                let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                XCTAssertEqual(lines.count, error.diagnostics.count, "one line per diagnostic, \(context)")
                for line in lines {
                    XCTAssertTrue(isLocatedError(line, in: "Spec.itemize.json", needsMessage: false), "\(line), \(context)")
                }
                XCTAssertEqual(folder.contents(of: "Spec.swift"), goodOutput, context)
                XCTAssertEqual(try folder.status(of: "Spec.swift"), goodStatus, context)
            case nil:
                XCTFail("no answer within the time limit, \(context)")
            }
        }
        XCTAssertGreaterThan(rejections, Self.executableRuns / 2)
    }

    func testAcceptedMutantsTypeCheckAgainstTheRuntime() throws {
        let modules = try itemizeExecutable().deletingLastPathComponent().appendingPathComponent("Modules")
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("ItemizeRuntime.swiftmodule").path) else {
            throw XCTSkip("no ItemizeRuntime module in \(modules.path)")
        }
        let swiftc = try XCTUnwrap(findSwiftc(), "no swiftc on PATH")
        let mutator = try SpecMutator(specs: goodSpecs())
        let pipeline = GeneratorPipeline(templates: .builtIn)
        let folder = try TemporaryFolder()
        let wanted = ProcessInfo.processInfo.environment["ITEMIZE_FUZZ_TYPECHECKS"].flatMap { Int($0) } ?? (isExhaustiveRun ? 6 : 2)
        var random = SpecFuzzRandom(seed: Self.seed ^ 0x7C)
        var compiled = 0
        var iteration = 0
        while compiled < wanted, iteration < 100 * wanted {
            defer { iteration += 1 }
            let mutant = mutator.mutant(using: &random)
            guard case .success(let code)? = Self.generate(mutant.bytes, with: pipeline) else { continue }
            let file = folder.url("Mutant\(iteration).swift")
            try code.write(toFile: file, atomically: false, encoding: .utf8)
            let result = try runCompiler(
                swiftc,
                ["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-package-name", "Fuzz",
                 "-I", modules.path, file])
            if result.status == 0 {
                compiled += 1
            } else if !result.output.contains("error: cannot find type") {
                // A spec may name types only its app declares; anything else
                // is code the generator got wrong.
                XCTFail("the code of an accepted mutant does not compile, iteration \(iteration) of seed \(Self.seed ^ 0x7C): "
                    + "\(mutant.steps.joined(separator: "; "))\n\(result.output.prefix(2_000))")
                return
            }
        }
        XCTAssertEqual(compiled, wanted, "too few accepted mutants compiled to mean anything")
    }

    func testMutatedConfigsAreRejectedWithLocatedDiagnosticsOrRead() throws {
        let example = try [UInt8](Data(contentsOf: packageRoot.appendingPathComponent("Examples/Consumer/itemize.json")))
        let mutator = try SpecMutator(specs: [
            example,
            Array(#"{ "specs": [ { "spec": "A.itemize.json" }, { "spec": "B.json", "output": "Out/B.swift" } ], "outputDirectory": "Gen/", "templates": "T" }"#.utf8),
        ])
        var random = SpecFuzzRandom(seed: Self.seed ^ 0xC0F)
        var counts = (accepted: 0, rejected: 0)
        let lastInput = NSTemporaryDirectory().appending("itemize-fuzz-config-\(Self.seed).json")
        let deadline = Date().addingTimeInterval(min(Self.seconds, isExhaustiveRun ? 4 : 3))
        while Date() < deadline {
            let mutant = mutator.mutant(using: &random)
            try Data(mutant.bytes).write(to: URL(fileURLWithPath: lastInput))
            let context = "iteration \(counts.accepted + counts.rejected) of seed \(Self.seed ^ 0xC0F): \(mutant.steps.joined(separator: "; "))"
            let box = OutcomeBox()
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                do throws(DiagnosticError) {
                    _ = try validateConfig(try parseJSON(mutant.bytes, file: "itemize.json"), file: "itemize.json")
                    box.result = .success("")
                } catch {
                    box.result = .failure(error)
                }
                done.signal()
            }
            guard done.wait(timeout: .now() + Self.timeLimit(forByteCount: mutant.bytes.count)) == .success,
                  let result = box.result else {
                XCTFail("no answer within the time limit, \(context)")
                return
            }
            switch result {
            case .success:
                counts.accepted += 1
            case .failure(let error):
                counts.rejected += 1
                XCTAssertFalse(error.diagnostics.isEmpty, "rejected without a diagnostic, \(context)")
                let lengths = lineLengths(of: mutant.bytes)
                for diagnostic in error.diagnostics {
                    if let problem = locationProblem(of: diagnostic, lineLengths: lengths, file: "itemize.json") {
                        XCTFail("\(problem), \(context)")
                        return
                    }
                }
            }
        }
        try? FileManager.default.removeItem(atPath: lastInput)
        if isExhaustiveRun {
            print("SpecFuzzTests: \(counts.accepted + counts.rejected) config mutants, \(counts.accepted) accepted")
        }
        XCTAssertGreaterThan(counts.accepted, 0)
        XCTAssertGreaterThan(counts.rejected, 0)
    }

    func testPinnedRegressionInputsAreRejectedWithLocatedDiagnostics() throws {
        let folder = packageRoot.appendingPathComponent("Tests/ProcessTests/Fuzz/Regressions")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertFalse(names.isEmpty, "no pinned inputs in \(folder.path)")
        let pipeline = GeneratorPipeline(templates: .builtIn)
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            switch Self.generate(bytes, with: pipeline) {
            case .failure(let error):
                XCTAssertFalse(error.diagnostics.isEmpty, name)
                let lengths = lineLengths(of: bytes)
                for diagnostic in error.diagnostics {
                    if let problem = locationProblem(of: diagnostic, lineLengths: lengths, file: Self.specName) {
                        XCTFail("\(problem) in \(name)")
                    }
                }
            case .success:
                XCTFail("\(name) was accepted; every pinned input is a broken spec")
            case nil:
                XCTFail("\(name) took longer than the time limit")
            }
        }
    }

    // MARK: - Support

    private static let specName = "Spec.itemize.json"

    /// The examples and the fixtures, the specs every mutant starts from.
    private func goodSpecs() throws -> [[UInt8]] {
        var specs: [[UInt8]] = []
        for folder in ["Examples", "Tests/GeneratorTests/Fixtures"] {
            let url = packageRoot.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() where name.hasSuffix(".itemize.json") {
                specs.append(try [UInt8](Data(contentsOf: url.appendingPathComponent(name))))
            }
        }
        XCTAssertGreaterThanOrEqual(specs.count, 3)
        return specs
    }

    /// Generates on another thread and waits at most its time limit; nil
    /// means it did not answer in time (the thread is left running).
    private static func generate(_ bytes: [UInt8], with pipeline: GeneratorPipeline) -> Result<String, DiagnosticError>? {
        let box = OutcomeBox()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            do throws(DiagnosticError) {
                box.result = .success(try pipeline.generate(specBytes: bytes, file: specName))
            } catch {
                box.result = .failure(error)
            }
            done.signal()
        }
        guard done.wait(timeout: .now() + timeLimit(forByteCount: bytes.count)) == .success else { return nil }
        return box.result
    }
}

/// Why a diagnostic is not one an editor can jump to, or nil if it is: it
/// needs the right file, a line and a column inside the text (the column
/// just past a line's end counts, for "unexpected end of file"), and one
/// line of text, since build logs are read line by line.
///
/// - Parameter lengths: `lineLengths(of:)` the text, computed once for all
///   of its diagnostics: a mutant can have hundreds of thousands.
private func locationProblem(of diagnostic: Diagnostic, lineLengths lengths: [Int], file: String) -> String? {
    guard let location = diagnostic.location else {
        return "no location: \(diagnostic)"
    }
    guard location.file == file else {
        return "file \(location.file), expected \(file): \(diagnostic)"
    }
    guard location.line >= 1, location.line <= lengths.count else {
        return "line \(location.line) outside 1...\(lengths.count): \(diagnostic)"
    }
    guard location.column >= 1, location.column <= lengths[location.line - 1] + 1 else {
        return "column \(location.column) outside line \(location.line) of \(lengths[location.line - 1]) bytes: \(diagnostic.description.prefix(300))"
    }
    let line = diagnostic.description
    if line.contains(where: { $0.isNewline }) || line.unicodeScalars.contains(where: { $0.value < 0x20 }) {
        return "a line break or control character inside the message: \(line.debugDescription.prefix(300))"
    }
    if line.unicodeScalars.count > Diagnostic.maximumLineLength + 20 {
        return "a message of \(line.unicodeScalars.count) characters: \(line.prefix(300))"
    }
    return nil
}

/// The length in bytes of each line, as the reader counts lines: `\n`,
/// `\r\n` and a lone `\r` end one, and a leading byte order mark is not a
/// column.
private func lineLengths(of bytes: [UInt8]) -> [Int] {
    var lengths: [Int] = []
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var start = index
    while index < bytes.count {
        switch bytes[index] {
        case 10:
            lengths.append(index - start)
            start = index + 1
        case 13:
            lengths.append(index - start)
            if index + 1 < bytes.count, bytes[index + 1] == 10 {
                index += 1
            }
            start = index + 1
        default:
            break
        }
        index += 1
    }
    lengths.append(index - start)
    return lengths
}

/// What the generating thread found, read once it has signalled.
private final class OutcomeBox: @unchecked Sendable {
    var result: Result<String, DiagnosticError>?
}
