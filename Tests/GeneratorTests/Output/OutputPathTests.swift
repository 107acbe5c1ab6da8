import Foundation
import GeneratorTestSupport
import XCTest
@testable import ItemizeGenerator

final class OutputPathTests: XCTestCase {
    func testSpecNamesBecomeSwiftFileNames() {
        XCTAssertEqual(outputFileName(forSpecPath: "Examples/Feed.itemize.json"), "Feed.swift")
        XCTAssertEqual(outputFileName(forSpecPath: "Settings.json"), "Settings.swift")
        XCTAssertEqual(outputFileName(forSpecPath: "specs/Menu.spec"), "Menu.spec.swift")
        XCTAssertEqual(outputFileName(forSpecPath: "dir/.json"), ".json.swift")
    }

    func testOutputArgumentIsAFolderWhenItExistsAsOneOrEndsInASlash() throws {
        let folder = try TemporaryFolder()
        try folder.write("x", to: "File.swift")
        XCTAssertEqual(try outputPaths(forSpecs: ["A.json"], output: folder.path), [folder.path + "/A.swift"])
        XCTAssertEqual(try outputPaths(forSpecs: ["A.json"], output: folder.url("New/")), [folder.url("New/A.swift")])
        XCTAssertEqual(try outputPaths(forSpecs: ["A.json"], output: folder.url("File.swift")), [folder.url("File.swift")])
        XCTAssertEqual(try outputPaths(forSpecs: ["A.json"], output: folder.url("New.swift")), [folder.url("New.swift")])
    }

    func testEachSpecGetsItsOwnFileInAFolder() throws {
        XCTAssertEqual(
            try outputPaths(forSpecs: ["a/Feed.itemize.json", "Menu.json"], output: "Out/"),
            ["Out/Feed.swift", "Out/Menu.swift"]
        )
        XCTAssertEqual(try outputPaths(forSpecs: ["Feed.json"], output: "Out/"), ["Out/Feed.swift"])
        XCTAssertNil(try outputPaths(forSpecs: ["A.json", "B.json"], output: nil))
        XCTAssertNil(try outputPaths(forSpecs: ["A.json", "B.json"], output: "-"))
    }

    func testOneFileForSeveralSpecsIsAUsageError() {
        XCTAssertThrowsError(try outputPaths(forSpecs: ["A.json", "B.json"], output: "Out.swift")) { error in
            XCTAssertEqual((error as? CommandLineFailure)?.exitCode, 64)
        }
    }

    func testTwoSpecsWritingTheSameFileIsAUsageError() {
        XCTAssertThrowsError(try outputPaths(forSpecs: ["a/Feed.itemize.json", "b/Feed.json"], output: "Out/")) { error in
            XCTAssertEqual(error as? CommandLineFailure, .usage("'a/Feed.itemize.json' and 'b/Feed.json' would both be written to 'Out/Feed.swift'"))
        }
    }

    func testTwoOutputsDifferingOnlyInCaseAreAUsageErrorNamingBoth() {
        XCTAssertThrowsError(try outputPaths(forSpecs: ["Demo.itemize.json", "b/demo.json"], output: "Out/")) { error in
            XCTAssertEqual(error as? CommandLineFailure, .usage(
                "'Demo.itemize.json' and 'b/demo.json' would be written to 'Out/Demo.swift' and 'Out/demo.swift', "
                    + "one file on a case-insensitive disk (the macOS default)"))
        }
    }

    func testAnOutputThatWouldOverwriteASpecIsAUsageError() {
        XCTAssertThrowsError(try outputPaths(forSpecs: ["Feed.json"], output: "Feed.json")) { error in
            XCTAssertEqual((error as? CommandLineFailure)?.exitCode, 64)
        }
    }

    func testAnOutputThatWouldOverwriteASpecSpeltInAnotherCaseIsAUsageError() {
        XCTAssertThrowsError(try outputPaths(forSpecs: ["Feed.json"], output: "feed.JSON")) { error in
            XCTAssertEqual(error as? CommandLineFailure, .usage("'feed.JSON' is a spec; writing the output there would overwrite it"))
        }
    }
}
