import XCTest
@testable import ItemizeGenerator

final class TemplateRendererTests: XCTestCase {
    // MARK: Output

    func testTextIsCopiedVerbatim() throws {
        let text = "struct A {\n\tlet x = \"%}\" // } #}\n}\n  \n"
        XCTAssertEqual(try renderInline(text), text)
    }

    func testOutputPrintsStringsAndFollowsDottedPaths() throws {
        let output = try renderInline(
            "case {{ item.caseName }}({{item.name}}) in {{ enum }}\n",
            context: ["item": ["caseName": "card", "name": "Card"], "enum": "FeedItem"]
        )
        XCTAssertEqual(output, "case card(Card) in FeedItem\n")
    }

    func testOutputKeepsNonASCIITextIntact() throws {
        XCTAssertEqual(try renderInline("«{{ a }}» ✓\n", context: ["a": "héllo"]), "«héllo» ✓\n")
    }

    // MARK: Conditions

    func testIfFollowsTruthiness() throws {
        let template = "{% if value %}yes{% else %}no{% endif %}"
        let cases: [(TemplateValue, String)] = [
            (true, "yes"), (false, "no"),
            ("x", "yes"), ("", "no"),
            (["x"], "yes"), ([], "no"),
            (.dictionary([:]), "no"), (["k": "v"], "yes"),
        ]
        for (value, expected) in cases {
            XCTAssertEqual(try renderInline(template, context: ["value": value]), expected, "for \(value)")
        }
    }

    /// An absent optional of the model is an empty dictionary: false, and
    /// so is anything a condition reads through it.
    func testAConditionThroughAnAbsentValueIsFalse() throws {
        let template = "{% if cell.listContent.toggle %}switch{% elif cell.listContent %}content{% else %}plain{% endif %}"
        XCTAssertEqual(try renderInline(template, context: ["cell": ["listContent": .dictionary([:])]]), "plain")
        XCTAssertEqual(try renderInline(template, context: ["cell": ["listContent": ["toggle": ""]]]), "content")
        XCTAssertEqual(try renderInline(template, context: ["cell": ["listContent": ["toggle": "isOn"]]]), "switch")
    }

    func testIfNotInvertsTheCondition() throws {
        let template = "{% if not flag %}off{% endif %}"
        XCTAssertEqual(try renderInline(template, context: ["flag": false]), "off")
        XCTAssertEqual(try renderInline(template, context: ["flag": true]), "")
    }

    func testElifTakesTheFirstTrueBranch() throws {
        let template = "{% if a %}A{% elif b %}B{% elif not c %}notC{% else %}else{% endif %}"
        XCTAssertEqual(try renderInline(template, context: ["a": true, "b": true, "c": true]), "A")
        XCTAssertEqual(try renderInline(template, context: ["a": false, "b": true, "c": true]), "B")
        XCTAssertEqual(try renderInline(template, context: ["a": false, "b": false, "c": false]), "notC")
        XCTAssertEqual(try renderInline(template, context: ["a": false, "b": false, "c": true]), "else")
    }

    func testIfWithoutElseRendersNothingWhenFalse() throws {
        XCTAssertEqual(try renderInline("[{% if a %}x{% endif %}]", context: ["a": false]), "[]")
    }

    func testBranchNotTakenIsNotEvaluated() throws {
        // The model only supplies keys a branch uses when that branch applies.
        let template = "{% if item.isGenerated %}{{ item.fields }}{% else %}{{ item.name }}{% endif %}"
        XCTAssertEqual(try renderInline(template, context: ["item": ["isGenerated": false, "name": "Ad"]]), "Ad")
    }

    // MARK: Loops

    func testForIteratesInOrderWithLoopVariables() throws {
        let template = "{% for x in xs %}{{ loop.index }}/{{ loop.number }}:{{ x }}{% if loop.first %}<first>{% endif %}{% if loop.last %}<last>{% endif %} {% endfor %}"
        XCTAssertEqual(
            try renderInline(template, context: ["xs": ["a", "b", "c"]]),
            "0/1:a<first> 1/2:b 2/3:c<last> "
        )
    }

    func testSingleElementIsBothFirstAndLast() throws {
        let template = "{% for x in xs %}{% if loop.first %}F{% endif %}{% if loop.last %}L{% endif %}{% endfor %}"
        XCTAssertEqual(try renderInline(template, context: ["xs": ["only"]]), "FL")
    }

    func testEmptyListRendersNothing() throws {
        XCTAssertEqual(try renderInline("[{% for x in xs %}{{ x }}{% endfor %}]", context: ["xs": []]), "[]")
    }

    func testLoopItselfIsATruthyDictionary() throws {
        let template = "{% for x in xs %}{% if loop %}{{ x }}{% endif %}{% endfor %}"
        XCTAssertEqual(try renderInline(template, context: ["xs": ["a"]]), "a")
    }

