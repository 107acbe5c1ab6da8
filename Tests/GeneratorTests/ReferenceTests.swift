import Foundation
import GeneratorTestSupport
import XCTest

@testable import ItemizeGenerator

/// Every spec in `Examples/` and in `Tests/GeneratorTests/Fixtures/` has its
/// expected output committed beside it (`X.itemize.json` -> `X.swift`).
/// Set `ITEMIZE_RECORD=1` to re-record; a recording run fails on purpose so
/// that it is never left on.
final class ReferenceTests: XCTestCase {
    func testEverySpecRendersItsCommittedOutput() throws {
        let specs = try referenceSpecs()
        XCTAssertGreaterThanOrEqual(specs.count, 3, "the examples are missing")
        let isRecording = ProcessInfo.processInfo.environment["ITEMIZE_RECORD"] == "1"
        let pipeline = GeneratorPipeline(templates: .builtIn)
        for spec in specs {
            let bytes = Array(try Data(contentsOf: spec))
            let generated: String
            do {
                generated = try pipeline.generate(specBytes: bytes, file: spec.lastPathComponent)
            } catch {
                XCTFail("\(spec.path) does not generate:\n\(error)")
                continue
            }
            let expectedURL = spec.deletingLastPathComponent()
                .appendingPathComponent(spec.lastPathComponent.replacingOccurrences(of: ".itemize.json", with: ".swift"))
            if isRecording {
                try Data(generated.utf8).write(to: expectedURL)
                continue
            }
            let expected = (try? String(contentsOf: expectedURL, encoding: .utf8)) ?? ""
            if expected != generated {
                XCTFail("""
                    \(expectedURL.path) differs from what \(spec.lastPathComponent) generates \
                    (re-record with ITEMIZE_RECORD=1 swift test --filter ReferenceTests):
                    \(lineDiff(expected: expected, actual: generated))
                    """)
            }
        }
        if isRecording {
            XCTFail("Recorded \(specs.count) reference outputs; unset ITEMIZE_RECORD and run the tests again.")
        }
    }

    func testGenerationIsDeterministic() throws {
        let pipeline = GeneratorPipeline(templates: .builtIn)
        for spec in try referenceSpecs() {
            let bytes = Array(try Data(contentsOf: spec))
            let first = try pipeline.generate(specBytes: bytes, file: spec.lastPathComponent)
            let second = try pipeline.generate(specBytes: bytes, file: spec.lastPathComponent)
            XCTAssertEqual(first, second, spec.lastPathComponent)
        }
    }

    private func referenceSpecs() throws -> [URL] {
        let folders = [
            packageRoot.appendingPathComponent("Examples"),
            packageRoot.appendingPathComponent("Examples/Targets"),
            packageRoot.appendingPathComponent("Tests/GeneratorTests/Fixtures"),
        ]
        return try folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .filter { $0.lastPathComponent.hasSuffix(".itemize.json") }
                .sorted { $0.path < $1.path }
        }
    }
}
