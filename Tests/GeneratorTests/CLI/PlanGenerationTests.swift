import Foundation
import GeneratorTestSupport
import XCTest
@testable import ItemizeGenerator

/// `planGeneration`: the command line and a config that say the same thing
/// make the same plan, which `runGeneration` then runs alike.
final class PlanGenerationTests: XCTestCase {
    private struct NotAGenerateCommand: Error {}

    private func plan(_ arguments: [String]) throws -> GenerationPlan {
        guard case .generate(let options) = try parseItemizeArguments(arguments) else {
            throw NotAGenerateCommand()
        }
        return try planGeneration(options)
    }

    func testTheCommandLineAndAConfigMakeTheSamePlan() throws {
        let folder = try TemporaryFolder()
        try folder.write(sampleSpec(enumName: "TodoItem"), to: "Specs/Todo.itemize.json")
        try folder.write(sampleSpec(enumName: "ChoreItem"), to: "Specs/Chore.itemize.json")
        try FileManager.default.createDirectory(atPath: folder.url("Templates"), withIntermediateDirectories: false)
        try folder.write("""
            { "templates": "Templates", "outputDirectory": "Out",
              "specs": [ { "spec": "Specs/Todo.itemize.json" }, { "spec": "Specs/Chore.itemize.json" } ] }
            """, to: "itemize.json")

        let fromConfig = try plan(["generate", "--config", folder.url("itemize.json"), "--check"])
        let fromCommandLine = try plan([
            "generate", folder.url("Specs/Todo.itemize.json"), folder.url("Specs/Chore.itemize.json"),
            "--output", folder.url("Out/"), "--templates", folder.url("Templates"), "--check",
        ])

        XCTAssertEqual(fromConfig.jobs, [
            GenerationPlan.Job(specPath: folder.url("Specs/Todo.itemize.json"), outputPath: folder.url("Out/Todo.swift")),
            GenerationPlan.Job(specPath: folder.url("Specs/Chore.itemize.json"), outputPath: folder.url("Out/Chore.swift")),
        ])
        XCTAssertEqual(fromCommandLine.jobs, fromConfig.jobs)
        XCTAssertEqual(fromCommandLine.templatesDirectory, fromConfig.templatesDirectory)
        XCTAssertEqual(fromCommandLine.target, fromConfig.target)
        XCTAssertTrue(fromConfig.isCheck && fromCommandLine.isCheck)
        XCTAssertEqual(fromConfig.regenerateArguments, ["generate", "--config", folder.url("itemize.json")])
    }

    func testWithoutOutputEverySpecGoesToStandardOutput() throws {
        XCTAssertEqual(try plan(["generate", "A.json", "B.json", "--target", "diffable"]), GenerationPlan(
            jobs: [GenerationPlan.Job(specPath: "A.json", outputPath: nil), GenerationPlan.Job(specPath: "B.json", outputPath: nil)],
            target: .diffable,
            regenerateArguments: ["generate", "A.json", "B.json", "--target", "diffable"]
        ))
    }
}
