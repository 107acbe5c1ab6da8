import Foundation
import XCTest

/// `itemize init`: the starter spec it writes generates as is, and an
/// existing file is never replaced.
final class InitCommandTests: ExecutableTestCase {
    func testInitWritesATableSpecThatGeneratesWithoutWarnings() throws {
        let result = try run("init")
        XCTAssertEqual(result.exitCode, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "wrote List.itemize.json; generate it with: itemize generate List.itemize.json\n")
        let spec = String(decoding: folder.contents(of: "List.itemize.json") ?? Data(), as: UTF8.self)
        XCTAssertTrue(spec.hasPrefix("// A starter spec for itemize"), spec)
        XCTAssertTrue(spec.contains(#""views": ["table"]"#), spec)

        let generated = try run("generate", "List.itemize.json", "--warnings-as-errors")
        XCTAssertEqual(generated.exitCode, 0, generated.standardError)
        XCTAssertEqual(generated.standardError, "")
        XCTAssertTrue(generated.standardOutput.contains("enum ListItem"), generated.standardOutput)
    }

    func testCollectionWritesACollectionSpecIntoAFolder() throws {
        _ = try folder.write("", to: "Specs/.keep")
        let result = try run("init", "Specs", "--collection")
        XCTAssertEqual(result.exitCode, 0, result.standardError)
        let spec = String(decoding: folder.contents(of: "Specs/List.itemize.json") ?? Data(), as: UTF8.self)
        XCTAssertTrue(spec.contains(#""views": ["collection"]"#), spec)
        let generated = try run("generate", "Specs/List.itemize.json")
        XCTAssertEqual(generated.exitCode, 0, generated.standardError)
        XCTAssertTrue(generated.standardOutput.contains("CollectionCells"), generated.standardOutput)
    }

    func testAnExistingFileIsNeverReplaced() throws {
        _ = try folder.write("{ \"mine\": true }\n", to: "Feed.itemize.json")
        let result = try run("init", "Feed.itemize.json")
        XCTAssertEqual(result.exitCode, 64)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertTrue(
            result.standardError.hasPrefix(
                "error: 'Feed.itemize.json' already exists; 'itemize init' never replaces a file, so name another path\n"),
            result.standardError)
        XCTAssertEqual(folder.contents(of: "Feed.itemize.json"), Data("{ \"mine\": true }\n".utf8))
        XCTAssertEqual(try folder.entries(), ["Feed.itemize.json"])
    }

    func testUsageErrors() throws {
        let twoPaths = try run("init", "A.itemize.json", "B.itemize.json")
        XCTAssertEqual(twoPaths.exitCode, 64)
        XCTAssertTrue(twoPaths.standardError.hasPrefix("error: 'init' writes one spec, and was given 'A.itemize.json' and 'B.itemize.json'\n"))
        let unknown = try run("init", "--colection")
        XCTAssertEqual(unknown.exitCode, 64)
        XCTAssertTrue(unknown.standardError.hasPrefix("error: unknown option '--colection' for 'init'; did you mean '--collection'?\n"), unknown.standardError)
        XCTAssertEqual(try folder.entries(), [])
    }
}
