import GeneratorTestSupport
@testable import ItemizeGenerator
import XCTest

final class JSONReaderTests: XCTestCase {
    // MARK: - Values and locations

    func testReadsEveryKindWithItsLineColumnAndPath() throws {
        let root = try parse("""
            {
              "enum": "FeedItem",
              "count": -12.5e3,
              "flags": [true, false, null],
              "items": [ { "name": "Card" } ]
            }
            """)
        let members = try XCTUnwrap(objectMembers(root))
        XCTAssertEqual(members.map(\.key), ["enum", "count", "flags", "items"])
        XCTAssertEqual(root.location, SourceLocation(file: "Spec.json", line: 1, column: 1, jsonPath: ""))

        XCTAssertEqual(members[0].keyLocation, SourceLocation(file: "Spec.json", line: 2, column: 3, jsonPath: "enum"))
        XCTAssertEqual(members[0].value.kind, .string("FeedItem"))
        XCTAssertEqual(members[0].value.location, SourceLocation(file: "Spec.json", line: 2, column: 11, jsonPath: "enum"))

        XCTAssertEqual(members[1].value.kind, .number("-12.5e3"))
        XCTAssertEqual(members[1].value.location.column, 12)

        guard case .array(let flags) = members[2].value.kind else {
            return XCTFail("flags is not an array")
        }
        XCTAssertEqual(flags.map(\.kind), [.bool(true), .bool(false), .null])
        XCTAssertEqual(flags.map(\.location.column), [13, 19, 26])
        XCTAssertEqual(flags.map { $0.location.jsonPath }, ["flags[0]", "flags[1]", "flags[2]"])

        let name = try XCTUnwrap(value(at: ["items", 0, "name"], in: root))
        XCTAssertEqual(name.kind, .string("Card"))
        XCTAssertEqual(name.location, SourceLocation(file: "Spec.json", line: 5, column: 24, jsonPath: "items[0].name"))
    }

    func testLocationsAfterCommentsCRLFAndMultibyteText() throws {
        let text = "// A comment with “quotes” and é\r\n"
            + "{ /* ünïcödé\r\n block */ \"héader\": \"€uro\",\r\n"
            + "\t\"next\": 1 }"
        let root = try parse(text)
        let members = try XCTUnwrap(objectMembers(root))
        XCTAssertEqual(root.location.line, 2)
        XCTAssertEqual(root.location.column, 1)
        // Line 3 is ` block */ "héader": "€uro",`: columns count UTF-8 bytes,
        // so "é" takes two and the value starts at byte 22.
        XCTAssertEqual(members[0].keyLocation.line, 3)
        XCTAssertEqual(members[0].keyLocation.column, 11)
        XCTAssertEqual(members[0].value.location.line, 3)
        XCTAssertEqual(members[0].value.location.column, 22)
        XCTAssertEqual(members[0].value.kind, .string("€uro"))
        XCTAssertEqual(members[0].keyLocation.jsonPath, "[\"héader\"]")
        // A tab is one byte.
        XCTAssertEqual(members[1].keyLocation, SourceLocation(file: "Spec.json", line: 4, column: 2, jsonPath: "next"))
        XCTAssertEqual(members[1].value.location.column, 10)
    }

    func testALoneCarriageReturnEndsALine() throws {
        let root = try parse("[1,\r2]")
        guard case .array(let elements) = root.kind else {
            return XCTFail("not an array")
        }
        XCTAssertEqual(elements[1].location.line, 2)
        XCTAssertEqual(elements[1].location.column, 1)
    }

    func testAcceptsCommentsEverywhereAndTrailingCommas() throws {
        let root = try parse("""
            // leading
            { // after the brace
              "a": [1, 2, /* inside */ 3,], /* before the comma */
              "b": { "c": "d", }, // trailing
            } /* after the root */
            // last line without a newline
            """)
        let members = try XCTUnwrap(objectMembers(root))
        XCTAssertEqual(members.map(\.key), ["a", "b"])
        guard case .array(let numbers) = members[0].value.kind else {
            return XCTFail("a is not an array")
        }
        XCTAssertEqual(numbers.map(\.kind), [.number("1"), .number("2"), .number("3")])
        XCTAssertEqual(try parse("[]").kind, .array([]))
        XCTAssertEqual(try parse("{}").kind, .object([]))
    }

