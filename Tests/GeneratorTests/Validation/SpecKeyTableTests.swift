import Foundation
import GeneratorTestSupport
import XCTest
@testable import ItemizeGenerator

/// The JSON Schema and the docs' key tables are written from `SpecKey.all`,
/// so a key is declared once. Set `ITEMIZE_RECORD=1` to rewrite them after
/// changing a declaration; a recording run fails on purpose.
final class SpecKeyTableTests: XCTestCase {
    private let isRecording = ProcessInfo.processInfo.environment["ITEMIZE_RECORD"] == "1"

    func testTheSpecSchemaIsWrittenFromTheKeyDeclarations() throws {
        try check("Schemas/itemize-spec.schema.json", against: specSchemaText())
    }

    func testTheDocsKeyTablesAreWrittenFromTheKeyDeclarations() throws {
        var placesShown: Set<SpecPlace> = []
        for page in ["docs/spec.md", "docs/row-behaviour.md"] {
            let text = try String(contentsOf: packageRoot.appendingPathComponent(page), encoding: .utf8)
            let (expected, shown) = try withKeyTablesRewritten(text)
            placesShown.formUnion(shown)
            try check(page, against: expected)
        }
        XCTAssertEqual(placesShown, Set(SpecPlace.allCases), "every place's keys are in some table")
    }

    func testEachPlaceDeclaresEachKeyOnceAndTheActionPlacesAreTheGeneratorsOwn() {
        for place in SpecPlace.allCases {
            XCTAssertEqual(Set(place.keys).count, place.keys.count, "\(place) declares a key twice")
            XCTAssertFalse(place.keys.isEmpty, "\(place) has no keys")
        }
        XCTAssertEqual(SpecPlace.actions.keys, ValidatedSpec.ActionPlace.allCases.map(\.rawValue))
    }

    func testPlainTextDropsCodeSpansAndKeepsWhereALinkGoes() {
        XCTAssertEqual(
            plainText("a `UISwitch` ([Row behaviour](row-behaviour.md#editing)), `{{`"),
            "a UISwitch (Row behaviour, docs/row-behaviour.md), {{")
        XCTAssertEqual(plainText("a [ bracket"), "a [ bracket")
        XCTAssertEqual(plainText("`[]` makes `[\"table\"]`"), "[] makes [\"table\"]")
    }

    /// A key that Validation accepts and the schema lacks, and a wrong
    /// default: both are caught.
    func testADeclarationTheFilesDoNotShowIsCaught() throws {
        let schema = try String(contentsOf: packageRoot.appendingPathComponent("Schemas/itemize-spec.schema.json"), encoding: .utf8)
        let withoutMovable = schema.replacingOccurrences(of: "\"movable\"", with: "\"moveable\"")
        XCTAssertNotEqual(withoutMovable, specSchemaText())
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/spec.md"), encoding: .utf8)
        let staleDefault = page.replacingOccurrences(of: "| `deletable` | bool | `true` |", with: "| `deletable` | bool | `false` |")
        XCTAssertNotEqual(staleDefault, page, "the page shows deletable's default")
        XCTAssertNotEqual(try withKeyTablesRewritten(staleDefault).text, staleDefault)
    }

    /// Compares the file at `path` with `expected`, or writes it when recording.
    private func check(_ path: String, against expected: String) throws {
        let url = packageRoot.appendingPathComponent(path)
        if isRecording {
            try expected.write(to: url, atomically: true, encoding: .utf8)
            XCTFail("Recorded \(path); unset ITEMIZE_RECORD and run the tests again.")
            return
        }
        let actual = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(
            actual == expected,
            "\(path) is not what SpecKey.all declares (rewrite it with ITEMIZE_RECORD=1 swift test --filter "
                + "SpecKeyTableTests):\n\(lineDiff(expected: expected, actual: actual))")
    }
}

/// `page` with the table after each `<!-- spec keys: PLACE ... -->` line
/// (up to `<!-- end of spec keys -->`) written from `SpecKey.all`, and the
/// places the tables show. A name is a place (`item`, every key of items)
/// or a place and a key (`item.movable`).
func withKeyTablesRewritten(_ page: String) throws -> (text: String, places: Set<SpecPlace>) {
    var lines: [String] = []
    var places: Set<SpecPlace> = []
    var isInTable = false
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
        if isInTable {
            if line == "<!-- end of spec keys -->" {
                lines.append(String(line))
                isInTable = false
            }
            continue
        }
        lines.append(String(line))
        guard line.hasPrefix("<!-- spec keys: "), line.hasSuffix(" -->") else { continue }
        let names = line.dropFirst("<!-- spec keys: ".count).dropLast(" -->".count).split(separator: " ")
        var keys: [SpecKey] = []
        for name in names {
            let parts = name.split(separator: ".", maxSplits: 1)
            let place = try XCTUnwrap(SpecPlace(rawValue: String(parts[0])), "unknown place in \(line)")
            places.insert(place)
            let chosen = SpecKey.all.filter { $0.place == place && (parts.count == 1 || $0.name == parts[1]) }
            XCTAssertFalse(chosen.isEmpty, "no key \(name) in \(line)")
            keys += chosen
        }
        lines += keyTable(keys)
        isInTable = true
    }
    XCTAssertFalse(isInTable, "a spec keys table has no end")
    return (lines.joined(separator: "\n"), places)
}

/// The docs' table of `keys`: a row per key, named as its place calls it.
private func keyTable(_ keys: [SpecKey]) -> [String] {
    let rows = keys.map { key in
        let label = switch key.place {
        case .field: "a field's `\(key.name)`"
        case .action: "an action's `\(key.name)`"
        default: "`\(key.name)`"
        }
        let absent = key.isRequired ? "required" : key.defaultValue
        return "| \(label) | \(key.value) | \(absent) | \(key.meaning) | \(key.since) |"
    }
    return ["| key | value | default | meaning | since |", "|---|---|---|---|---|"] + rows
}
