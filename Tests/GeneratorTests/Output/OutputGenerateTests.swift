import Foundation
import GeneratorTestSupport
import XCTest
@testable import ItemizeGenerator

/// The output stage driven in-process through `runItemize`, with absolute
/// paths so the tests do not depend on the working directory.
final class OutputGenerateTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder = nil
    }

    private func run(_ arguments: [String]) -> (exitCode: Int32, standardOutput: String, standardError: String) {
        var standardOutput = ""
        var standardError = ""
        let exitCode = runItemize(arguments: arguments, standardOutput: &standardOutput, standardError: &standardError)
        return (exitCode, standardOutput, standardError)
    }

    func testWritesOnlyWhenTheBytesChange() throws {
        let spec = try folder.write(sampleSpec(), to: "Todo.itemize.json")
        let output = folder.url("Todo.swift")
        XCTAssertEqual(run(["generate", spec, "--output", output]).exitCode, 0)
        try folder.backdate("Todo.swift")
        let unchanged = try folder.status(of: "Todo.swift")

        XCTAssertEqual(run(["generate", spec, "--output", output]).exitCode, 0)
        XCTAssertEqual(try folder.status(of: "Todo.swift"), unchanged)

        try folder.write(sampleSpec(enumName: "TaskItem"), to: "Todo.itemize.json")
        XCTAssertEqual(run(["generate", spec, "--output", output]).exitCode, 0)
        XCTAssertNotEqual(try folder.status(of: "Todo.swift").modificationDate, unchanged.modificationDate)
        XCTAssertTrue(String(decoding: folder.contents(of: "Todo.swift") ?? Data(), as: UTF8.self).contains("enum TaskItem"))
        XCTAssertEqual(try folder.entries(), ["Todo.itemize.json", "Todo.swift"])
    }

    func testAFailedGenerationLeavesThePreviousOutputByteIdentical() throws {
        let spec = try folder.write(sampleSpec(), to: "Todo.itemize.json")
        let output = folder.url("Todo.swift")
        XCTAssertEqual(run(["generate", spec, "--output", output]).exitCode, 0)
        let before = folder.contents(of: "Todo.swift")
        try folder.write(brokenSpec, to: "Todo.itemize.json")

        let result = run(["generate", spec, "--output", output])

        XCTAssertEqual(result.exitCode, 1)
        XCTAssertTrue(result.standardError.hasPrefix("\(spec):3:"), result.standardError)
        XCTAssertEqual(folder.contents(of: "Todo.swift"), before)
        XCTAssertEqual(try folder.entries(), ["Todo.itemize.json", "Todo.swift"])
    }

    func testAFailedGenerationPrintsNoCodeForTheGoodSpecs() throws {
        let good = try folder.write(sampleSpec(), to: "Good.itemize.json")
        let bad = try folder.write(brokenSpec, to: "Bad.itemize.json")

        let result = run(["generate", good, bad])

        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.standardOutput, "")
    }

    func testCheckFailsForStaleOutputAndPassesOnceRegenerated() throws {
        let spec = try folder.write(sampleSpec(), to: "Todo.itemize.json")
        let output = folder.url("Todo.swift")
        try folder.write("// hand-edited\n", to: "Todo.swift")

        let stale = run(["generate", spec, "--output", output, "--check"])
        XCTAssertEqual(stale.exitCode, 1)
        XCTAssertEqual(stale.standardError, "error: \(output) is out of date (generated from \(spec)); run: itemize generate \(spec) --output \(output)\n")
        XCTAssertEqual(folder.contents(of: "Todo.swift"), Data("// hand-edited\n".utf8))

        XCTAssertEqual(run(["generate", spec, "--output", output]).exitCode, 0)
        let fresh = run(["generate", spec, "--output", output, "--check"])
        XCTAssertEqual(fresh.exitCode, 0)
        XCTAssertEqual(fresh.standardError, "")
        XCTAssertEqual(fresh.standardOutput, "")
    }
}
