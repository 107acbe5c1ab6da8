import Foundation
import GeneratorTestSupport
import XCTest

/// Every Swift snippet of README.md and docs/ is compiled, and run where it
/// is an executable example, as `DocSnippet` and `DocSnippetBuild` say:
/// a snippet that stops compiling, or throws when run, fails here with its
/// Markdown file and line.
final class DocSnippetTests: XCTestCase {
    /// The Swift snippets of the docs, or with `specs` their specs too.
    private func allSnippets(specs: Bool = false) throws -> [DocSnippet] {
        try DocSnippet.documentationFiles().flatMap { file in
            try DocSnippet.snippets(
                in: String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8), file: file)
        }.filter { specs || $0.use != .spec }
    }

    func testEverySwiftSnippetOfTheDocsCompiles() throws {
        let standIns = try standInsForTest(LibraryStandIns.shared)
        let build = try DocSnippetBuild()
        let snippets = try allSnippets()
        let specs = try allSnippets(specs: true).filter { $0.use == .spec }
        XCTAssertFalse(specs.isEmpty, "the README's first spec was not found")
        // Each target's snippets in every build setting an app target may
        // have, as the generated code they use is checked.
        let groups = ["itemize", "differencekit", "diffable", "rxdatasources"].map { target in
            (target, snippets.filter { $0.target == target && $0.use != .manifest && !$0.isOutline })
        }
        for (target, group) in groups where !group.isEmpty {
            let results = try build.typeCheck(
                group + (target == "itemize" ? specs : []), target: target, against: standIns, settings: BuildSetting.all)
            for (setting, result) in zip(BuildSetting.all, results) {
                XCTAssertEqual(result.status, 0, "the \(target) snippets \(group) do not compile (\(setting)):\n\(result.output)")
            }
        }
        var compiled = groups.map(\.1.count).reduce(0, +)
        for snippet in snippets where snippet.use == .manifest {
            let result = try build.typeCheckManifest(snippet)
            XCTAssertEqual(
                result.status, 0, "\(snippet) does not compile (its first line is line 4 below):\n\(result.output)")
            compiled += 1
        }
        let outlines = snippets.filter(\.isOutline)
        XCTAssertEqual(compiled + outlines.count, snippets.count, "a snippet was neither compiled nor an outline")
        XCTAssertGreaterThanOrEqual(compiled, 25, "the snippets were not found")
    }

    func testExecutableSnippetsRunAndLogWhatTheySay() throws {
        let build = try DocSnippetBuild()
        let snippets = try allSnippets()
        let runnable = snippets.filter { if case .run = $0.use { true } else { false } }
        let tests = snippets.filter { $0.use == .runTests }
        XCTAssertGreaterThanOrEqual(runnable.count, 3, "the runnable snippets were not found")
        XCTAssertFalse(tests.flatMap(\.testMethods).isEmpty, "runtime.md's test example was not found")
        let result = try build.run(runnable + tests)
        XCTAssertEqual(result.status, 0, result.output)
        let lines = result.output.split(separator: "\n").map(String.init)
        for snippet in runnable {
            XCTAssertTrue(lines.contains("ran \(snippet)"), "\(snippet) did not finish:\n\(result.output)")
            let logged = lines.compactMap { $0.hasPrefix("logged \(snippet): ") ? String($0.dropFirst("logged \(snippet): ".count)) : nil }
            XCTAssertEqual(logged, snippet.expectedLogs, "what \(snippet) logs")
        }
        for snippet in tests {
            for test in snippet.testMethods {
                XCTAssertTrue(lines.contains("ran \(snippet) \(test.method)"), "\(test.method):\n\(result.output)")
            }
        }
        XCTAssertFalse(result.output.contains("assertion failed"), result.output)
    }

    /// Negative controls: a snippet that does not compile, one that throws
    /// when run, and one that logs other than it says, each reported at its
    /// own place in its Markdown file.
    func testABrokenSnippetFailsAtItsPlaceInItsFile() throws {
        let standIns = try standInsForTest(LibraryStandIns.shared)
        let build = try DocSnippetBuild()
        let markdown = """
            # A page

            <!-- snippet: body in FeedTable -->
            ```swift
            dataSource.apply(sections, to: tableView)
            dataSource.applyAll(sections)
            ```

            <!-- snippet: run in FeedRun -->
            ```swift
            let feed = try SectionedArray(sections: [FeedSectionModel(model: .feed, items: [])])
            try feed.moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 2))
            ```

            <!-- snippet: run in FeedRun -->
            ```swift
            logger.error("one")   // logs: two
            ```

            <!-- snippet: run tests -->
            ```swift
            final class OneTests: XCTestCase {
                func testOne() async { XCTAssertEqual(1, 2) }
            }
            ```
            """
        let snippets = try DocSnippet.snippets(in: markdown, file: "docs/broken.md")
        XCTAssertEqual(snippets.map(\.line), [5, 11, 17, 22])
        let typeCheck = try build.typeCheck([snippets[0]], target: "itemize", against: standIns, settings: [.swift6])[0]
        XCTAssertNotEqual(typeCheck.status, 0)
        XCTAssertTrue(typeCheck.output.contains("docs/broken.md:6:"), typeCheck.output)
        XCTAssertFalse(typeCheck.output.contains("docs/broken.md:5:"), typeCheck.output)
        let run = try build.run(Array(snippets[1...]))
        XCTAssertTrue(run.output.contains("threw docs/broken.md:11: "), run.output)
        XCTAssertTrue(run.output.contains("logged docs/broken.md:17: one"), run.output)
        XCTAssertEqual(snippets[2].expectedLogs, ["two"])
        XCTAssertTrue(run.output.contains("ran docs/broken.md:22 testOne"), run.output)
        XCTAssertTrue(run.output.contains("assertion failed at docs/broken.md:23: 1 is not 2"), run.output)
    }

    func testMarkersAreReadAndAnUnknownOneIsAnError() throws {
        let markdown = """
            ```swift
            struct A {}
            ```
            <!-- snippet: body in FeedTable, target diffable -->
            ```swift
            import UIKit

            let x = 1
            ```
            <!-- snippet: outline of Examples/Feed.swift -->
            ```swift
            struct B { ... }
            ```
            ```json
            { "not": "swift" }
            ```
            """
        let snippets = try DocSnippet.snippets(in: markdown, file: "x.md")
        XCTAssertEqual(snippets.map(\.use), [.declarations, .body(context: "FeedTable"), .outline(of: "Examples/Feed.swift")])
        XCTAssertEqual(snippets.map(\.target), ["itemize", "diffable", "itemize"])
        XCTAssertEqual(snippets[1].imports, ["import UIKit"])
        XCTAssertEqual(snippets[1].code, "let x = 1")
        XCTAssertEqual(snippets[1].codeLine, 8)
        XCTAssertThrowsError(try DocSnippet.snippets(in: "<!-- snippet: bodyin FeedTable -->\n```swift\nx\n```", file: "x.md"))
    }

    /// The outlines of generated files say what the files hold: each line
    /// is one of the file's, in order.
    func testOutlinesMatchTheirGeneratedFiles() throws {
        let outlines = try allSnippets().filter(\.isOutline)
        XCTAssertGreaterThanOrEqual(outlines.count, 3, "the outlines of generated-code.md were not found")
        for snippet in outlines {
            guard case .outline(let path) = snippet.use else { continue }
            let file = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
            XCTAssertEqual(snippet.outlineMismatches(in: file), [], "\(snippet) outlines \(path), which lacks these lines")
        }
    }

    /// Negative control: an outline whose line the file lacks, or has only
    /// before the line above it, names that line.
    func testAnOutlineLineTheFileLacksIsNamed() throws {
        let markdown = """
            <!-- snippet: outline of Examples/Feed.swift -->
            ```swift
            nonisolated public enum FeedItem: IdentifiableType, Identifiable, Equatable, ItemizeRuntime.KindedItem, ItemizeRuntime.AccessibilityIdentifiable, Sendable {
                case card(Card)
                case poll(Poll)                 // not a kind of the feed
                case banner(Banner), ad(Ad)
                public struct Dispatch<Context, Result> { ... }
            }
            nonisolated public struct Card: IdentifiableType, Equatable, Sendable {   // declared before FeedItem
            ```
            """
        let snippets = try DocSnippet.snippets(in: markdown, file: "x.md")
        XCTAssertEqual(snippets.map(\.use), [.outline(of: "Examples/Feed.swift")])
        let file = try String(contentsOf: packageRoot.appendingPathComponent("Examples/Feed.swift"), encoding: .utf8)
        XCTAssertEqual(
            snippets[0].outlineMismatches(in: file),
            ["case poll(Poll)", "nonisolated public struct Card: IdentifiableType, Equatable, Sendable {"])
    }
}

extension DocSnippet {
    /// Whether the snippet is an outline of a file, matched instead of compiled.
    var isOutline: Bool {
        if case .outline = use { true } else { false }
    }
}
