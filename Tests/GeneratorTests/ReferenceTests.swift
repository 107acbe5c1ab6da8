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

    /// The output may change only with the output version the headers name
    /// (docs/versioning.md): `Fixtures/output-fingerprints.txt` records the
    /// version and a fingerprint of what every reference spec generates, and
    /// an output that differs under the same version fails here. Recorded
    /// with the reference outputs (`ITEMIZE_RECORD=1`).
    func testTheOutputChangesOnlyWithTheOutputVersion() throws {
        let recordURL = packageRoot.appendingPathComponent("Tests/GeneratorTests/Fixtures/output-fingerprints.txt")
        let pipeline = GeneratorPipeline(templates: .builtIn)
        let rootPath = packageRoot.path + "/"
        var fingerprints: [(spec: String, fingerprint: String)] = []
        for spec in try referenceSpecs() {
            let generated = try pipeline.generate(specBytes: Array(try Data(contentsOf: spec)), file: spec.lastPathComponent)
            fingerprints.append((String(spec.path.dropFirst(rootPath.count)), fingerprint(Array(generated.utf8))))
        }
        let versionLine = "output version \(ItemizeVersion.output)"
        if ProcessInfo.processInfo.environment["ITEMIZE_RECORD"] == "1" {
            let record = [
                "# ReferenceTests.testTheOutputChangesOnlyWithTheOutputVersion: the output version and a fingerprint",
                "# (FNV-1a, 64 bits) of what each reference spec generates. Recorded with ITEMIZE_RECORD=1.",
                versionLine,
            ] + fingerprints.map { "\($0.fingerprint) \($0.spec)" }
            try Data((record.joined(separator: "\n") + "\n").utf8).write(to: recordURL)
            XCTFail("Recorded \(recordURL.lastPathComponent); unset ITEMIZE_RECORD and run the tests again.")
            return
        }
        let lines = try String(contentsOf: recordURL, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
        let recordedVersion = lines.first.map(String.init) ?? ""
        guard recordedVersion == versionLine else {
            XCTFail("""
                ItemizeVersion.output is \(ItemizeVersion.output) but \(recordURL.lastPathComponent) records \
                '\(recordedVersion)': re-record with ITEMIZE_RECORD=1 in the commit that raises the version
                """)
            return
        }
        var recorded: [String: String] = [:]
        for line in lines.dropFirst() {
            let parts = line.split(separator: " ", maxSplits: 1)
            if parts.count == 2 { recorded[String(parts[1])] = String(parts[0]) }
        }
        for (spec, fingerprint) in fingerprints {
            // A spec added since the recording has no earlier output to change.
            guard let old = recorded[spec], old != fingerprint else { continue }
            XCTFail("""
                the output of \(spec) changed while ItemizeVersion.output is still \(ItemizeVersion.output). \
                If \(ItemizeVersion.output) is released, raise ItemizeVersion.output to the version this change \
                ships in (docs/versioning.md); then, or if it is not released yet, re-record with ITEMIZE_RECORD=1.
                """)
        }
    }

    /// FNV-1a of `bytes`, 64 bits, in hexadecimal: enough to notice a changed output.
    private func fingerprint(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
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
