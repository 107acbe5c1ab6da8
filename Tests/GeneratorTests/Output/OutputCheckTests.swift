import Foundation
import GeneratorTestSupport
import XCTest
@testable import ItemizeGenerator

final class OutputCheckTests: XCTestCase {
    func testMissingAndDifferingOutputsAreStaleAndIdenticalOnesAreNot() throws {
        let folder = try TemporaryFolder()
        try folder.write("same\n", to: "Same.swift")
        try folder.write("old\n", to: "Changed.swift")
        let same = GeneratedOutput(specPath: "Same.json", outputPath: folder.url("Same.swift"), text: "same\n")
        let changed = GeneratedOutput(specPath: "Changed.json", outputPath: folder.url("Changed.swift"), text: "new\n")
        let missing = GeneratedOutput(specPath: "Missing.json", outputPath: folder.url("Missing.swift"), text: "new\n")

        XCTAssertEqual(try staleOutputs([same, changed, missing]), [changed, missing])
        XCTAssertEqual(try staleOutputs([same]), [])
    }

    func testCheckingWritesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("old\n", to: "Changed.swift")
        try folder.backdate("Changed.swift")
        let before = try folder.status(of: "Changed.swift")

        _ = try staleOutputs([GeneratedOutput(specPath: "Changed.json", outputPath: folder.url("Changed.swift"), text: "new\n")])

        XCTAssertEqual(try folder.status(of: "Changed.swift"), before)
        XCTAssertEqual(folder.contents(of: "Changed.swift"), Data("old\n".utf8))
        XCTAssertEqual(try folder.entries(), ["Changed.swift"])
    }

    func testAnOutputWithOnlyATrailingNewlineMoreIsStale() throws {
        let folder = try TemporaryFolder()
        try folder.write("code\n\n", to: "A.swift")
        let output = GeneratedOutput(specPath: "A.json", outputPath: folder.url("A.swift"), text: "code\n")
        XCTAssertEqual(try staleOutputs([output]), [output])
    }
}
