import Foundation
import GeneratorTestSupport
import XCTest

/// Examples/Consumer, the package a user's project looks like: its build
/// step regenerates the committed code byte for byte and then does nothing,
/// and the package builds and passes its own tests against the runtime.
///
/// It works on a copy in a temporary folder, so the repository is never
/// modified, and builds with its own scratch path there.
final class ConsumerPackageTests: XCTestCase {
    private let generated = "Sources/TodoList/Generated/TodoItem.swift"

    func testTheBuildStepRegeneratesTheCommittedCodeAndThePackageBuildsAndTests() throws {
        let consumer = try copyOfConsumer()
        let committed = try XCTUnwrap(consumer.contents(of: generated))
        try FileManager.default.removeItem(atPath: consumer.url(generated))
        let environment = ["ITEMIZE_BIN": try itemizeExecutable().path]

        let first = try runBuildStep([], environment: environment, in: consumer.path)
        XCTAssertEqual(first.exitCode, 0, first.standardError)
        XCTAssertEqual(consumer.contents(of: generated), committed, "the committed generated code is stale; run make in Examples/Consumer")

        try consumer.backdate(generated)
        let before = try consumer.status(of: generated)
        let second = try runBuildStep([], environment: environment, in: consumer.path)
        XCTAssertEqual(second.exitCode, 0, second.standardError)
        XCTAssertEqual(try consumer.status(of: generated), before)
        XCTAssertEqual(try runBuildStep(["--check"], environment: environment, in: consumer.path).exitCode, 0)

        let scratchFolder = try TemporaryFolder()
        let scratch = scratchFolder.path
        let build = try runSwift(["build", "--scratch-path", scratch], in: consumer.path)
        XCTAssertEqual(build.exitCode, 0, build.standardOutput + build.standardError)
        XCTAssertFalse((build.standardOutput + build.standardError).contains("warning:"), build.standardOutput + build.standardError)
        let test = try runSwift(["test", "--scratch-path", scratch], in: consumer.path)
        XCTAssertEqual(test.exitCode, 0, test.standardOutput + test.standardError)
        XCTAssertTrue((test.standardOutput + test.standardError).contains("with 0 failures"), test.standardOutput + test.standardError)
    }

    func testACommittedSpecChangeIsCaughtByCheck() throws {
        let consumer = try copyOfConsumer()
        let spec = try XCTUnwrap(consumer.contents(of: "Specs/Todo.itemize.json"))
        let edited = String(decoding: spec, as: UTF8.self).replacingOccurrences(of: #""header": "Today""#, with: #""header": "Now""#)
        try consumer.write(edited, to: "Specs/Todo.itemize.json")
        let environment = ["ITEMIZE_BIN": try itemizeExecutable().path]

        let check = try runBuildStep(["--check"], environment: environment, in: consumer.path)

        XCTAssertEqual(check.exitCode, 1)
        XCTAssertTrue(check.standardError.contains("error: \(generated) is out of date"), check.standardError)
        XCTAssertEqual(try runBuildStep([], environment: environment, in: consumer.path).exitCode, 0)
        let code = String(decoding: consumer.contents(of: generated) ?? Data(), as: UTF8.self)
        XCTAssertTrue(code.contains(#"case .today: return "Now""#), code)
    }

    /// Examples/Consumer copied to a temporary folder, its dependency on
    /// Itemize pointed at this repository.
    private func copyOfConsumer() throws -> TemporaryFolder {
        let source = packageRoot.appendingPathComponent("Examples/Consumer").path
        let copy = try TemporaryFolder()
        let destination = copy.path
        for name in ["Package.swift", "Makefile", "itemize.json", "Specs", "Sources", "Tests"] {
            try FileManager.default.copyItem(atPath: "\(source)/\(name)", toPath: "\(destination)/\(name)")
        }
        let manifest = try String(contentsOfFile: "\(destination)/Package.swift", encoding: .utf8)
        XCTAssertTrue(manifest.contains(#"path: "../..""#), "the consumer does not depend on ../..; update this test")
        try manifest.replacingOccurrences(of: #"path: "../..""#, with: "path: \"\(packageRoot.path)\"")
            .write(toFile: "\(destination)/Package.swift", atomically: true, encoding: .utf8)
        return copy
    }

    private func runSwift(_ arguments: [String], in directory: String) throws -> ItemizeRun {
        try runCapturingOutput(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments, in: directory)
    }
}
