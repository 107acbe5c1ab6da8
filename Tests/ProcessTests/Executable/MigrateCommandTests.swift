import Foundation
import XCTest

/// `itemize migrate`: specs rewritten in place and listed, `--check` for
/// CI, and bad input reported without losing a byte.
final class MigrateCommandTests: ExecutableTestCase {
    private let oldSpec = """
        // Before 2026-12-02: "cell" named one class for both views.
        {
          "enum": "FeedItem",
          "items": [ { "name": "Card", "identity": "id",
                       "fields": [ { "name": "id", "type": "String" } ],
                       "cell": "CardTableViewCell" } ],  // a table's cell
          "sections": [ { "name": "feed", "items": ["Card"] } ]
        }

        """

    func testCheckFailsBeforeMigratingAndPassesAfter() throws {
        _ = try folder.write(oldSpec, to: "Feed.itemize.json")
        let before = try run("migrate", "--check", "Feed.itemize.json")
        XCTAssertEqual(before.exitCode, 1)
        XCTAssertEqual(before.standardOutput, #"Feed.itemize.json:4:3: note: added "views": ["table", "swiftui"]: since Itemize 0.2.0 (main of 2026-12-02), "cell" names the class of the one view "views" lists, and "CardTableViewCell" is the table view's; "swiftui" keeps its SwiftUI code, which since Itemize 0.2.0 (main of 2026-12-07) only a spec that lists it gets; remove it if the app does not use SwiftUI (at items)"# + "\n")
        XCTAssertEqual(
            before.standardError,
            "Feed.itemize.json: error: the spec needs migrating to this version of itemize; run: itemize migrate Feed.itemize.json\n")
        XCTAssertEqual(folder.contents(of: "Feed.itemize.json"), Data(oldSpec.utf8), "--check wrote the spec")

        let migrated = try run("migrate", "Feed.itemize.json")
        XCTAssertEqual(migrated.exitCode, 0, migrated.standardError)
        XCTAssertEqual(migrated.standardOutput, before.standardOutput + "migrated Feed.itemize.json (1 change)\n")
        XCTAssertEqual(
            folder.contents(of: "Feed.itemize.json"),
            Data(oldSpec.replacingOccurrences(of: "  \"items\"", with: "  \"views\": [\"table\", \"swiftui\"],\n  \"items\"").utf8))
        XCTAssertEqual(try folder.entries(), ["Feed.itemize.json"], "a temporary file was left")

        let after = try run("migrate", "--check", "Feed.itemize.json")
        XCTAssertEqual(after.exitCode, 0, after.standardError)
        XCTAssertEqual(after.standardOutput + after.standardError, "")
        let generated = try run("generate", "Feed.itemize.json")
        XCTAssertEqual(generated.exitCode, 0, generated.standardError)
    }

    func testBadInputIsReportedAndNothingIsWritten() throws {
        _ = try folder.write(oldSpec, to: "Feed.itemize.json")
        _ = try folder.write("{ \"enum\": \"Broken\",\n  \"items\": [ }\n", to: "Broken.itemize.json")
        let result = try run("migrate", "Feed.itemize.json", "Broken.itemize.json", "Missing.itemize.json")
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(result.standardOutput, "")
        let lines = result.standardError.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, result.standardError)
        XCTAssertTrue(lines.first?.hasPrefix("Broken.itemize.json:2:14: error: ") == true, result.standardError)
        XCTAssertTrue(lines.last?.hasPrefix("Missing.itemize.json: error: cannot read the spec: ") == true, result.standardError)
        XCTAssertEqual(folder.contents(of: "Feed.itemize.json"), Data(oldSpec.utf8))
        XCTAssertEqual(folder.contents(of: "Broken.itemize.json"), Data("{ \"enum\": \"Broken\",\n  \"items\": [ }\n".utf8))
    }