    func testNestedLoopsSeeOuterVariablesAndTheirOwnLoop() throws {
        let template = """
        {% for section in sections %}
        {{ section.name }}:{% for item in section.items %} {{ section.name }}.{{ item }}#{{ loop.index }}{% if not loop.last %},{% endif %}{% endfor %}
        {% endfor %}

        """
        let context: TemplateDictionary = [
            "sections": [
                ["name": "featured", "items": ["card", "banner"]],
                ["name": "feed", "items": ["ad"]],
            ],
        ]
        XCTAssertEqual(try renderInline(template, context: context), "featured: featured.card#0, featured.banner#1\nfeed: feed.ad#0\n")
    }

    func testInnerScopeShadowsOuterNames() throws {
        let template = "{{ name }}{% for name in names %}-{{ name }}{% endfor %}-{{ name }}"
        XCTAssertEqual(try renderInline(template, context: ["name": "outer", "names": ["inner"]]), "outer-inner-outer")
    }

    func testInnerLoopShadowsOuterLoopVariables() throws {
        let template = "{% for a in as %}{% for b in bs %}{{ loop.index }}{% endfor %}|{{ loop.index }} {% endfor %}"
        XCTAssertEqual(try renderInline(template, context: ["as": ["x", "y"], "bs": ["1", "2", "3"]]), "012|0 012|1 ")
    }

    // MARK: Comments

    func testCommentsRenderNothingEvenAcrossLines() throws {
        XCTAssertEqual(try renderInline("a{# note #}b{# two\nlines #}c\n"), "abc\n")
    }

    // MARK: Standalone lines

    func testStandaloneBlockTagLinesVanishWithTheirNewline() throws {
        let template = """
        enum E {
        {% for x in xs %}
            {% if x.on %}
            case {{ x.name }}
            {% endif %}
        {% endfor %}
        }

        """
        let context: TemplateDictionary = ["xs": [["name": "a", "on": true], ["name": "b", "on": false], ["name": "c", "on": true]]]
        XCTAssertEqual(try renderInline(template, context: context), "enum E {\n    case a\n    case c\n}\n")
    }

    func testStandaloneCommentLineVanishes() throws {
        XCTAssertEqual(try renderInline("a\n  {# why #}  \nb\n"), "a\nb\n")
    }

    func testLineWithSeveralBlockTagsAndCommentsIsStandalone() throws {
        XCTAssertEqual(try renderInline("a\n\t{% if x %}{# c #} {% endif %}\t\nb\n", context: ["x": true]), "a\nb\n")
    }

    func testStandaloneTagOnLastLineWithoutNewline() throws {
        XCTAssertEqual(try renderInline("{% if x %}\nyes\n  {% endif %}", context: ["x": true]), "yes\n")
    }

    func testStandaloneTagWithCRLFLineEndingVanishesWhole() throws {
        XCTAssertEqual(try renderInline("{% if x %}\r\nyes\r\n{% endif %}\r\n", context: ["x": true]), "yes\r\n")
    }

    func testTagsSharingALineWithTextKeepTheLine() throws {
        let template = "  {% if x %}text{% endif %}\n"
        XCTAssertEqual(try renderInline(template, context: ["x": true]), "  text\n")
        XCTAssertEqual(try renderInline(template, context: ["x": false]), "  \n")
    }

    func testOutputTagLineIsNeverStandalone() throws {
        XCTAssertEqual(try renderInline("{{ a }}\n{% if b %}{{ a }}{% endif %}\n", context: ["a": "", "b": true]), "\n\n")
    }

    func testBlankLinesAndWhitespaceOnlyLinesAreKept() throws {
        XCTAssertEqual(try renderInline("a\n\n   \nb"), "a\n\n   \nb")
    }

    // MARK: Includes

    func testIncludeSeesTheCurrentScopes() throws {
        let output = try renderInline(
            "{% for item in items %}[{% include \"row\" %}]{% endfor %}",
            partials: ["row": "{{ prefix }}{{ item }}{{ loop.index }}"],
            context: ["prefix": "p", "items": ["a", "b"]]
        )
        XCTAssertEqual(output, "[pa0][pb1]")
    }

    /// One partial renders two places that differ in the value it is given.
    func testIncludeWithBindsOneNameToAValue() throws {
        let output = try renderInline(
            "{% include \"p\" with views = table %}|{% include \"p\" with views = collection %}",
            partials: ["p": "{{ views.name }}{{ prefix }}"],
            context: ["prefix": "!", "table": .dictionary(["name": "T"]), "collection": .dictionary(["name": "C"])]
        )
        XCTAssertEqual(output, "T!|C!")
    }

