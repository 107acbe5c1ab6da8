import Foundation
import GeneratorTestSupport
import XCTest
@testable import ItemizeGenerator

/// How a target's folder of templates replaces the shared ones, built in
/// and with `--templates DIR`.
final class TemplateSetTargetTests: XCTestCase {
    func testATargetsTemplateReplacesTheSharedOneOfTheSameName() {
        let set = inlineTemplates([
            "file": "shared file", "library": "shared library",
            "diffable/library": "diffable library", "differencekit/library": "differencekit library",
        ])

        let diffable = set.resolved(for: .diffable)
        XCTAssertEqual(diffable.names, ["file", "library"])
        XCTAssertEqual(diffable.source(named: "library")?.text, "diffable library")
        XCTAssertEqual(diffable.source(named: "library")?.path, "Templates/diffable/library.template")
        XCTAssertEqual(diffable.source(named: "file")?.text, "shared file")

        // A target without a folder of its own renders the shared set.
        let itemize = set.resolved(for: .itemize)
        XCTAssertEqual(itemize.source(named: "library")?.text, "shared library")
        XCTAssertEqual(set.resolved(for: .rxdatasources).source(named: "library")?.text, "shared library")
    }

    func testEveryBuiltInTargetRendersTheSharedPiecesOnce() {
        // The item structs, the enums, Dispatch and the cells are the same
        // template for every target: no target folder copies them.
        for name in ["file", "item-struct", "item-enum", "item-dispatch", "section-enum", "uikit-cells", "swiftui"] {
            for target in ValidatedSpec.Target.allCases {
                XCTAssertNil(TemplateSet.builtIn.source(named: "\(target.rawValue)/\(name)"), "\(target)/\(name)")
                XCTAssertEqual(
                    TemplateSet.builtIn.resolved(for: target).source(named: name)?.path, "Templates/\(name).template")
            }
        }
    }

    func testATemplatesFolderOverridesATargetsTemplateInItsSubfolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("mine\n", to: "diffable/library.template")
        try folder.write("my file\n", to: "file.template")
        try folder.write("not a target\n", to: "swiftui/library.template")
        try folder.write("hidden\n", to: "diffable/.library.template")

        let set = try TemplateSet.builtIn.overriding(withDirectory: folder.path)

        XCTAssertEqual(set.source(named: "diffable/library")?.text, "mine\n")
        XCTAssertEqual(set.source(named: "diffable/library")?.path, folder.path + "/diffable/library.template")
        XCTAssertNil(set.source(named: "swiftui/library"))
        XCTAssertNil(set.source(named: "diffable/.library"))
        XCTAssertEqual(set.resolved(for: .diffable).source(named: "library")?.text, "mine\n")
        XCTAssertEqual(set.resolved(for: .diffable).source(named: "file")?.text, "my file\n")
        // The other targets keep their own.
        XCTAssertEqual(
            set.resolved(for: .differencekit).source(named: "library")?.text,
            TemplateSet.builtIn.source(named: "differencekit/library")?.text)
    }

    func testTheRootTemplateOfEveryTargetRendersTheFeed() throws {
        let spec = try Data(contentsOf: packageRoot.appendingPathComponent("Examples/Feed.itemize.json"))
        for target in ValidatedSpec.Target.allCases {
            let code = try GeneratorPipeline(templates: .builtIn, target: target)
                .generate(specBytes: Array(spec), file: "Feed.itemize.json")
            XCTAssertTrue(code.contains("\nimport ItemizeRuntime\n"), "\(target)")
            XCTAssertTrue(code.contains("public enum FeedItem:"), "\(target)")
        }
    }
}
