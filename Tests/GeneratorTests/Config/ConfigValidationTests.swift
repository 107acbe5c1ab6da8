import GeneratorTestSupport
import XCTest
@testable import ItemizeGenerator

/// `validateConfig`: what an `itemize.json` may say, how its paths are
/// resolved, and where each mistake is reported.
final class ConfigValidationTests: XCTestCase {
    private func validate(_ text: String, file: String = "itemize.json") throws -> ItemizeConfig {
        try validateConfig(try parseJSON(Array(text.utf8), file: file), file: file)
    }

    /// The diagnostics as printed, for a config that must be rejected.
    private func problems(_ text: String, file: String = "itemize.json") -> [String] {
        do {
            _ = try validate(text, file: file)
            XCTFail("the config was accepted")
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics.map(\.description)
        } catch {
            XCTFail("unexpected \(error)")
            return []
        }
    }

    func testPathsAreTakenFromTheConfigsFolder() throws {
        let config = try validate("""
            // Comments and trailing commas, as in specs.
            {
              "specs": [
                { "spec": "Specs/Feed.itemize.json", "output": "Sources/App/Feed.swift" },
                { "spec": "../Shared/./Settings.itemize.json", "output": "/abs/Settings.swift" },
              ],
              "templates": "ItemizeTemplates",
            }
            """, file: "App/itemize.json")

        XCTAssertEqual(config.entries.map(\.specPath), ["App/Specs/Feed.itemize.json", "Shared/Settings.itemize.json"])
        XCTAssertEqual(config.entries.map(\.outputPath), ["App/Sources/App/Feed.swift", "/abs/Settings.swift"])
        XCTAssertEqual(config.templatesDirectory, "App/ItemizeTemplates")
        XCTAssertEqual(config.entries[0].specLocation.line, 4)
    }