    /// The binding ends with the partial, and is no loop: inside it `loop`
    /// is the enclosing loop's.
    func testIncludeBindingIsNoLoopAndEndsWithThePartial() throws {
        let output = try renderInline(
            "{% for x in xs %}{% include \"p\" with v = x %}{% endfor %}",
            partials: ["p": "{{ v }}{{ loop.index }}"],
            context: ["xs": ["a", "b"]]
        )
        XCTAssertEqual(output, "a0b1")
        XCTAssertThrowsError(try renderInline("{% include \"p\" with v = x %}{{ v }}", partials: ["p": ""], context: ["x": "a"]))
    }

    func testInlineIncludeIsNotIndented() throws {
        let output = try renderInline("  x {% include \"p\" %}\n", partials: ["p": "one\ntwo"])
        XCTAssertEqual(output, "  x one\ntwo\n")
    }

    func testStandaloneIncludeIndentsEveryNonEmptyLine() throws {
        let template = """
        struct S {
            {% include "body" %}
        }

        """
        let output = try renderInline(template, partials: ["body": "let a = 1\n\nfunc f() {\n    g()\n}\n"])
        XCTAssertEqual(output, "struct S {\n    let a = 1\n\n    func f() {\n        g()\n    }\n}\n")
    }

    func testStandaloneIncludeIndentsLinesInsideValuesAndNumbers() throws {
        // A value that spans lines is indented like template text, and so is
        // a line that starts with a value or a loop number.
        let output = try renderInline(
            "enum E {\n    {% include \"body\" %}\n}\n",
            partials: ["body": "{{ doc }}\n{% for x in xs %}\n{{ loop.number }}: {{ x }}\n{% endfor %}\n"],
            context: ["doc": "/// One\n/// Two", "xs": ["a", "b"]]
        )
        XCTAssertEqual(output, "enum E {\n    /// One\n    /// Two\n    1: a\n    2: b\n}\n")
    }

    func testStandaloneIncludeAtColumnOneIsCopiedAsIs() throws {
        let output = try renderInline("a\n{% include \"p\" %}\nb\n", partials: ["p": "x\n  y\n"])
        XCTAssertEqual(output, "a\nx\n  y\nb\n")
    }

    func testNestedStandaloneIncludesAddTheirIndentation() throws {
        let output = try renderInline(
            "enum E {\n    {% include \"middle\" %}\n}\n",
            partials: [
                "middle": "struct M {\n\t{% include \"inner\" %}\n}\n",
                "inner": "{% for x in xs %}\nlet {{ x }}\n{% endfor %}\n",
            ],
            context: ["xs": ["a", "b"]]
        )
        XCTAssertEqual(output, "enum E {\n    struct M {\n    \tlet a\n    \tlet b\n    }\n}\n")
    }

    func testStandaloneIncludeInsideBlocksUsesItsOwnLineIndentation() throws {
        let template = """
        {% for item in items %}
        {% if item.on %}

          {% include "item" %}
        {% endif %}
        {% endfor %}

        """
        let output = try renderInline(
            template,
            partials: ["item": "struct {{ item.name }} {}\n"],
            context: ["items": [["name": "A", "on": true], ["name": "B", "on": false], ["name": "C", "on": true]]]
        )
        XCTAssertEqual(output, "\n  struct A {}\n\n  struct C {}\n")
    }

    func testIncludedTemplateMayIncludeAnotherWithinTheDepthLimit() throws {
        // A chain of exactly 32 nested includes is allowed.
        var partials: [String: String] = [:]
        for level in 1...32 {
            partials["p\(level)"] = level == 32 ? "end" : "{% include \"p\(level + 1)\" %}"
        }
        XCTAssertEqual(try renderInline("{% include \"p1\" %}", partials: partials), "end")
    }

    // MARK: Reuse

    func testRendererRendersManyTimesWithDifferentContexts() throws {
        let renderer = TemplateRenderer(templates: inlineTemplates(["t": "{{ a }}"]))
        XCTAssertEqual(try renderer.render("t", context: ["a": "1"]), "1")
        XCTAssertEqual(try renderer.render("t", context: ["a": "2"]), "2")
    }

    func testLargeModelRendersEveryItem() throws {
        let items = (0..<10_000).map { index -> TemplateValue in
            ["caseName": .string("item\(index)"), "name": .string("Item\(index)")]
        }
        let output = try renderInline(
            "enum E {\n{% for item in items %}\n    {% include \"case\" %}\n{% endfor %}\n}\n",
            partials: ["case": "case {{ item.caseName }}({{ item.name }}){% if not loop.last %} // {{ loop.number }}{% endif %}\n"],
            context: ["items": .list(items)]
        )
        let lines = output.split(separator: "\n")
        XCTAssertEqual(lines.count, 10_002)
        XCTAssertEqual(lines[1], "    case item0(Item0) // 1")
        XCTAssertEqual(lines[10_000], "    case item9999(Item9999)")
    }
}
