import Foundation
import XCTest
@testable import ItemizeGenerator

/// Interrupts `itemize generate` while it replaces a large output, the way
/// Ctrl-C or a cancelled build does, and checks what it leaves: the output
/// is always the complete old file or the complete new one, and no
/// temporary file remains.
final class InterruptTests: XCTestCase {
    private static let specName = "Large.itemize.json"
    private static let outputName = "Large.swift"

    func testASignalAtAnyMomentLeavesTheOldOrTheNewOutputAndNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        let oldSpec = largeSpec(itemCount: 10_000, header: "Old")
        let newSpec = largeSpec(itemCount: 10_000, header: "New")
        try folder.write(oldSpec, to: Self.specName)
        let first = try runItemizeExecutable(["generate", Self.specName, "--output", Self.outputName], in: folder.path)
        XCTAssertEqual(first.exitCode, 0, first.standardError)
        let oldOutput = try XCTUnwrap(folder.contents(of: Self.outputName))
        let newOutput = try Data(
            GeneratorPipeline(templates: .builtIn).generate(specBytes: Array(newSpec.utf8), file: Self.specName).utf8
        )
        XCTAssertNotEqual(oldOutput, newOutput)
        try folder.write(newSpec, to: Self.specName)

        // How long an uninterrupted run takes sets the range of the delays.
        let started = Date()
        let whole = try runItemizeExecutable(["generate", Self.specName, "--output", Self.outputName], in: folder.path)
        let duration = Date().timeIntervalSince(started)
        XCTAssertEqual(whole.exitCode, 0, whole.standardError)
        XCTAssertEqual(folder.contents(of: Self.outputName), newOutput)

        var random = SpecFuzzRandom(seed: 0x5161_4E7)
        var outcomes: [String: Int] = [:]
        for run in 0..<12 {
            try oldOutput.write(to: URL(fileURLWithPath: folder.url(Self.outputName)))
            let signalNumber = [SIGINT, SIGTERM, SIGHUP][run % 3]
            // Even runs wait a seeded delay across the whole run; odd runs
            // watch for the temporary file and signal while it is being
            // written, the moment that used to leave it behind.
            let waitsForTemporaryFile = run % 2 == 1
            let delay = Double.random(in: 0...(duration * 1.1), using: &random)
            let process = Process()
            process.executableURL = try itemizeExecutable()
            process.arguments = ["generate", Self.specName, "--output", Self.outputName]
            process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
            process.standardError = FileHandle.nullDevice
            try process.run()
            var sawTemporaryFile = false
            if waitsForTemporaryFile {
                let deadline = Date().addingTimeInterval(duration * 3 + 5)
                while process.isRunning, Date() < deadline {
                    if try folder.entries().contains(where: { $0.hasPrefix(".\(Self.outputName).itemize-") }) {
                        sawTemporaryFile = true
                        break
                    }
                }
            } else {
                Thread.sleep(forTimeInterval: delay)
            }
            kill(process.processIdentifier, signalNumber)
            process.waitUntilExit()

            let context = "run \(run), signal \(signalNumber), " + (waitsForTemporaryFile ? "temporary file seen: \(sawTemporaryFile)" : "after \(delay) s")
            let output = folder.contents(of: Self.outputName)
            XCTAssertTrue(output == oldOutput || output == newOutput, "the output is neither the old nor the new file, \(context)")
            XCTAssertEqual(try folder.entries(), [Self.specName, Self.outputName], context)
            let wasKilled = process.terminationReason == .uncaughtSignal
            if wasKilled {
                // Ended by the signal itself, as without Itemize's handler.
                XCTAssertEqual(process.terminationStatus, signalNumber, context)
            } else {
                XCTAssertEqual(process.terminationStatus, 0, context)
            }
            let outcome = (wasKilled ? "killed" : "finished") + (output == newOutput ? " with the new output" : " with the old output")
                + (sawTemporaryFile ? " while writing" : "")
            outcomes[outcome, default: 0] += 1
        }
        print("InterruptTests: an uninterrupted run takes \(duration) s; outcomes \(outcomes.sorted { $0.key < $1.key })")
        // The check means something only if signals landed mid-write.
        XCTAssertGreaterThan(outcomes["killed with the old output while writing", default: 0], 0, "\(outcomes)")
    }
}
