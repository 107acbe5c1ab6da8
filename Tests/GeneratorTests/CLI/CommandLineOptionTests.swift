import Foundation
import GeneratorTestSupport
import XCTest
@testable import ItemizeGenerator

/// `CommandLineOption.all` is the one declaration of each option: the parser
/// handles every option it declares for a command, the synopsis shows what
/// the parser takes, and docs/command-line.md says the same, word for word.
final class CommandLineOptionTests: XCTestCase {
    private static let page = "docs/command-line.md"
    private static let tableHeader = "| Option | Given after | What it does |"

    // MARK: docs/command-line.md

    /// Set `ITEMIZE_RECORD=1` to rewrite the page's synopsis and table from
    /// the declarations; a recording run fails on purpose so it is never
    /// left on.
    func testTheDocsSynopsisAndOptionTableAreTheDeclarations() throws {
        let url = packageRoot.appendingPathComponent(Self.page)
        let text = try String(contentsOf: url, encoding: .utf8)
        let expected = Self.documentedText(synopsis: itemizeSynopsis, options: CommandLineOption.all)
        let current = try XCTUnwrap(Self.documentedParts(of: text), "\(Self.page) has no synopsis block or no '\(Self.tableHeader)' table")
        guard current.text != expected else { return }
        if ProcessInfo.processInfo.environment["ITEMIZE_RECORD"] == "1" {
            var lines = text.components(separatedBy: "\n")
            lines.replaceSubrange(current.table, with: expected.table)
            lines.replaceSubrange(current.synopsis, with: expected.synopsis)
            try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
            return XCTFail("Rewrote \(Self.page)'s synopsis and option table; unset ITEMIZE_RECORD and run the tests again.")
        }
        XCTFail("""
            \(Self.page) does not say what CommandLineOption.all declares \
            (rewrite it with ITEMIZE_RECORD=1 swift test --filter CommandLineOptionTests):
            \(lineDiff(expected: (expected.synopsis + expected.table).joined(separator: "\n"), actual: (current.text.synopsis + current.text.table).joined(separator: "\n")))
            """)
    }

    /// The negative control: a row the declarations do not have, a changed
    /// word or a lost row each make the page differ.
    func testTheDocsComparisonSeesAnExtraChangedOrMissingRow() throws {
        let expected = Self.documentedText(synopsis: itemizeSynopsis, options: CommandLineOption.all)
        let page = (["# Title", "```"] + expected.synopsis + ["```", "", "Text.", ""] + expected.table + ["", "More."])
        XCTAssertEqual(Self.documentedParts(of: page.joined(separator: "\n"))?.text, expected)

        let extraRow = page.map { $0.hasPrefix("| `--check`") ? $0 + "\n| `--verbose` | `itemize generate` | Say more. |" : $0 }
        XCTAssertNotEqual(Self.documentedParts(of: extraRow.joined(separator: "\n"))?.text, expected)
        let changedWord = page.map { $0.replacingOccurrences(of: "Show this help.", with: "Show the help.") }
        XCTAssertNotEqual(Self.documentedParts(of: changedWord.joined(separator: "\n"))?.text, expected)
        let missingRow = page.filter { !$0.hasPrefix("| `--version`") }
        XCTAssertNotEqual(Self.documentedParts(of: missingRow.joined(separator: "\n"))?.text, expected)
        let changedSynopsis = page.map { $0.replacingOccurrences(of: "[--collection]", with: "") }
        XCTAssertNotEqual(Self.documentedParts(of: changedSynopsis.joined(separator: "\n"))?.text, expected)
    }

