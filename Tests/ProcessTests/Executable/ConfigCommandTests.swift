import Foundation
import GeneratorTestSupport
import XCTest
@testable import ItemizeGenerator

/// `itemize generate --config FILE`, run as the executable a build phase
/// runs: the files it writes, what it leaves alone, and what it reports.
final class ConfigCommandTests: ExecutableTestCase {
    /// A project in `App/`: two specs and a config that sends them to two
    /// folders, one through `outputDirectory`.
    private func writeProject() throws {
        try folder.write(sampleSpec(enumName: "TodoItem"), to: "App/Specs/Todo.itemize.json")
        try folder.write(sampleSpec(enumName: "ChoreItem"), to: "App/Specs/Chore.itemize.json")
        try folder.write("""
            // The app's lists.
            {
              "outputDirectory": "Sources/Generated",
              "specs": [
                { "spec": "Specs/Todo.itemize.json", "output": "Sources/Lists/TodoItem.swift" },
                { "spec": "Specs/Chore.itemize.json" },
              ],
            }
            """, to: "App/itemize.json")
    }

    func testWritesWhatTheSameSpecsGiveOnTheCommandLine() throws {
        try writeProject()
        let todo = try run("generate", "App/Specs/Todo.itemize.json")
        let chore = try run("generate", "App/Specs/Chore.itemize.json")

        let result = try run("generate", "--config", "App/itemize.json")

        XCTAssertEqual(result.exitCode, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(folder.contents(of: "App/Sources/Lists/TodoItem.swift"), Data(todo.standardOutput.utf8))
        XCTAssertEqual(folder.contents(of: "App/Sources/Generated/Chore.swift"), Data(chore.standardOutput.utf8))
    }

    func testASecondRunTouchesNoFile() throws {
        try writeProject()
        XCTAssertEqual(try run("generate", "--config", "App/itemize.json").exitCode, 0)
        try folder.backdate("App/Sources/Lists/TodoItem.swift")
        try folder.backdate("App/Sources/Generated/Chore.swift")
        let todo = try folder.status(of: "App/Sources/Lists/TodoItem.swift")
        let chore = try folder.status(of: "App/Sources/Generated/Chore.swift")

        let result = try run("generate", "--config", "App/itemize.json")

        XCTAssertEqual(result.exitCode, 0, result.standardError)
        XCTAssertEqual(try folder.status(of: "App/Sources/Lists/TodoItem.swift"), todo)
        XCTAssertEqual(try folder.status(of: "App/Sources/Generated/Chore.swift"), chore)
        XCTAssertEqual(try folder.entries(in: "App/Sources/Generated"), ["Chore.swift"])
    }

    func testOnlyTheChangedSpecsOutputIsRewritten() throws {
        try writeProject()
        XCTAssertEqual(try run("generate", "--config", "App/itemize.json").exitCode, 0)
        try folder.backdate("App/Sources/Lists/TodoItem.swift")
        try folder.backdate("App/Sources/Generated/Chore.swift")
        let todo = try folder.status(of: "App/Sources/Lists/TodoItem.swift")
        try folder.write(sampleSpec(enumName: "HouseworkItem"), to: "App/Specs/Chore.itemize.json")

        let result = try run("generate", "--config", "App/itemize.json")

        XCTAssertEqual(result.exitCode, 0, result.standardError)
        XCTAssertEqual(try folder.status(of: "App/Sources/Lists/TodoItem.swift"), todo)
        let chore = String(decoding: folder.contents(of: "App/Sources/Generated/Chore.swift") ?? Data(), as: UTF8.self)
        XCTAssertTrue(chore.contains("enum HouseworkItem"), chore)
    }

    func testCheckNamesStaleFilesAndTheConfigCommand() throws {
        try writeProject()
        XCTAssertEqual(try run("generate", "--config", "App/itemize.json").exitCode, 0)
        XCTAssertEqual(try run("generate", "--config", "App/itemize.json", "--check").exitCode, 0)
        try folder.write("// edited by hand\n", to: "App/Sources/Generated/Chore.swift")
        try folder.backdate("App/Sources/Generated/Chore.swift")
        let before = try folder.status(of: "App/Sources/Generated/Chore.swift")

        let result = try run("generate", "--check", "--config", "App/itemize.json")

        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.standardError, """
            error: App/Sources/Generated/Chore.swift is out of date (generated from App/Specs/Chore.itemize.json); run: itemize generate --config App/itemize.json

            """)
        XCTAssertEqual(try folder.status(of: "App/Sources/Generated/Chore.swift"), before)
        XCTAssertEqual(folder.contents(of: "App/Sources/Generated/Chore.swift"), Data("// edited by hand\n".utf8))
    }

