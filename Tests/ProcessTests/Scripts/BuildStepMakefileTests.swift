import Foundation
import GeneratorTestSupport
import XCTest

/// docs/build-step.md's Makefile and config, run by GNU make with the real
/// build-step script: the step runs once for all outputs, and only when the
/// config, a spec or a template changed or an output is missing; a change
/// that leaves every output as it was runs it once, not on every `make`.
final class BuildStepMakefileTests: XCTestCase {
    private let outputs = ["Sources/App/Generated/FeedItem.swift", "Sources/App/Generated/Settings.swift"]

    func testTheDocsMakefileRunsTheStepOnceAndOnlyWhenAnInputChanged() throws {
        let project = try projectFromTheDocs()
        func runs() -> Int {
            project.contents(of: "itemize-runs.log").map { String(decoding: $0, as: UTF8.self).split(separator: "\n").count } ?? 0
        }
        /// Makes the last run look long ago, so that an edit made now is
        /// newer than it whatever the file system's clock resolution.
        func backdateLastRun() throws {
            for file in outputs + [".build/itemize.stamp"] {
                try project.backdate(file)
            }
        }

        try make(in: project)
        XCTAssertEqual(runs(), 1, "one run for both outputs")
        for output in outputs {
            XCTAssertNotNil(project.contents(of: output), output)
        }
        try make(in: project)
        XCTAssertEqual(runs(), 1, "nothing changed")

        try backdateLastRun()
        let before = try outputs.map { try project.status(of: $0) }
        try project.write(String(decoding: try XCTUnwrap(project.contents(of: "Specs/Feed.itemize.json")), as: UTF8.self)
            + "// A comment: the generated code stays the same.\n", to: "Specs/Feed.itemize.json")
        try make(in: project)
        XCTAssertEqual(runs(), 2, "a spec changed")
        XCTAssertEqual(try outputs.map { try project.status(of: $0) }, before, "no output changed, so none is written")
        try make(in: project)
        XCTAssertEqual(runs(), 2, "the run after an edit that changed no output is remembered")

        try backdateLastRun()
        let template = String(decoding: try XCTUnwrap(project.contents(of: "ItemizeTemplates/item-struct.template")), as: UTF8.self)
        try project.write(template + "{# An edit that renders nothing. #}\n", to: "ItemizeTemplates/item-struct.template")
        try make(in: project)
        XCTAssertEqual(runs(), 3, "a template changed")
        try make(in: project)
        XCTAssertEqual(runs(), 3)

        try FileManager.default.removeItem(atPath: project.url(outputs[1]))
        try make(in: project)
        XCTAssertEqual(runs(), 4, "an output is missing")
        XCTAssertNotNil(project.contents(of: outputs[1]))
        try make(in: project)
        XCTAssertEqual(runs(), 4)
    }

    /// A project laid out as the page describes: its Makefile (the build
    /// step's path made real) and `itemize.json`, the Feed and Settings
    /// examples as specs, and a templates folder with one override. The
    /// step runs this test build's `itemize` through a script that logs
    /// each run.
    private func projectFromTheDocs() throws -> TemporaryFolder {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/build-step.md"), encoding: .utf8)
        let makefile = try XCTUnwrap(fencedBlock("make", in: page), "no make block in docs/build-step.md")
        let config = try XCTUnwrap(fencedBlock("jsonc", in: page), "no config block in docs/build-step.md")
        let project = try TemporaryFolder()
        let script = packageRoot.appendingPathComponent("Scripts/itemize-build-step.sh").path
        XCTAssertTrue(makefile.contains("path/to/Itemize/Scripts/itemize-build-step.sh"), "the Makefile names the script elsewhere; update this test")
        try project.write(makefile.replacingOccurrences(of: "path/to/Itemize/Scripts/itemize-build-step.sh", with: script), to: "Makefile")
        try project.write(config, to: "itemize.json")
        for name in ["Feed", "Settings"] {
            let spec = try Data(contentsOf: packageRoot.appendingPathComponent("Examples/\(name).itemize.json"))
            try project.write(String(decoding: spec, as: UTF8.self), to: "Specs/\(name).itemize.json")
        }
        let itemStruct = try runItemizeExecutable(["templates", "print", "item-struct"], in: project.path)
        XCTAssertEqual(itemStruct.exitCode, 0, itemStruct.standardError)
        try project.write(itemStruct.standardOutput, to: "ItemizeTemplates/item-struct.template")
        let logged = try project.write("""
            #!/bin/sh
            echo "$*" >> '\(project.url("itemize-runs.log"))'
            exec '\(try itemizeExecutable().path)' "$@"

            """, to: "logged-itemize")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: logged)
        return project
    }

    /// Runs `make generate` in `project`, skipping the test where there is
    /// no make.
    private func make(in project: TemporaryFolder, file: StaticString = #filePath, line: UInt = #line) throws {
        var environment = ProcessInfo.processInfo.environment
        environment["ITEMIZE_BIN"] = project.url("logged-itemize")
        let run = try runCapturingOutput(URL(fileURLWithPath: "/usr/bin/env"), ["make", "generate"], in: project.path, environment: environment)
        if run.exitCode == 127 {
            throw XCTSkip("no make: \(run.standardError)")
        }
        XCTAssertEqual(run.exitCode, 0, run.standardOutput + run.standardError, file: file, line: line)
    }

    /// The lines of the first block of `page` fenced as `language`.
    private func fencedBlock(_ language: String, in page: String) -> String? {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: Substring("```" + language)),
            let end = lines[(start + 1)...].firstIndex(of: "```")
        else { return nil }
        return lines[(start + 1)..<end].map { $0 + "\n" }.joined()
    }
}