    func testSkipsAByteOrderMarkWithoutCountingItAsAColumn() throws {
        let root = try parseBytes([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8))
        let members = try XCTUnwrap(objectMembers(root))
        XCTAssertEqual(root.location.column, 1)
        XCTAssertEqual(members[0].value.location.column, 7)
    }

    func testDecodesEscapesAndSurrogatePairs() throws {
        let root = try parse(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u20AC", "\ud83d\ude00", "plain"]"#)
        guard case .array(let strings) = root.kind else {
            return XCTFail("not an array")
        }
        XCTAssertEqual(strings.map(\.kind), [
            .string("a\"b\\c/d\u{8}\u{C}\n\r\t"), .string("é€"), .string("😀"), .string("plain"),
        ])
    }

    func testKeepsNumbersAsWritten() throws {
        let root = try parse("[0, -0, 10, 1.50, 2E+10, 3e-2, -0.0]")
        guard case .array(let numbers) = root.kind else {
            return XCTFail("not an array")
        }
        XCTAssertEqual(numbers.map(\.kind), ["0", "-0", "10", "1.50", "2E+10", "3e-2", "-0.0"].map(JSONValue.Kind.number))
    }

    func testKeepsDuplicateKeysInOrder() throws {
        let root = try parse(#"{"name": "A", "name": "B"}"#)
        let members = try XCTUnwrap(objectMembers(root))
        XCTAssertEqual(members.map(\.key), ["name", "name"])
        XCTAssertEqual(members.map(\.value.kind), [.string("A"), .string("B")])
        XCTAssertEqual(members.map(\.keyLocation.column), [2, 15])
    }

    func testBracketsKeysThatAreNotIdentifiers() throws {
        let root = try parse(#"{"a b": {"2x": [{"q\"": 1}]}}"#)
        let inner = try XCTUnwrap(value(at: ["a b", "2x", 0, "q\""], in: root))
        XCTAssertEqual(inner.location.jsonPath, #"["a b"]["2x"][0]["q\""]"#)
    }

    // MARK: - Errors

    func testEmptyFile() {
        assertError("", "the file is empty; a spec is a JSON object", line: 1, column: 1)
        assertError(bytes: [0xEF, 0xBB, 0xBF], "the file is empty; a spec is a JSON object", line: 1, column: 1)
    }

    func testWhitespaceAndCommentsOnly() {
        assertError(
            "  \n// nothing\n/* here */ ",
            "the file holds only whitespace and comments; a spec is a JSON object", line: 3, column: 12
        )
    }

    func testInvalidUTF8IsLocated() {
        assertError(
            bytes: Array("{\n  \"a\": \"x".utf8) + [0xC3, 0x28] + Array("\"}".utf8),
            "invalid UTF-8 (byte 0xC3); a spec must be UTF-8 text", line: 2, column: 10
        )
        // An encoded surrogate is not UTF-8.
        assertError(
            bytes: Array("[\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8),
            "invalid UTF-8 (byte 0xED); a spec must be UTF-8 text", line: 1, column: 3
        )
        // A truncated sequence at the very end.
        assertError(bytes: Array("[1] ".utf8) + [0xE2, 0x82], "invalid UTF-8 (byte 0xE2); a spec must be UTF-8 text", line: 1, column: 5)
    }

    func testBinaryGarbage() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        assertError(bytes: png, "invalid UTF-8 (byte 0x89); a spec must be UTF-8 text", line: 1, column: 1)
        assertError(bytes: [0x01, 0x02], "unexpected control character U+0001; expected a JSON value", line: 1, column: 1)
    }

    func testNULBytes() {
        assertError(
            bytes: Array("{\"a\":\n 1".utf8) + [0] + Array("}".utf8),
            "the file contains a NUL byte; a spec is UTF-8 text, not a binary file", line: 2, column: 3
        )
    }

    /// A NUL or a byte that is not ASCII is found, and located, at any
    /// offset, and a valid sequence there is read as text.
    func testNULAndNonASCIIBytesAreFoundAtEveryOffset() throws {
        for position in 0..<20 {
            let before = Array(#"{"a": ""#.utf8) + Array(repeating: UInt8(ascii: "x"), count: position)
            let after = Array(#"yyyyyyyyyyyy"}"#.utf8)
            let column = before.count + 1
            assertError(
                bytes: before + [0] + after,
                "the file contains a NUL byte; a spec is UTF-8 text, not a binary file", line: 1, column: column
            )
            assertError(bytes: before + [0xFF] + after, "invalid UTF-8 (byte 0xFF); a spec must be UTF-8 text", line: 1, column: column)
            let members = objectMembers(try parseBytes(before + [0xC3, 0xA9] + after))
            XCTAssertEqual(members?.first?.value.kind, .string(String(repeating: "x", count: position) + "é" + "yyyyyyyyyyyy"))
        }
    }

    /// A value after any run of spaces and tabs keeps its column.
    func testColumnsAfterRunsOfSpacesAndTabsOfEveryLength() throws {
        for length in 0..<20 {
            for blank in [" ", "\t"] {
                let indentation = String(repeating: " ", count: length) + blank + String(repeating: " ", count: length % 9)
                let root = try parse("{" + indentation + #""a": 1}"#)
                let member = try XCTUnwrap(objectMembers(root)?.first)
                XCTAssertEqual(member.keyLocation.column, 2 + indentation.utf8.count, "\(length) \(blank.debugDescription)")
            }
        }
    }

    func testUnterminatedString() {
        assertError("{\"a\": \"abc", "unterminated string", line: 1, column: 7)
        assertError(
            "[\n  \"abc,\n  \"d\"]",
            "unterminated string; a string must end on the line it starts (write a line break as \\n)",
            line: 2, column: 3
        )
        assertError("[\"abc\\", "unterminated string", line: 1, column: 2)
    }

    func testUnterminatedComment() {
        assertError("{}\n  /* open\n\n", "unterminated comment; '/*' has no matching '*/'", line: 2, column: 3)
        assertError("{} / x", "unexpected '/'; a comment starts with // or /*", line: 1, column: 4)
    }

    func testBadEscapes() {
        assertError(
            #"["ab\q"]"#,
            #"invalid escape \q in a string; use \", \\, \/, \b, \f, \n, \r, \t or \uXXXX"#, line: 1, column: 5
        )
        assertError(#"["\u12G4"]"#, #"invalid escape in a string: \u needs four hexadecimal digits"#, line: 1, column: 3)
    }

    func testLoneSurrogates() {
        assertError(
            #"["x\uD83D"]"#,
            #"lone surrogate \uD83D in a string; a high surrogate must be followed by a low one (\uDC00 to \uDFFF)"#,
            line: 1, column: 4
        )
        assertError(
            #"["\uD83D\u0041"]"#,
            #"lone surrogate \uD83D in a string; a high surrogate must be followed by a low one (\uDC00 to \uDFFF)"#,
            line: 1, column: 3
        )
        assertError(
            #"["\uDE00"]"#,
            #"lone surrogate \uDE00 in a string; a low surrogate must follow a high one (\uD800 to \uDBFF)"#,
            line: 1, column: 3
        )
    }

    func testControlCharactersInStrings() {
        assertError("[\"a\tb\"]", "control character U+0009 in a string; write it as an escape", line: 1, column: 4)
    }

    func testMalformedNumbers() {
        assertError("[01]", "a number cannot have a leading zero", line: 1, column: 2)
        assertError("[-012]", "a number cannot have a leading zero", line: 1, column: 2)
        assertError("[1.]", "expected a digit after the decimal point, found ']'", line: 1, column: 4)
        assertError("[-]", "expected a digit after '-', found ']'", line: 1, column: 3)
        assertError("-", "expected a digit after '-', found the end of the file", line: 1, column: 2)
        assertError("[1e+]", "expected a digit in the exponent, found ']'", line: 1, column: 5)
        assertError("[.5]", "unexpected '.'; expected a JSON value", line: 1, column: 2)
    }

    func testMissingCommasAndColons() {
        assertError("[1 2]", "expected ',' or ']' after an array element, found '2'", line: 1, column: 4)
        assertError(
            "{\n \"a\": 1\n \"b\": 2}",
            "expected ',' or '}' after the value of \"a\", found '\"'", line: 3, column: 2
        )
        assertError("{\"a\" 1}", "expected ':' after the key \"a\", found '1'", line: 1, column: 6)
        assertError("{\"a\": 1,, }", "expected a key in double quotes or '}', found ','", line: 1, column: 9)
        assertError("[1,,2]", "unexpected ','; expected a JSON value", line: 1, column: 4)
        assertError("{a: 1}", "expected a key in double quotes or '}', found 'a'", line: 1, column: 2)
    }

    func testBareWordsAndSingleQuotes() {
        assertError("[tru]", "unexpected \"tru\"; expected a JSON value (strings need double quotes)", line: 1, column: 2)
        assertError("['a']", "unexpected \"'\"; strings use double quotes", line: 1, column: 2)
    }

    func testGarbageAfterTheRootValue() {
        assertError(
            "{}\n// fine\n  x",
            "unexpected 'x' after the end of the JSON value; a spec holds one JSON object", line: 3, column: 3
        )
        assertError("{} {}", "unexpected '{' after the end of the JSON value; a spec holds one JSON object", line: 1, column: 4)
        assertError(
            "{}é", "unexpected 'é' (U+00E9) after the end of the JSON value; a spec holds one JSON object",
            line: 1, column: 3
        )
    }

    func testUnclosedContainers() {
        assertError(
            "{\n  \"a\": [1, 2\n",
            "unexpected end of file; expected ',' or ']': the array opened at line 2, column 8 is not closed",
            line: 3, column: 1
        )
        assertError(
            "{\"a\": 1,",
            "unexpected end of file; expected a key or '}': the object opened at line 1, column 1 is not closed",
            line: 1, column: 9
        )
        assertError("{\"a\":", "unexpected end of file; expected a JSON value", line: 1, column: 6)
    }

    func testErrorsNameTheJSONPathOfTheValue() {
        let cases: [(text: String, path: String)] = [
            (#"{"items": [ { "name": "a\qb" } ]}"#, "items[0].name"),
            (#"{"items": [ 1, 02 ]}"#, "items[1]"),
            (#"{"sections": [ { "header": nul } ]}"#, "sections[0].header"),
            (#"{"a": { "b": [1 2] }}"#, "a.b"),
        ]
        for (text, path) in cases {
            XCTAssertThrowsError(try parse(text), text) { error in
                XCTAssertEqual((error as? DiagnosticError)?.diagnostics.first?.location?.jsonPath, path, text)
            }
        }
    }

    func testNestingUpToTheLimitIsAccepted() throws {
        let depth = JSONReader.maximumDepth
        let root = try parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        var level = 1
        var current = root
        while case .array(let elements) = current.kind, let first = elements.first {
            current = first
            level += 1
        }
        XCTAssertEqual(level, depth)
    }

    func testNestingBeyondTheLimitIsAnError() {
        let depth = JSONReader.maximumDepth + 1
        assertError(
            String(repeating: "[", count: depth) + String(repeating: "]", count: depth),
            "nesting deeper than 256 levels", line: 1, column: 257
        )
    }

    func testDeepNestingNeverExhaustsTheStack() {
        assertError(String(repeating: "[", count: 200_000), "nesting deeper than 256 levels", line: 1, column: 257)
        assertError(
            String(repeating: "{\"a\":", count: 200_000),
            "nesting deeper than 256 levels", line: 1, column: 5 * 256 + 1
        )
    }

    /// The reader keeps its open containers on the heap: the deepest
    /// accepted nesting parses on a thread with a 128 KiB stack, where a
    /// recursive descent in a debug build runs out.
    func testDeepNestingParsesOnASmallStack() {
        let depth = JSONReader.maximumDepth / 2
        let text = String(repeating: "[{\"a\":", count: depth) + "1" + String(repeating: "}]", count: depth)
        let finished = expectation(description: "parsed on a small stack")
        let outcome = Outcome()
        let thread = Thread {
            outcome.parsed = (try? parseJSON(Array(text.utf8), file: "Deep.json")) != nil
            finished.fulfill()
        }
        thread.stackSize = 128 * 1024
        thread.start()
        wait(for: [finished], timeout: 60)
        XCTAssertTrue(outcome.parsed)
    }

    /// Random bytes, and random damage to a valid spec, either parse or
    /// fail with one located diagnostic; they never trap or hang.
    func testRandomGarbageNeverCrashes() {
        var random = SpecFuzzRandom(seed: 0x1_7E31_2E)
        let valid = Array("""
            // Feed
            { "enum": "FeedItem", "items": [ { "name": "Card", "identity": "id",
              "fields": [ { "name": "id", "type": "String" } ], }, ],
              "sections": [ { "name": "feed", "header": "F\\u00e9ed", "items": ["Card"] } ] }
            """.utf8)
        let alphabet = Array("{}[]\",:/*\\ \n\r\t0123456789-+.eEtrufalsn".utf8) + [0, 0xC3, 0xA9, 0xFF, 0xEF, 0xBB, 0xBF]
        var failures = 0
        for round in 0..<3_000 {
            var bytes: [UInt8]
            switch round % 3 {
            case 0:
                bytes = (0..<Int.random(in: 0...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            case 1:
                bytes = (0..<Int.random(in: 0...64, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? 0 }
            default:
                bytes = valid
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    let index = Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: bytes[index] = alphabet.randomElement(using: &random) ?? 0
                    case 1: bytes.remove(at: index)
                    default: bytes.insert(alphabet.randomElement(using: &random) ?? 0, at: index)
                    }
                }
            }
            do {
                _ = try parseJSON(bytes, file: "Fuzz.json")
            } catch {
                failures += 1
                XCTAssertEqual(error.diagnostics.count, 1)
                let lineCount = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
                    + bytes.filter { $0 == UInt8(ascii: "\r") }.count
                for diagnostic in error.diagnostics {
                    let location = diagnostic.location
                    XCTAssertGreaterThanOrEqual(location?.line ?? 0, 1, "\(bytes)")
                    XCTAssertLessThanOrEqual(location?.line ?? .max, lineCount, "\(bytes)")
                    XCTAssertGreaterThanOrEqual(location?.column ?? 0, 1, "\(bytes)")
                    XCTAssertLessThanOrEqual(location?.column ?? .max, bytes.count + 1, "\(bytes)")
                }
            }
        }
        // Most damaged inputs must fail, or the fuzzing proves nothing.
        XCTAssertGreaterThan(failures, 1_500)
    }

    // MARK: - Helpers

    private func parse(_ text: String) throws -> JSONValue {
        try parseBytes(Array(text.utf8))
    }

    private func parseBytes(_ bytes: [UInt8]) throws -> JSONValue {
        try parseJSON(bytes, file: "Spec.json")
    }

    private func objectMembers(_ value: JSONValue) -> [JSONMember]? {
        if case .object(let members) = value.kind { members } else { nil }
    }

    /// The value at a path of keys (String) and indices (Int).
    private func value(at path: [any Sendable], in root: JSONValue) -> JSONValue? {
        var current = root
        for step in path {
            switch (current.kind, step) {
            case (.object(let members), let key as String):
                guard let member = members.first(where: { $0.key == key }) else { return nil }
                current = member.value
            case (.array(let elements), let index as Int):
                guard elements.indices.contains(index) else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }

    private func assertError(
        _ text: String, _ message: String, line: Int, column: Int, file: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        assertError(bytes: Array(text.utf8), message, line: line, column: column, file: file, sourceLine: sourceLine)
    }

    private func assertError(
        bytes: [UInt8], _ message: String, line: Int, column: Int,
        file: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        do {
            let value = try parseJSON(bytes, file: "Spec.json")
            XCTFail("parsed without error: \(value.kind)", file: file, line: sourceLine)
        } catch {
            XCTAssertEqual(error.diagnostics.count, 1, file: file, line: sourceLine)
            let diagnostic = error.diagnostics.first
            XCTAssertEqual(diagnostic?.message, message, file: file, line: sourceLine)
            XCTAssertEqual(diagnostic?.location?.line, line, "line", file: file, line: sourceLine)
            XCTAssertEqual(diagnostic?.location?.column, column, "column", file: file, line: sourceLine)
            XCTAssertEqual(diagnostic?.location?.file, "Spec.json", file: file, line: sourceLine)
        }
    }
}

/// What the small-stack thread saw, read after it has finished.
private final class Outcome: @unchecked Sendable {
    var parsed = false
}