    func testABrokenSpecWritesNothingAndIsLocatedInTheSpec() throws {
        try writeProject()
        XCTAssertEqual(try run("generate", "--config", "App/itemize.json").exitCode, 0)
        let todoBefore = folder.contents(of: "App/Sources/Lists/TodoItem.swift")
        try folder.write(sampleSpec(enumName: "FreshItem"), to: "App/Specs/Todo.itemize.json")
        try folder.write(brokenSpec, to: "App/Specs/Chore.itemize.json")

        let result = try run("generate", "--config", "App/itemize.json")

        XCTAssertEqual(result.exitCode, 1)
        XCTAssertTrue(result.standardError.hasPrefix("App/Specs/Chore.itemize.json:3:"), result.standardError)
        for line in result.standardError.split(separator: "\n") {
            XCTAssertTrue(isLocatedError(line, in: "App/Specs/Chore.itemize.json"), String(line))
        }
        // All or nothing: the good spec's new code is not written either.
        XCTAssertEqual(folder.contents(of: "App/Sources/Lists/TodoItem.swift"), todoBefore)
    }

    func testConfigProblemsAreLocatedInTheConfigAndWriteNothing() throws {
        try writeProject()
        try folder.write("""
            {
              "specs": [
                { "spec": "Specs/Todo.itemize.json", "ouptut": "Todo.swift" },
                { "spec": "Specs/Chroe.itemize.json", "output": "Chore.swift" },
              ],
            }
            """, to: "App/itemize.json")

        let result = try run("generate", "--config", "App/itemize.json")

        XCTAssertEqual(result.exitCode, 1)
        // The misspelt "ouptut" is read as "output": no "output" is missing.
        XCTAssertEqual(result.standardError, """
            App/itemize.json:3:42: error: unknown key "ouptut" (at specs[0].ouptut); did you mean "output"?
            App/itemize.json:4:15: error: no spec at "App/Specs/Chroe.itemize.json" (at specs[1].spec)

            """)

        try folder.write(#"{ "specs": [ { "spec": "Specs/Chroe.itemize.json", "output": "Chore.swift" } ] }"#, to: "App/itemize.json")
        let missing = try run("generate", "--config", "App/itemize.json")
        XCTAssertEqual(missing.exitCode, 1)
        XCTAssertEqual(missing.standardError, #"App/itemize.json:1:24: error: no spec at "App/Specs/Chroe.itemize.json" (at specs[0].spec)"# + "\n")
        XCTAssertEqual(try folder.entries(in: "App"), ["Specs", "itemize.json"])
    }

    func testEveryProblemOfTheConfigIsReportedInOneRun() throws {
        try writeProject()
        // Two specs to one file, one of them missing, and no templates
        // folder: one run names all three, in file order.
        try folder.write("""
            { "templates": "NoTemplates",
              "specs": [
                { "spec": "Specs/Todo.itemize.json", "output": "Out/Todo.swift" },
                { "spec": "Specs/Chroe.itemize.json", "output": "Out/Todo.swift" },
              ],
            }
            """, to: "App/itemize.json")

        let result = try run("generate", "--config", "App/itemize.json")

        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.standardError, """
            App/itemize.json:1:16: error: no templates folder at "App/NoTemplates" (at templates)
            App/itemize.json:4:15: error: no spec at "App/Specs/Chroe.itemize.json" (at specs[1].spec)
            App/itemize.json:4:53: error: "App/Specs/Todo.itemize.json" and "App/Specs/Chroe.itemize.json" would both be written to "App/Out/Todo.swift" (at specs[1].output)

            """)
        XCTAssertEqual(try folder.entries(in: "App"), ["Specs", "itemize.json"])
    }

    func testAMissingSpecIsReportedInFileOrderAmongTheKeysProblems() throws {
        try writeProject()
        // The missing spec comes first in the file, the misspelt keys after
        // it: the files are looked for after the keys are read, and the
        // report is still in the order an editor lists them.
        try folder.write("""
            {
              "specs": [
                { "spec": "Specs/Missing.itemize.json", "output": "Out/A.swift" },
                { "spec": "Specs/Todo.itemize.json", "output": "Out/Todo.swift", "outptu": "x" }
              ],
              "templtes": "T"
            }
            """, to: "App/itemize.json")

        let result = try run("generate", "--config", "App/itemize.json")

        XCTAssertEqual(result.exitCode, 1)
        let locations = result.standardError.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) }
        XCTAssertEqual(
            locations, ["App/itemize.json:3:15:", "App/itemize.json:4:70:", "App/itemize.json:6:3:", "App/itemize.json:6:15:"],
            result.standardError)
        XCTAssertTrue(result.standardError.contains("no spec at \"App/Specs/Missing.itemize.json\""), result.standardError)
        XCTAssertEqual(try folder.entries(in: "App"), ["Specs", "itemize.json"])
    }

    func testTwoOutputsDifferingOnlyInCaseAreLocatedInTheConfig() throws {
        try writeProject()
        try folder.write("""
            { "specs": [
                { "spec": "Specs/Todo.itemize.json", "output": "Out/Demo.swift" },
                { "spec": "Specs/Chore.itemize.json", "output": "Out/demo.swift" },
            ] }
            """, to: "App/itemize.json")

        let result = try run("generate", "--config", "App/itemize.json")

        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.standardError, """
            App/itemize.json:3:53: error: "App/Specs/Todo.itemize.json" and "App/Specs/Chore.itemize.json" would be written to \
            "App/Out/Demo.swift" and "App/Out/demo.swift", one file on a case-insensitive disk (the macOS default) (at specs[1].output)

            """)
        XCTAssertEqual(try folder.entries(in: "App"), ["Specs", "itemize.json"])
    }

    func testANoOpRunLeavesEveryFileAndFolderAsItWasAndAnEditedOutputIsRestored() throws {
        try writeProject()
        XCTAssertEqual(try run("generate", "--config", "App/itemize.json").exitCode, 0)
        let good = try XCTUnwrap(folder.contents(of: "App/Sources/Generated/Chore.swift"))
        let names = [
            "App", "App/itemize.json", "App/Specs", "App/Sources", "App/Sources/Lists", "App/Sources/Lists/TodoItem.swift",
            "App/Sources/Generated", "App/Sources/Generated/Chore.swift",
        ]
        for name in names {
            try folder.backdate(name)
        }
        let statuses = try names.map { try folder.status(of: $0) }

        for _ in 0..<2 {
            let run = try run("generate", "--config", "App/itemize.json")
            XCTAssertEqual(run.exitCode, 0, run.standardError)
            XCTAssertEqual(run.standardError + run.standardOutput, "")
        }

        XCTAssertEqual(try names.map { try folder.status(of: $0) }, statuses)
        try folder.write("// edited\n", to: "App/Sources/Generated/Chore.swift")
        XCTAssertEqual(try run("generate", "--config", "App/itemize.json").exitCode, 0)
        XCTAssertEqual(folder.contents(of: "App/Sources/Generated/Chore.swift"), good)
        XCTAssertEqual(try folder.entries(in: "App/Sources/Generated"), ["Chore.swift"])
    }

    func testAMissingConfigCannotBeRead() throws {
        let result = try run("generate", "--config", "itemize.json")
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.standardError, "itemize.json: error: cannot read the config: No such file or directory\n")
    }

    func testTemplatesAreTakenFromTheConfigsFolder() throws {
        try writeProject()
        let builtIn = try run("generate", "App/Specs/Todo.itemize.json").standardOutput
        let printed = try run("templates", "print", "file").standardOutput
        try folder.write("// Team header.\n" + printed, to: "App/Templates/file.template")
        try folder.write("""
            { "templates": "Templates", "specs": [ { "spec": "Specs/Todo.itemize.json", "output": "Todo.swift" } ] }
            """, to: "App/itemize.json")

        let result = try run("generate", "--config", "App/itemize.json")

        XCTAssertEqual(result.exitCode, 0, result.standardError)
        XCTAssertEqual(folder.contents(of: "App/Todo.swift"), Data(("// Team header.\n" + builtIn).utf8))
    }

    /// A broken template is one problem, however many specs meet it.
    func testATemplatesProblemIsReportedOnceForEverySpec() throws {
        try writeProject()
        try folder.write("{{ noSuchKey }}\n", to: "App/Templates/file.template")
        try folder.write("""
            { "templates": "Templates", "outputDirectory": "Generated", "specs": [ { "spec": "Specs/Todo.itemize.json" }, { "spec": "Specs/Chore.itemize.json" } ] }
            """, to: "App/itemize.json")

        let result = try run("generate", "--config", "App/itemize.json")

        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.standardError.components(separatedBy: "unknown variable `noSuchKey`").count - 1, 1, result.standardError)
    }

    func testHelpAndUsageShowTheConfigForm() throws {
        let help = try run("--help")
        XCTAssertTrue(help.standardOutput.contains("itemize generate --config FILE [--check]"), help.standardOutput)
        XCTAssertTrue(help.standardOutput.contains("--config FILE"), help.standardOutput)
        let usage = try run("generate")
        XCTAssertEqual(usage.exitCode, 64)
        XCTAssertTrue(usage.standardError.contains("itemize generate --config FILE [--check]"), usage.standardError)
    }

    func testConfigCannotBeMixedWithSpecsOutputOrTemplates() throws {
        for arguments in [
            ["generate", "--config", "itemize.json", "A.itemize.json"],
            ["generate", "--config", "itemize.json", "--output", "Out/"],
            ["generate", "--templates", "T", "--config=itemize.json"],
            ["generate", "--config", "a.json", "--config", "b.json"],
            ["generate", "--config"],
        ] {
            let result = try runItemizeExecutable(arguments, in: folder.path)
            XCTAssertEqual(result.exitCode, 64, "\(arguments)")
            XCTAssertTrue(result.standardError.hasPrefix("error: "), result.standardError)
        }
        XCTAssertThrowsError(try parseItemizeArguments(["generate", "--config", "itemize.json", "A.itemize.json"])) { error in
            XCTAssertEqual(
                error as? CommandLineFailure,
                .usage("'--config itemize.json' lists the specs; remove 'A.itemize.json' or list it in the config")
            )
        }
        let options = try parseItemizeArguments(["generate", "--check", "--config", "App/itemize.json"])
        var expected = GenerateOptions()
        expected.configPath = "App/itemize.json"
        expected.isCheck = true
        expected.regenerateArguments = ["generate", "--config", "App/itemize.json"]
        XCTAssertEqual(options, .generate(expected))
    }
}
