import XCTest
@testable import ItemizeGenerator

final class CLIArgumentTests: XCTestCase {
    private struct NotAGenerateCommand: Error {}

    private func generateOptions(_ arguments: [String]) throws -> GenerateOptions {
        guard case .generate(let options) = try parseItemizeArguments(arguments) else {
            throw NotAGenerateCommand()
        }
        return options
    }

    private func assertUsageError(_ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try parseItemizeArguments(arguments), file: file, line: line) { error in
            XCTAssertEqual(error as? CommandLineFailure, .usage(message), file: file, line: line)
            XCTAssertEqual((error as? CommandLineFailure)?.exitCode, 64, file: file, line: line)
        }
    }

    func testOptionValuesWorkWithAnEqualsSignOrAsTheNextArgument() throws {
        let separate = try generateOptions(["generate", "A.json", "--output", "Out/", "--templates", "T", "B.json"])
        XCTAssertEqual(separate.specPaths, ["A.json", "B.json"])
        XCTAssertEqual(separate.output, "Out/")
        XCTAssertEqual(separate.templatesDirectory, "T")
        XCTAssertFalse(separate.isCheck)

        let joined = try generateOptions(["generate", "--output=Out/", "--templates=T", "A.json", "B.json"])
        XCTAssertEqual(joined.specPaths, separate.specPaths)
        XCTAssertEqual(joined.output, separate.output)
        XCTAssertEqual(joined.templatesDirectory, separate.templatesDirectory)
    }

    func testCheckIsRememberedAndLeftOutOfTheRegenerateCommand() throws {
        let options = try generateOptions(["generate", "Examples/Feed.itemize.json", "--check", "--output", "Examples/Feed.swift"])
        XCTAssertTrue(options.isCheck)
        XCTAssertEqual(options.regenerateArguments, ["generate", "Examples/Feed.itemize.json", "--output", "Examples/Feed.swift"])
    }

    func testWarningsAsErrorsIsRememberedAndKeptInTheRegenerateCommand() throws {
        let options = try generateOptions(["generate", "A.json", "--warnings-as-errors", "--check", "--output", "A.swift"])
        XCTAssertTrue(options.treatsWarningsAsErrors)
        XCTAssertEqual(options.regenerateArguments, ["generate", "A.json", "--warnings-as-errors", "--output", "A.swift"])
        XCTAssertFalse(try generateOptions(["generate", "A.json"]).treatsWarningsAsErrors)
        XCTAssertTrue(try generateOptions(["generate", "--config", "itemize.json", "--warnings-as-errors"]).treatsWarningsAsErrors)
        assertUsageError(["generate", "A.json", "--warnings-as-errors=yes"], "'--warnings-as-errors' takes no value")
    }

    func testEverythingAfterDoubleDashIsASpec() throws {
        let options = try generateOptions(["generate", "--", "--odd-name.json"])
        XCTAssertEqual(options.specPaths, ["--odd-name.json"])
    }

    func testHelpVersionAndTemplatesCommands() throws {
        XCTAssertEqual(try parseItemizeArguments(["--help"]), .help)
        XCTAssertEqual(try parseItemizeArguments(["-h"]), .help)
        XCTAssertEqual(try parseItemizeArguments(["help"]), .help)
        XCTAssertEqual(try parseItemizeArguments(["generate", "--help"]), .help)
        XCTAssertEqual(try parseItemizeArguments(["--version"]), .version)
        XCTAssertEqual(try parseItemizeArguments(["templates", "list"]), .listTemplates)
        XCTAssertEqual(try parseItemizeArguments(["templates", "print", "file"]), .printTemplate(name: "file"))
    }

    func testUsageErrors() {
        assertUsageError([], "missing command")
        assertUsageError(["generate"], "no spec given to 'generate'")
        assertUsageError(["generate", "A.json", "--verbose"], "unknown option '--verbose'")
        assertUsageError(["generate", "A.json", "--ouput", "Out/"], "unknown option '--ouput'; did you mean '--output'?")
        assertUsageError(["generate", "A.json", "--output"], "missing value for '--output'")
        assertUsageError(["generate", "A.json", "--output", "--check"], "missing value for '--output'")
        assertUsageError(["generate", "A.json", "--output="], "missing value for '--output'")
        assertUsageError(["generate", "A.json", "--output", "a", "--output", "b"], "'--output' given more than once")
        assertUsageError(["generate", "A.json", "--check=yes", "--output", "a"], "'--check' takes no value")
        assertUsageError(["generate", "A.json", "--check"], "'--check' needs '--output' to know which files to compare")
        assertUsageError(["generate", "A.json", "--no-cache", "--output", "a"], "unknown option '--no-cache'")
        assertUsageError(["generat", "A.json"], "unknown command 'generat'; did you mean 'generate'?")
        assertUsageError(["build"], "unknown command 'build'")
        assertUsageError(["--frobnicate"], "unknown option '--frobnicate'")
        assertUsageError(["templates"], "missing 'list' or 'print NAME' after 'templates'")
        assertUsageError(["templates", "show"], "unknown templates command 'show'; expected 'list' or 'print NAME'")
        assertUsageError(["templates", "print"], "missing template name after 'templates print'")
        assertUsageError(["templates", "list", "extra"], "unexpected argument 'extra' after 'templates list'")
    }

    func testUsageErrorIsOneErrorLineThenTheSynopsis() {
        let lines = CommandLineFailure.usage("unknown option '--verbose'").lines
        XCTAssertEqual(lines.first, "error: unknown option '--verbose'")
        XCTAssertTrue(lines.dropFirst().joined(separator: "\n").contains("itemize generate SPEC..."))
    }

    func testRegenerateCommandIsQuotedForTheShell() {
        XCTAssertEqual(shellQuoted("Examples/Feed.itemize.json"), "Examples/Feed.itemize.json")
        XCTAssertEqual(shellQuoted("--output=Out/"), "--output=Out/")
        XCTAssertEqual(shellQuoted("My Specs/Feed.json"), "'My Specs/Feed.json'")
        XCTAssertEqual(shellQuoted("it's.json"), #"'it'\''s.json'"#)
        XCTAssertEqual(shellQuoted(""), "''")
    }

    func testTargetIsParsedInEitherForm() throws {
        for arguments in [["generate", "A.json", "--target", "diffable"], ["generate", "--target=diffable", "A.json"]] {
            guard case .generate(let options) = try parseItemizeArguments(arguments) else {
                return XCTFail("not a generate command: \(arguments)")
            }
            XCTAssertEqual(options.target, .diffable)
            XCTAssertEqual(options.specPaths, ["A.json"])
            XCTAssertEqual(options.regenerateArguments.contains { $0.contains("diffable") }, true)
        }
    }

    func testTargetUsageErrors() {
        assertUsageError(
            ["generate", "A.json", "--target", "rxdatasource"],
            "unknown target 'rxdatasource' for '--target'; did you mean 'rxdatasources'?")
        assertUsageError(
            ["generate", "A.json", "--target", "swiftui"],
            "unknown target 'swiftui' for '--target'; use one of 'itemize', 'rxdatasources', 'differencekit', 'diffable'")
        assertUsageError(["generate", "A.json", "--target"], "missing value for '--target'")
        assertUsageError(
            ["generate", "A.json", "--target", "diffable", "--target", "itemize"], "'--target' given more than once")
        assertUsageError(["generate", "A.json", "--targt", "diffable"], "unknown option '--targt'; did you mean '--target'?")
        assertUsageError(
            ["generate", "--config", "itemize.json", "--target", "diffable"],
            "'--config' generates each spec for its own \"target\"; remove '--target'")
    }
}
