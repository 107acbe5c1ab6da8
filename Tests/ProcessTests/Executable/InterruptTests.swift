import Foundation
import GeneratorTestSupport
import XCTest
@testable import ItemizeGenerator

/// Kills `itemize generate` while it replaces a large output, the way
/// Ctrl-C, a cancelled build or a crash ends it, and checks what it leaves:
/// the output is always the whole old file or the whole new one; a
/// temporary file may be left beside it, and the next run removes it.
///
/// By default it kills four runs, each signal at least once, two of them
/// while the temporary file is being written; the exhaustive run
/// (`ITEMIZE_EXHAUSTIVE=1`) kills eight.
final class InterruptTests: XCTestCase {
    private static let specName = "Large.itemize.json"
    private static let outputName = "Large.swift"
    private static let arguments = ["generate", specName, "--output", outputName]

    func testAKillAtAnyMomentLeavesTheOldOrTheNewOutputAndTheNextRunNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        let oldSpec = largeSpec(itemCount: 5_000, header: "Old")
        let newSpec = largeSpec(itemCount: 5_000, header: "New")
        try folder.write(oldSpec, to: Self.specName)
        let first = try runItemizeExecutable(Self.arguments, in: folder.path)
        XCTAssertEqual(first.exitCode, 0, first.standardError)
        let oldOutput = try XCTUnwrap(folder.contents(of: Self.outputName))
        let newOutput = try Data(
            GeneratorPipeline(templates: .builtIn).generate(specBytes: Array(newSpec.utf8), file: Self.specName).utf8
        )
        XCTAssertNotEqual(oldOutput, newOutput)
        try folder.write(newSpec, to: Self.specName)

        // How long an uninterrupted run takes sets the range of the delays.
        let started = Date()
        let whole = try runItemizeExecutable(Self.arguments, in: folder.path)
        let duration = Date().timeIntervalSince(started)
        XCTAssertEqual(whole.exitCode, 0, whole.standardError)
        XCTAssertEqual(folder.contents(of: Self.outputName), newOutput)

        var random = SpecFuzzRandom(seed: 0x5161_4E7)
        var outcomes: [String: Int] = [:]
        for run in 0..<(isExhaustiveRun ? 8 : 4) {
            try oldOutput.write(to: URL(fileURLWithPath: folder.url(Self.outputName)))
            let signalNumber = [SIGKILL, SIGINT, SIGTERM][run % 3]
            // Even runs wait a seeded delay across the whole run; odd runs
            // watch for the temporary file and kill while it is being
            // written, the moment that leaves it behind.
            let waitsForTemporaryFile = run % 2 == 1
            let delay = Double.random(in: 0...(duration * 1.1), using: &random)
            let process = Process()
            process.executableURL = try itemizeExecutable()
            process.arguments = Self.arguments
            process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
            process.standardError = FileHandle.nullDevice
            try process.run()
            var sawTemporaryFile = false
            if waitsForTemporaryFile {
                let deadline = Date().addingTimeInterval(duration * 3 + 5)
                while process.isRunning, Date() < deadline {
                    if try !temporaryFiles(in: folder).isEmpty {
                        sawTemporaryFile = true
                        break
                    }
                }
            } else {
                Thread.sleep(forTimeInterval: delay)
            }
            kill(process.processIdentifier, signalNumber)
            process.waitUntilExit()

            let context = "run \(run), signal \(signalNumber), "
                + (waitsForTemporaryFile ? "temporary file seen: \(sawTemporaryFile)" : "after \(delay) s")
            let output = folder.contents(of: Self.outputName)
            XCTAssertTrue(output == oldOutput || output == newOutput, "the output is neither the old nor the new file, \(context)")
            let left = try temporaryFiles(in: folder)
            XCTAssertEqual(try folder.entries(), ([Self.specName, Self.outputName] + left).sorted(), context)
            XCTAssertLessThanOrEqual(left.count, 1, context)
            let wasKilled = process.terminationReason == .uncaughtSignal
            if wasKilled {
                XCTAssertEqual(process.terminationStatus, signalNumber, context)
            } else {
                XCTAssertEqual(process.terminationStatus, 0, context)
                XCTAssertEqual(left, [], "a run that finished leaves no temporary file, \(context)")
            }

            // The next run, uninterrupted, writes the new output and removes
            // what the killed one left.
            let next = try runItemizeExecutable(Self.arguments, in: folder.path)
            XCTAssertEqual(next.exitCode, 0, "\(next.standardError)\(context)")
            XCTAssertEqual(folder.contents(of: Self.outputName), newOutput, context)
            XCTAssertEqual(try folder.entries(), [Self.specName, Self.outputName], context)

            let outcome = (wasKilled ? "killed" : "finished") + (output == newOutput ? " with the new output" : " with the old output")
                + (left.isEmpty ? "" : ", temporary file left")
            outcomes[outcome, default: 0] += 1
        }
        // The check means something only if a kill landed mid-write.
        XCTAssertGreaterThan(
            outcomes["killed with the old output, temporary file left", default: 0], 0,
            "an uninterrupted run takes \(duration) s; outcomes \(outcomes.sorted { $0.key < $1.key })")
    }

    /// The temporary files of the output in `folder`, by name.
    private func temporaryFiles(in folder: TemporaryFolder) throws -> [String] {
        try folder.entries().filter { $0.hasPrefix(".\(Self.outputName).itemize-") }
    }
}