    /// The synopsis lines and the option table as the page should hold them.
    private static func documentedText(synopsis: [String], options: [CommandLineOption]) -> DocumentedText {
        let rows = options.map { option in
            let commands = option.commands.map { "`\($0.invocation)`" }.joined(separator: ", ")
            let cells = ["`\(option.label)`", commands, option.help].map { $0.replacingOccurrences(of: "|", with: #"\|"#) }
            return "| " + cells.joined(separator: " | ") + " |"
        }
        return DocumentedText(synopsis: synopsis, table: [tableHeader, "|---|---|---|"] + rows)
    }

    /// The page's first fenced block and its option table (from the header
    /// to the first line that is not a row), with their line ranges.
    private static func documentedParts(of page: String) -> (text: DocumentedText, synopsis: Range<Int>, table: Range<Int>)? {
        let lines = page.components(separatedBy: "\n")
        guard let open = lines.firstIndex(of: "```"),
            let close = lines[(open + 1)...].firstIndex(of: "```"),
            let header = lines.firstIndex(of: tableHeader)
        else { return nil }
        let end = lines[header...].firstIndex { !$0.hasPrefix("|") } ?? lines.endIndex
        let synopsis = (open + 1)..<close
        return (DocumentedText(synopsis: Array(lines[synopsis]), table: Array(lines[header..<end])), synopsis, header..<end)
    }

    /// The parts of docs/command-line.md made from the declarations.
    private struct DocumentedText: Equatable {
        var synopsis: [String]
        var table: [String]
    }

    // MARK: The parser takes what is declared

    /// The option as typed with a value made from its placeholder: `FILE`
    /// for `FILE|DIR`, `table` for `table|collection`.
    private static func typed(_ option: CommandLineOption) -> [String] {
        [option.name] + (option.valuePlaceholder.map { [String($0.prefix { $0 != "|" })] } ?? [])
    }

    /// The arguments a command needs before an option changes anything.
    private static let operands: [OptionCommand: [String]] = [
        .itemize: [], .generate: ["generate", "A.itemize.json"], .migrate: ["migrate", "A.itemize.json"], .initSpec: ["init"],
    ]

    private func outcome(_ arguments: [String]) -> Result<ItemizeCommand, CommandLineFailure> {
        Result { () throws(CommandLineFailure) in try parseItemizeArguments(arguments) }
    }

    /// Each command handles every option declared for it: giving the option
    /// changes what the command line means, and is never refused as unknown.
    /// (An option declared but not handled stops the parser with a message
    /// naming it.) Every other option is refused as unknown.
    func testEachCommandHandlesExactlyTheOptionsDeclaredForIt() throws {
        for option in CommandLineOption.all {
            for command in OptionCommand.allCases {
                let base = try XCTUnwrap(Self.operands[command], "\(command) has no operands here")
                let withOption = outcome(base + Self.typed(option))
                if option.commands.contains(command) {
                    XCTAssertNotEqual(withOption, outcome(base), "\(command.invocation) ignores \(option.name)")
                    if case .failure(.usage(let message)) = withOption {
                        XCTAssertFalse(message.hasPrefix("unknown option"), "\(command.invocation) \(option.name): \(message)")
                    }
                } else if case .failure(.usage(let message)) = withOption {
                    XCTAssertTrue(message.hasPrefix("unknown option '\(option.name)'"), "\(command.invocation) \(option.name): \(message)")
                } else {
                    XCTFail("\(command.invocation) takes \(option.name), which is not declared for it")
                }
            }
        }
    }

    /// The `--config` form of the synopsis shows exactly the options that
    /// `generate` takes beside `--config`.
    func testTheConfigSynopsisShowsTheOptionsTakenBesideAConfig() throws {
        let line = try XCTUnwrap(itemizeSynopsis.first { $0.hasPrefix("itemize generate --config") })
        for option in CommandLineOption.all where option.commands.contains(.generate) && option != .config && option != .help {
            let arguments = ["generate", "--config", "itemize.json"] + Self.typed(option)
            let isTaken = (try? parseItemizeArguments(arguments)) != nil
            XCTAssertEqual(line.contains("[\(option.usage)]"), isTaken, "\(option.name): \(line)")
        }
    }

    func testHelpListsEveryOptionWithItsHelpAndTheSynopsis() {
        for option in CommandLineOption.all {
            XCTAssertTrue(itemizeHelp.contains("  \(option.label)  "), option.label)
            XCTAssertTrue(itemizeHelp.contains(option.help + "\n"), option.name)
        }
        for line in itemizeSynopsis {
            XCTAssertTrue(itemizeHelp.contains("  " + line + "\n"), line)
            XCTAssertTrue(itemizeUsage.contains(line), line)
        }
    }

    // MARK: Errors come from the declaration

    private func assertUsageError(_ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(outcome(arguments), .failure(.usage(message)), file: file, line: line)
    }

    func testEveryCommandReadsValuesAndFlagsTheSameWay() throws {
        assertUsageError(["init", "--collection=yes"], "'--collection' takes no value")
        assertUsageError(["migrate", "A.json", "--check=yes"], "'--check' takes no value")
        assertUsageError(["migrate", "A.json", "--views"], "missing value for '--views'")
        assertUsageError(["migrate", "A.json", "--views=table", "--views", "table"], "'--views' given more than once")
        assertUsageError(["generate", "A.json", "--templates="], "missing value for '--templates'")
        assertUsageError(["--version=1"], "'--version' takes no value")
        assertUsageError(["--verison"], "unknown option '--verison'; did you mean '--version'?")
        assertUsageError(["init", "--output", "A.swift"], "unknown option '--output' for 'init'")
        XCTAssertEqual(outcome(["init", "--", "--odd"]), .success(.initSpec(path: "--odd", isCollection: false)))
        XCTAssertEqual(outcome(["migrate", "A.json", "--help", "--bogus"]), .success(.help))
        XCTAssertEqual(outcome(["init", "-h"]), .success(.help))
        guard case .success(.generate(let options)) = outcome(["generate", "A.json", "--output", "-"]) else {
            return XCTFail("'-' is not a value")
        }
        XCTAssertEqual(options.output, "-")
    }
}