    func testAConfigInTheCurrentFolderKeepsPathsAsWritten() throws {
        let config = try validate(#"{ "specs": [ { "spec": "Feed.itemize.json", "output": "Gen/Feed.swift" } ] }"#)
        XCTAssertEqual(config.entries, [ItemizeConfig.Entry(
            specPath: "Feed.itemize.json", specLocation: config.entries[0].specLocation, outputPath: "Gen/Feed.swift"
        )])
        XCTAssertNil(config.templatesDirectory)
    }

    func testOutputDirectoryNamesTheFileOfEverySpecWithoutOutput() throws {
        let config = try validate("""
            {
              "outputDirectory": "Generated",
              "specs": [
                { "spec": "Specs/Feed.itemize.json" },
                { "spec": "Specs/Settings.json", "output": "Other/" },
                { "spec": "Specs/Classic.itemize.json", "output": "Classic+Generated.swift" },
              ],
            }
            """, file: "Project/itemize.json")
        XCTAssertEqual(config.entries.map(\.outputPath), [
            "Project/Generated/Feed.swift", "Project/Other/Settings.swift", "Project/Classic+Generated.swift",
        ])
    }

    func testUnknownKeysAreLocatedWithTheClosestKnownKey() {
        XCTAssertEqual(problems("""
            {
              "spec": [ { "spec": "A.itemize.json", "output": "A.swift" } ],
              "template": "T"
            }
            """), [
            #"itemize.json:2:3: error: unknown key "spec" (at spec); did you mean "specs"?"#,
            #"itemize.json:3:3: error: unknown key "template" (at template); did you mean "templates"?"#,
        ])
    }

    /// A misspelt `specs` is read as `specs`, so the mistakes in its
    /// entries show in the same run.
    func testTheEntriesOfAMisspeltSpecsAreChecked() {
        XCTAssertEqual(problems("""
            {
              "spces": [ { "spec": "A.itemize.json" }, { "spec": 3, "output": "B.swift" } ]
            }
            """), [
            #"itemize.json:2:3: error: unknown key "spces" (at spces); did you mean "specs"?"#,
            #"itemize.json:2:14: error: missing "output" for "A.itemize.json" (at spces[0]); give the Swift file to write, or set "outputDirectory" for every spec without one"#,
            #"itemize.json:2:54: error: expected a string for "spec", found a number (at spces[1].spec)"#,
        ])
    }

    func testWrongTypesAndEmptyValuesAreEachReported() {
        XCTAssertEqual(problems("""
            {
              "specs": [
                "A.itemize.json",
                { "spec": 3, "output": "B.swift" },
                { "spec": "C.itemize.json", "output": "" }
              ],
              "outputDirectory": ["Gen"],
              "templates": false
            }
            """), [
            "itemize.json:3:5: error: expected an object for a spec entry, found a string (at specs[0])",
            #"itemize.json:4:15: error: expected a string for "spec", found a number (at specs[1].spec)"#,
            #"itemize.json:5:43: error: "output" is empty; give a path (at specs[2].output)"#,
            #"itemize.json:7:22: error: expected a string for "outputDirectory", found an array (at outputDirectory)"#,
            #"itemize.json:8:16: error: expected a string for "templates", found a boolean (at templates)"#,
        ])
    }

    func testNotAnObjectAndEmptySpecs() {
        XCTAssertEqual(problems("[]"), ["itemize.json:1:1: error: expected an object for the config, found an array"])
        XCTAssertEqual(problems(#"{ "specs": [] }"#), [#"itemize.json:1:12: error: "specs" is empty; list at least one spec (at specs)"#])
    }

    func testASpecWithoutOutputNeedsOutputDirectory() {
        XCTAssertEqual(problems("""
            { "specs": [
                { "spec": "A.itemize.json", "output": "A.swift" },
                { "spec": "B.itemize.json" },
                { "output": "C.swift" }
            ] }
            """), [
            #"itemize.json:3:5: error: missing "output" for "B.itemize.json" (at specs[1]); give the Swift file to write, or set "outputDirectory" for every spec without one"#,
            #"itemize.json:4:5: error: missing required key "spec"; give the path of a *.itemize.json file (at specs[2])"#,
        ])
    }

    func testTwoSpecsCannotWriteOneFileHoweverItIsSpelt() {
        XCTAssertEqual(problems("""
            { "outputDirectory": "Gen",
              "specs": [
                { "spec": "One/Feed.itemize.json" },
                { "spec": "Two/Feed.itemize.json", "output": "./Gen//Feed.swift" }
            ] }
            """), [
            #"itemize.json:4:50: error: "One/Feed.itemize.json" and "Two/Feed.itemize.json" would both be written to "Gen/Feed.swift" (at specs[1].output)"#,
        ])
    }

    func testAnOutputCannotOverwriteASpec() {
        XCTAssertEqual(problems("""
            { "specs": [
                { "spec": "A.itemize.json", "output": "B.itemize.json" },
                { "spec": "B.itemize.json", "output": "B.swift" }
            ] }
            """), [
            #"itemize.json:2:43: error: "B.itemize.json" is a spec; writing an output there would overwrite it (at specs[0].output)"#,
        ])
    }

    func testMissingSpecsAndTemplatesAreLocatedInTheConfig() throws {
        let folder = try TemporaryFolder()
        try folder.write(sampleSpec(), to: "Specs/Todo.itemize.json")
        try folder.write("", to: "Specs/Folder.itemize.json/keep")
        let file = folder.url("itemize.json")
        let config = try validate("""
            { "templates": "NoTemplates",
              "specs": [
                { "spec": "Specs/Todo.itemize.json", "output": "Todo.swift" },
                { "spec": "Specs/Tdo.itemize.json", "output": "Tdo.swift" },
                { "spec": "Specs/Folder.itemize.json", "output": "Folder.swift" }
            ] }
            """, file: file)

        XCTAssertEqual(missingConfigFiles(config).map(\.description), [
            "\(file):4:15: error: no spec at \"\(folder.url("Specs/Tdo.itemize.json"))\" (at specs[1].spec)",
            "\(file):5:15: error: \"\(folder.url("Specs/Folder.itemize.json"))\" is a folder; \"spec\" names one *.itemize.json file (at specs[2].spec)",
            "\(file):1:16: error: no templates folder at \"\(folder.url("NoTemplates"))\" (at templates)",
        ])
    }

    func testNormalizedPathFoldsDotsAndSlashesOnly() {
        XCTAssertEqual(normalizedPath("a/./b//c/../d"), "a/b/d")
        XCTAssertEqual(normalizedPath("../../x"), "../../x")
        XCTAssertEqual(normalizedPath("/../x/"), "/x/")
        XCTAssertEqual(normalizedPath("a/.."), ".")
        XCTAssertEqual(resolveConfigPath("Gen/", configFile: "P/itemize.json"), "P/Gen/")
        XCTAssertEqual(resolveConfigPath("/abs/x", configFile: "P/itemize.json"), "/abs/x")
    }
}
