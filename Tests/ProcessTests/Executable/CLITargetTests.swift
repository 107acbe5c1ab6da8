import Foundation
import GeneratorTestSupport
import XCTest
@testable import ItemizeGenerator

/// `--target`, run through the built `itemize`.
final class CLITargetTests: ExecutableTestCase {
    func testTargetOverridesTheSpecsTargetForEverySpec() throws {
        try folder.write(sampleSpec(enumName: "TodoItem"), to: "Todo.itemize.json")
        try folder.write(sampleSpec(enumName: "ChoreItem", target: "rxdatasources"), to: "Chore.itemize.json")

        let own = try run("generate", "Todo.itemize.json", "Chore.itemize.json")
        XCTAssertEqual(own.exitCode, 0, own.standardError)
        XCTAssertEqual(own.standardOutput.components(separatedBy: "import ItemizeRuntime").count, 3)
        XCTAssertEqual(own.standardOutput.components(separatedBy: "import RxDataSources").count, 2)

        let overridden = try run("generate", "Todo.itemize.json", "Chore.itemize.json", "--target", "differencekit")
        XCTAssertEqual(overridden.exitCode, 0, overridden.standardError)
        XCTAssertEqual(overridden.standardOutput.components(separatedBy: "import DifferenceKit").count, 3)
        // Every target uses the runtime's shared pieces.
        XCTAssertEqual(overridden.standardOutput.components(separatedBy: "import ItemizeRuntime").count, 3)
        XCTAssertTrue(overridden.standardOutput.contains("typealias ChoreSectionModel = DifferenceKit.ArraySection<ChoreSection, ChoreItem>"))
    }

    func testAnUnknownTargetIsAUsageErrorWithTheSynopsis() throws {
        try folder.write(sampleSpec(), to: "Todo.itemize.json")

        let result = try run("generate", "Todo.itemize.json", "--target", "difable")

        XCTAssertEqual(result.exitCode, 64)
        XCTAssertEqual(result.standardOutput, "")
        let lines = result.standardError.split(separator: "\n")
        XCTAssertEqual(lines.first, "error: unknown target 'difable' for '--target'; did you mean 'diffable'?")
        XCTAssertTrue(result.standardError.contains("[--target NAME]"), result.standardError)
        XCTAssertEqual(try folder.entries(), ["Todo.itemize.json"])
    }

    func testAMisspeltTargetInASpecIsLocatedAndNothingIsWritten() throws {
        try folder.write(
            sampleSpec().replacingOccurrences(of: "\"enum\": \"TodoItem\",", with: "\"enum\": \"TodoItem\", \"target\": \"difable\","),
            to: "Todo.itemize.json")

        let result = try run("generate", "Todo.itemize.json", "--output", "Out/")

        XCTAssertEqual(result.exitCode, 1)
        XCTAssertTrue(
            result.standardError.contains(
                "Todo.itemize.json:2:33: error: unknown target \"difable\""), result.standardError)
        XCTAssertTrue(result.standardError.contains("did you mean \"diffable\"?"), result.standardError)
        XCTAssertEqual(try folder.entries(), ["Todo.itemize.json"])
    }

    func testCheckOnANonDefaultTargetNamesTheStaleFileAndItsCommand() throws {
        let spec = try String(
            contentsOf: packageRoot.appendingPathComponent("Examples/Targets/FeedDiffable.itemize.json"), encoding: .utf8)
        try folder.write(spec, to: "FeedDiffable.itemize.json")
        XCTAssertEqual(try run("generate", "FeedDiffable.itemize.json", "--output", "Out/").exitCode, 0)
        XCTAssertEqual(
            folder.contents(of: "Out/FeedDiffable.swift"),
            try Data(contentsOf: packageRoot.appendingPathComponent("Examples/Targets/FeedDiffable.swift")))
        let fresh = try run("generate", "FeedDiffable.itemize.json", "--output", "Out/", "--check")
        XCTAssertEqual(fresh.exitCode, 0, fresh.standardError)

        // The same spec checked for another target is stale, and the command
        // named keeps the target.
        let stale = try run("generate", "FeedDiffable.itemize.json", "--output", "Out/", "--target", "differencekit", "--check")
        XCTAssertEqual(stale.exitCode, 1)
        XCTAssertEqual(
            stale.standardError,
            "error: Out/FeedDiffable.swift is out of date (generated from FeedDiffable.itemize.json); "
                + "run: itemize generate FeedDiffable.itemize.json --output Out/ --target differencekit\n")
        XCTAssertEqual(
            folder.contents(of: "Out/FeedDiffable.swift"),
            try Data(contentsOf: packageRoot.appendingPathComponent("Examples/Targets/FeedDiffable.swift")))
    }

    func testHelpNamesTheTargets() throws {
        let result = try run("--help")
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertTrue(result.standardOutput.contains("[--target NAME]"), result.standardOutput)
        let line = result.standardOutput.split(separator: "\n").first { $0.hasPrefix("  --target NAME ") }
        XCTAssertTrue(
            line?.contains(" Generate every spec for NAME (itemize, rxdatasources, differencekit, diffable)") == true,
            result.standardOutput)
    }

    func testTemplatesListAndPrintShowEachTargetsTemplates() throws {
        let list = try run("templates", "list")
        XCTAssertEqual(list.exitCode, 0)
        let names = list.standardOutput.split(separator: "\n").map(String.init)
        for name in ["diffable/library", "diffable/library-uikit", "differencekit/library", "rxdatasources/library-uikit"] {
            XCTAssertTrue(names.contains(name), "\(name) in \(names)")
        }
        let printed = try run("templates", "print", "differencekit/library")
        XCTAssertEqual(printed.exitCode, 0)
        XCTAssertEqual(printed.standardOutput, TemplateSet.builtIn.source(named: "differencekit/library")?.text)
    }

    func testATargetsTemplateCanBeOverriddenFromATemplatesFolder() throws {
        try folder.write(sampleSpec(), to: "Todo.itemize.json")
        let printed = try run("templates", "print", "differencekit/library").standardOutput
        try folder.write("// Our DifferenceKit glue.\n" + printed, to: "Custom/differencekit/library.template")

        let custom = try run("generate", "Todo.itemize.json", "--target", "differencekit", "--templates", "Custom")
        let builtIn = try run("generate", "Todo.itemize.json", "--target", "differencekit")
        let itemize = try run("generate", "Todo.itemize.json", "--templates", "Custom")

        XCTAssertEqual(custom.exitCode, 0, custom.standardError)
        XCTAssertEqual(
            custom.standardOutput,
            builtIn.standardOutput.replacingOccurrences(
                of: "nonisolated extension TodoItem: DifferenceKit.Differentiable",
                with: "// Our DifferenceKit glue.\nnonisolated extension TodoItem: DifferenceKit.Differentiable"))
        XCTAssertFalse(itemize.standardOutput.contains("Our DifferenceKit glue"))
    }
}
