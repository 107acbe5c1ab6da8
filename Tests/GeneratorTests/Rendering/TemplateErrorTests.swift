import XCTest
@testable import ItemizeGenerator

/// Every error the engine reports, with the template path, line and column
/// an editor would jump to.
final class TemplateErrorTests: XCTestCase {
    private func location(_ line: Int, _ column: Int, in name: String = "main") -> SourceLocation {
        SourceLocation(file: "Templates/\(name).template", line: line, column: column, jsonPath: "")
    }

    private func assertSingleError(
        _ diagnostics: [Diagnostic],
        at expected: SourceLocation,
        containing fragment: String,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)", file: file, line: line)
        guard let diagnostic = diagnostics.first else { return }
        XCTAssertEqual(diagnostic.location, expected, "\(diagnostic)", file: file, line: line)
        XCTAssertTrue(diagnostic.message.contains(fragment), "\(diagnostic.message) lacks \(fragment)", file: file, line: line)
    }

    // MARK: Syntax

    func testUnknownTag() {
        let diagnostics = templateDiagnostics { _ = try renderInline("a\n  {% unless x %}\n") }
        assertSingleError(diagnostics, at: location(2, 3), containing: "unknown tag `unless`")
    }

    func testUnclosedOutput() {
        let diagnostics = templateDiagnostics { _ = try renderInline("ok {{ a }}\nx {{ name\n}}\n", context: ["a": "a"]) }
        assertSingleError(diagnostics, at: location(2, 3), containing: "unclosed `{{`")
    }

    func testUnclosedBlockTag() {
        let diagnostics = templateDiagnostics { _ = try renderInline("{% if x %}\n{% endif\n") }
        // The `if` is still closed by nothing, so both problems are reported.
        XCTAssertEqual(diagnostics.map(\.location), [location(1, 1), location(2, 1)])
        XCTAssertTrue(diagnostics[0].message.contains("`if` without `endif`"), diagnostics[0].message)
        XCTAssertTrue(diagnostics[1].message.contains("unclosed `{%`"), diagnostics[1].message)
    }

    func testUnclosedComment() {
        let diagnostics = templateDiagnostics { _ = try renderInline("a\nb {# note\n\nmore") }
        assertSingleError(diagnostics, at: location(2, 3), containing: "unclosed `{#`")
    }

    func testLinesAfterAMultiLineCommentAreCountedRight() {
        let diagnostics = templateDiagnostics { _ = try renderInline("{# one\ntwo\nthree #}\n  {% bogus %}\n") }
        assertSingleError(diagnostics, at: location(4, 3), containing: "unknown tag `bogus`")
    }

    func testColumnsCountUTF8Bytes() {
        // "é" is two bytes, "✓" three: the tag starts at byte 8.
        let diagnostics = templateDiagnostics { _ = try renderInline("é ✓ {% nope %}") }
        assertSingleError(diagnostics, at: location(1, 8), containing: "unknown tag `nope`")
    }

    func testIfWithoutEndif() {
        let diagnostics = templateDiagnostics { _ = try renderInline("line\n    {% if x %}\nbody\n", context: ["x": true]) }
        assertSingleError(diagnostics, at: location(2, 5), containing: "`if` without `endif`")
    }

    func testForWithoutEndfor() {
        let diagnostics = templateDiagnostics { _ = try renderInline("{% for x in xs %}{{ x }}", context: ["xs": []]) }
        assertSingleError(diagnostics, at: location(1, 1), containing: "`for` without `endfor`")
    }

    func testStrayEndif() {
        let diagnostics = templateDiagnostics { _ = try renderInline("a\nb {% endif %}\n") }
        assertSingleError(diagnostics, at: location(2, 3), containing: "stray `endif`")
    }

    func testStrayEndfor() {
        let diagnostics = templateDiagnostics { _ = try renderInline("{% endfor %}") }
        assertSingleError(diagnostics, at: location(1, 1), containing: "stray `endfor`")
    }

    func testStrayElse() {
        let diagnostics = templateDiagnostics { _ = try renderInline("{% for x in xs %}\n{% else %}\n{% endfor %}\n") }
        assertSingleError(diagnostics, at: location(2, 1), containing: "stray `else`")
    }

    func testStrayElif() {
        let diagnostics = templateDiagnostics { _ = try renderInline("x {% elif y %}") }
        assertSingleError(diagnostics, at: location(1, 3), containing: "stray `elif`")
    }

    func testEndTagOfTheWrongBlockNamesTheOpenBlock() {
        let diagnostics = templateDiagnostics { _ = try renderInline("{% if a %}\n  {% for x in xs %}\n{% endif %}\n") }
        XCTAssertEqual(diagnostics.map(\.location), [location(1, 1), location(2, 3), location(3, 1)])
        XCTAssertTrue(diagnostics[2].message.contains("stray `endif`: the open block is the `for` at line 2, column 3"), diagnostics[2].message)
    }

    func testElseTwiceAndElifAfterElse() {
        let diagnostics = templateDiagnostics { _ = try renderInline("{% if a %}{% else %}{% elif b %}{% else %}{% endif %}") }
        XCTAssertEqual(diagnostics.map(\.location), [location(1, 21), location(1, 33)])
        XCTAssertTrue(diagnostics[0].message.contains("`elif` after `else`"), diagnostics[0].message)
        XCTAssertTrue(diagnostics[1].message.contains("second `else`"), diagnostics[1].message)
    }

    func testMalformedTagsAreReported() {
        let cases: [(template: String, column: Int, fragment: String)] = [
            ("{% for x xs %}{% endfor %}", 1, "expected `{% for NAME in NAME %}`"),
            ("{% if %}{% endif %}", 1, "expected `{% if NAME %}`"),
            ("{% if a b %}{% endif %}", 1, "expected `{% if NAME %}`"),
            ("{% include item %}", 1, "expected `{% include \"NAME\" %}`"),
            ("{% include \"p\" with x %}", 1, "expected `{% include \"NAME\" with NAME = NAME %}`"),
            ("{% include \"p\" with 1x = a %}", 21, "invalid variable name `1x`"),
            ("{% include \"p\" with x = a..b %}", 25, "invalid variable name `a..b`"),
            ("{% if a %}{% endif now %}", 20, "unexpected `now` after `endif`"),
            ("{% %}", 1, "empty `{% %}`"),
            ("{{ }}", 1, "empty `{{ }}`"),
            ("{{ a b }}", 1, "expected one variable"),
            ("{{ item..name }}", 4, "invalid variable name `item..name`"),
            ("{% if 1st %}{% endif %}", 7, "invalid variable name `1st`"),
            ("{% for x-y in xs %}{% endfor %}", 8, "invalid loop variable `x-y`"),
        ]
        for testCase in cases {
            let diagnostics = templateDiagnostics { _ = try renderInline(testCase.template) }
            assertSingleError(diagnostics, at: location(1, testCase.column), containing: testCase.fragment)
        }
    }

    func testEverySyntaxErrorOfAFileIsReportedAtOnce() {
        let diagnostics = templateDiagnostics { _ = try renderInline("{% bad %}\n{{ x\n{% endfor %}\n{% if a %}\n") }
        XCTAssertEqual(diagnostics.map(\.location), [location(1, 1), location(2, 1), location(3, 1), location(4, 1)])
    }

    // MARK: Values

    func testUnknownVariableSuggestsTheNearestName() {
        let diagnostics = templateDiagnostics {
            _ = try renderInline("enum {{ enumNam }} {}\n", context: ["enumName": "E"])
        }
        assertSingleError(diagnostics, at: location(1, 9), containing: "unknown variable `enumNam`")
        XCTAssertEqual(diagnostics.first?.suggestion, "did you mean `enumName`?")
    }

    func testUnknownKeyOfADictionary() {
        let diagnostics = templateDiagnostics {
            _ = try renderInline("{% for item in items %}\n    case {{ item.caseNam }}\n{% endfor %}\n", context: ["items": [["caseName": "a"]]])
        }
        assertSingleError(diagnostics, at: location(2, 13), containing: "`item` has no key `caseNam`")
        XCTAssertEqual(diagnostics.first?.suggestion, "did you mean `item.caseName`?")
    }

    func testOutputThroughAnAbsentValueIsAnError() {
        // Only a condition reads an absent value as false; a place that
        // prints it would print nothing where the template expects a name.
        let diagnostics = templateDiagnostics {
            _ = try renderInline("{{ cell.listContent.text }}", context: ["cell": ["listContent": .dictionary([:])]])
        }
        assertSingleError(diagnostics, at: location(1, 4), containing: "`cell.listContent` has no key `text`")
    }

    func testAConditionOnAKeyADictionaryLacksIsStillAnError() {
        let diagnostics = templateDiagnostics {
            _ = try renderInline("{% if cell.listContnt %}{% endif %}", context: ["cell": ["listContent": .dictionary([:])]])
        }
        assertSingleError(diagnostics, at: location(1, 7), containing: "`cell` has no key `listContnt`")
    }

    func testARemovedKeyNamesTheKeyToUseInstead() {
        let diagnostics = templateDiagnostics {
            _ = try renderInline("{% if cell.hasListContent %}{% endif %}", context: ["cell": ["listContent": .dictionary([:])]])
        }
        assertSingleError(diagnostics, at: location(1, 7), containing: "`hasListContent` was removed from the render model")
        XCTAssertEqual(diagnostics.first?.suggestion, "test `cell.listContent`, which is false without list content")
    }

    func testARemovedTopLevelKeyNamesTheKeyToUseInstead() {
        let diagnostics = templateDiagnostics {
            _ = try renderInline("{% if movableKinds %}{% endif %}", context: ["kindSets": []])
        }
        assertSingleError(diagnostics, at: location(1, 7), containing: "`movableKinds` was removed from the render model")
        XCTAssertEqual(
            diagnostics.first?.suggestion, "loop over `kindSets`, whose `name` is `movableKinds` for `\"movable\": true`")
    }

    func testUnknownVariableInACondition() {
        let diagnostics = templateDiagnostics { _ = try renderInline("\n{% if not isPublik %}{% endif %}", context: ["isPublic": true]) }
        assertSingleError(diagnostics, at: location(2, 11), containing: "unknown variable `isPublik`")
    }

    func testUnknownLoopKey() {
        let diagnostics = templateDiagnostics { _ = try renderInline("{% for x in xs %}{{ loop.count }}{% endfor %}", context: ["xs": ["a"]]) }
        assertSingleError(diagnostics, at: location(1, 21), containing: "unknown variable `loop.count`")
    }

    func testLoopVariableIsUnknownAfterTheLoop() {
        let diagnostics = templateDiagnostics { _ = try renderInline("{% for x in xs %}{% endfor %}{{ x }}", context: ["xs": ["a"]]) }
        assertSingleError(diagnostics, at: location(1, 33), containing: "unknown variable `x`")
    }

    func testPathThroughAStringIsUnknown() {
        let diagnostics = templateDiagnostics { _ = try renderInline("{{ item.name.first }}", context: ["item": ["name": "Card"]]) }
        assertSingleError(diagnostics, at: location(1, 4), containing: "`item.name` is a string, not a dictionary")
    }

    func testOutputOfANonStringIsAnError() {
        let cases: [(TemplateValue, String)] = [
            (["a"], "`value` is a list, not a string"),
            (["k": "v"], "`value` is a dictionary, not a string"),
            (true, "`value` is a boolean, not a string"),
        ]
        for (value, fragment) in cases {
            let diagnostics = templateDiagnostics { _ = try renderInline("x = {{ value }}", context: ["value": value]) }
            assertSingleError(diagnostics, at: location(1, 8), containing: fragment)
        }
        let loopDiagnostics = templateDiagnostics { _ = try renderInline("{% for x in xs %}{{ loop }}{% endfor %}", context: ["xs": ["a"]]) }
        assertSingleError(loopDiagnostics, at: location(1, 21), containing: "`loop` is a dictionary, not a string")
    }

    func testLoopOverANonListIsAnError() {
        let diagnostics = templateDiagnostics { _ = try renderInline("\n\n{% for x in name %}{% endfor %}", context: ["name": "Card"]) }
        assertSingleError(diagnostics, at: location(3, 13), containing: "`name` is a string, not a list")
    }

    // MARK: Includes

    func testMissingPartial() {
        let diagnostics = templateDiagnostics {
            _ = try renderInline("a\n    {% include \"item-structs\" %}\n", partials: ["item-struct": ""])
        }
        assertSingleError(diagnostics, at: location(2, 5), containing: "no template named `item-structs` to include")
        XCTAssertEqual(diagnostics.first?.suggestion, "did you mean `item-struct`?")
    }

    func testErrorInAPartialIsLocatedInThePartial() {
        let diagnostics = templateDiagnostics {
            _ = try renderInline("{% include \"row\" %}", partials: ["row": "ok\n  {{ missing }}\n"])
        }
        assertSingleError(diagnostics, at: location(2, 6, in: "row"), containing: "unknown variable `missing`")
    }

    func testSyntaxErrorInAPartialIsReportedWhenIncluded() {
        let diagnostics = templateDiagnostics {
            _ = try renderInline("{% include \"row\" %}", partials: ["row": "{% if x %}"])
        }
        assertSingleError(diagnostics, at: location(1, 1, in: "row"), containing: "`if` without `endif`")
    }

    func testIncludeRecursionStopsAtDepth32() {
        let diagnostics = templateDiagnostics {
            _ = try renderInline("{% include \"a\" %}", partials: ["a": "x{% include \"b\" %}", "b": "{% include \"a\" %}"])
        }
        // main includes a at depth 1, a includes b at depth 2, ...: the 33rd
        // include is made from b, which renders at the even depths.
        assertSingleError(diagnostics, at: location(1, 1, in: "b"), containing: "deeper than 32")
    }

    func testMissingTopLevelTemplate() {
        let renderer = TemplateRenderer(templates: inlineTemplates(["item-enum": ""]))
        let diagnostics = templateDiagnostics { _ = try renderer.render("item-enu", context: [:]) }
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertNil(diagnostics.first?.location)
        XCTAssertEqual(diagnostics.first?.message, "no template named `item-enu`")
        XCTAssertEqual(diagnostics.first?.suggestion, "did you mean `item-enum`?")
    }

    func testCheckSyntaxReportsEveryBrokenTemplate() {
        let renderer = TemplateRenderer(templates: inlineTemplates(["good": "{{ a }}", "b1": "{% if %}{% endif %}", "b2": "{{ a"]))
        let diagnostics = templateDiagnostics { try renderer.checkSyntax() }
        XCTAssertEqual(diagnostics.map(\.location?.file), ["Templates/b1.template", "Templates/b2.template"])
    }

    func testCheckSyntaxPassesForValidTemplates() throws {
        try TemplateRenderer(templates: inlineTemplates(["a": "{% if x %}{{ y }}{% endif %}"])).checkSyntax()
    }
}