    func testViewsDecidesForAClassWhoseNameSaysNoView() throws {
        let spec = oldSpec.replacingOccurrences(of: "CardTableViewCell", with: "CardCell")
        _ = try folder.write(spec, to: "Feed.itemize.json")
        let unsure = try run("migrate", "Feed.itemize.json")
        XCTAssertEqual(unsure.exitCode, 1)
        XCTAssertTrue(
            unsure.standardError.hasPrefix(#"Feed.itemize.json:6:16: error: cannot tell which view "CardCell" is for"#),
            unsure.standardError)
        XCTAssertEqual(folder.contents(of: "Feed.itemize.json"), Data(spec.utf8))

        let check = try run("migrate", "Feed.itemize.json", "--views", "collection", "--check")
        XCTAssertEqual(check.exitCode, 1)
        XCTAssertTrue(check.standardError.hasSuffix("run: itemize migrate --views collection Feed.itemize.json\n"), check.standardError)
        let decided = try run("migrate", "--views=collection", "Feed.itemize.json")
        XCTAssertEqual(decided.exitCode, 0, decided.standardError)
        XCTAssertTrue(
            String(decoding: folder.contents(of: "Feed.itemize.json") ?? Data(), as: UTF8.self)
                .contains("  \"views\": [\"collection\", \"swiftui\"],\n  \"registrations\": true,\n  \"items\""))
    }

    /// A user pastes each command a message suggests, as a shell reads it:
    /// every one in the corpus of old specs (a class whose name says its
    /// view and one whose name does not, a spec without "views", each also
    /// at a path with a space and a dollar) must work as given and leave a
    /// spec that generates with no suggestion left.
    func testEveryCommandAMessageSuggestsWorksWhenPasted() throws {
        let withoutViews = oldSpec.replacingOccurrences(of: "\"cell\"", with: "\"tableCell\"")
        let corpus = [
            (oldSpec, ["generate"]), (oldSpec.replacingOccurrences(of: "CardTableViewCell", with: "CardCell"), ["generate"]),
            (oldSpec.replacingOccurrences(of: "CardTableViewCell", with: "CardCell"), ["migrate"]), (withoutViews, ["generate"]),
        ]
        var commandsRun = 0
        for path in ["Feed.itemize.json", "My Specs/Feed $1.itemize.json"] {
            for (spec, command) in corpus {
                _ = try folder.write(spec, to: path)
                let first = try runItemizeExecutable(command + [path], in: folder.path)
                let suggested = suggestedCommands(in: first.standardError)
                XCTAssertEqual(suggested.count, 1, "one command suggested by \(command) \(path):\n\(first.standardError)")
                for line in suggested {
                    let pasted = try runInShell(line)
                    XCTAssertEqual(pasted.exitCode, 0, "\(line): \(pasted.standardError)")
                    commandsRun += 1
                }
                let generated = try run("generate", path)
                XCTAssertEqual(generated.exitCode, 0, generated.standardError)
                XCTAssertEqual(suggestedCommands(in: generated.standardError), [], "still suggested after \(suggested)")
            }
        }
        XCTAssertEqual(commandsRun, 8)
        // A usage error and an unknown template suggest commands too.
        for arguments in [["generate", "--bogus"], ["templates", "print", "nosuch"]] {
            let failed = try runItemizeExecutable(arguments, in: folder.path)
            let suggested = suggestedCommands(in: failed.standardError)
            XCTAssertEqual(suggested.count, 1, "\(arguments): \(failed.standardError)")
            for line in suggested {
                let pasted = try runInShell(line)
                XCTAssertEqual(pasted.exitCode, 0, "\(line): \(pasted.standardError)")
            }
        }
    }

    /// The commands a message suggests: `itemize ...` between single quotes.
    private func suggestedCommands(in text: String) -> [String] {
        text.components(separatedBy: "'").filter { $0.hasPrefix("itemize ") }
    }

    /// `line` run by `/bin/sh` in the test's folder, with the built
    /// `itemize` first on the path.
    private func runInShell(_ line: String) throws -> ItemizeRun {
        var environment = ProcessInfo.processInfo.environment
        let tools = try itemizeExecutable().deletingLastPathComponent().path
        environment["PATH"] = tools + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        return try runCapturingOutput(URL(fileURLWithPath: "/bin/sh"), ["-c", line], in: folder.path, environment: environment)
    }

    func testUsageErrors() throws {
        for (arguments, message) in [
            (["migrate"], "error: no spec given to 'migrate'"),
            (["migrate", "A.json", "--views", "grid"], "error: unknown view 'grid' for '--views'; use 'table' or 'collection', the one view the screens use"),
            (["migrate", "A.json", "--chek"], "error: unknown option '--chek' for 'migrate'; did you mean '--check'?"),
        ] {
            let result = try runItemizeExecutable(arguments, in: folder.path)
            XCTAssertEqual(result.exitCode, 64, "\(arguments)")
            XCTAssertTrue(result.standardError.hasPrefix(message + "\n"), result.standardError)
        }
    }
}
