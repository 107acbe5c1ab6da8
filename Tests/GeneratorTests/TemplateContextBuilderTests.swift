import XCTest
@testable import ItemizeGenerator

final class TemplateContextBuilderTests: XCTestCase {
    private func string(_ value: TemplateContext.Value, in context: TemplateContext) -> String? {
        guard value.kind == .string else { return nil }
        return String(decoding: context.bytes[Int(value.start)..<Int(value.start + value.count)], as: UTF8.self)
    }

    private func entry(_ name: String, of dictionary: TemplateContext.Value, in context: TemplateContext) -> TemplateContext.Value? {
        guard dictionary.kind == .dictionary, let index = context.keyNames(of: dictionary).firstIndex(of: name) else { return nil }
        return context.entries[Int(dictionary.start) + index].value
    }

    private func elements(of list: TemplateContext.Value, in context: TemplateContext) -> [TemplateContext.Value] {
        guard list.kind == .list else { return [] }
        return Array(context.elements[Int(list.start)..<Int(list.start + list.count)])
    }

    func testNestedDictionariesKeepTheirOwnEntriesWhileTheirValuesAreBuilt() throws {
        // Each item's fields are built between the item's own entries, which
        // must still come out side by side and in order.
        let context = try XCTUnwrap(TemplateContextBuilder.context { root in
            root.add("enumName", string: "FeedItem")
            root.add("items", root.list(["Card", "Ad"]) { builder, name in
                builder.dictionary { item in
                    item.add("name", string: name)
                    item.add("fields", item.list(name == "Card" ? ["id", "title"] : []) { builder, field in
                        builder.dictionary { $0.add("name", string: field) }
                    })
                    item.add("isGenerated", bool: name == "Card")
                }
            })
        })
        XCTAssertEqual(context.keyNames(of: context.root), ["enumName", "items"])
        XCTAssertEqual(try XCTUnwrap(entry("enumName", of: context.root, in: context)).kind, .string)
        let items = elements(of: try XCTUnwrap(entry("items", of: context.root, in: context)), in: context)
        XCTAssertEqual(items.count, 2)
        XCTAssertEqual(items.map { context.keyNames(of: $0) }, [["name", "fields", "isGenerated"], ["name", "fields", "isGenerated"]])
        XCTAssertEqual(items.map { entry("name", of: $0, in: context).flatMap { string($0, in: context) } }, ["Card", "Ad"])
        XCTAssertEqual(items.map { entry("isGenerated", of: $0, in: context)?.isTruthy }, [true, false])
        let cardFields = elements(of: try XCTUnwrap(entry("fields", of: items[0], in: context)), in: context)
        XCTAssertEqual(cardFields.map { entry("name", of: $0, in: context).flatMap { string($0, in: context) } }, ["id", "title"])
        XCTAssertEqual(elements(of: try XCTUnwrap(entry("fields", of: items[1], in: context)), in: context).count, 0)
    }

    func testAContextWhoseTextPassesTheLimitIsRefusedRatherThanTruncated() {
        let fits = TemplateContextBuilder.context(byteLimit: 12) { root in
            root.add("name", string: "12345678")
        }
        let passes = TemplateContextBuilder.context(byteLimit: 12) { root in
            root.add("name", string: "123456789")
        }
        let keysPass = TemplateContextBuilder.context(byteLimit: 12) { root in
            root.add("name", string: "12345678")
            root.add("x", string: "")
        }

        XCTAssertNotNil(fits)
        XCTAssertNil(passes)
        XCTAssertNil(keysPass)
    }

    func testEmptyKeysAreLeftOut() throws {
        let context = try XCTUnwrap(TemplateContextBuilder.context { root in
            root.add("", string: "literal")
            root.add(name: "", root.string("run time"))
            root.add("kept", string: "yes")
        })

        XCTAssertEqual(context.keyNames(of: context.root), ["kept"])
    }

    func testOneCharacterKeysStayApart() throws {
        // A one-character literal lends its bytes from the stack, so keys
        // are not recognised by where their bytes are.
        let context = try XCTUnwrap(TemplateContextBuilder.context { root in
            root.add("a", string: "1")
            root.add("b", string: "2")
            root.add("items", root.list(["x", "y"]) { builder, name in
                builder.dictionary { item in
                    item.add("n", string: name)
                    item.add("m", string: name.uppercased())
                }
            })
        })
        let renderer = TemplateRenderer(templates: inlineTemplates(["t": "{{ a }}{{ b }}{% for i in items %} {{ i.n }}{{ i.m }}{% endfor %}"]))
        XCTAssertEqual(try renderer.render("t", context: context), "12 xX yY")
    }

    func testStringsKeepNonASCIIBytes() throws {
        let context = templateContext(["a": "héllo ✓", "empty": ""])
        XCTAssertEqual(string(try XCTUnwrap(entry("a", of: context.root, in: context)), in: context), "héllo ✓")
        XCTAssertEqual(string(try XCTUnwrap(entry("empty", of: context.root, in: context)), in: context), "")
    }

    func testTruthiness() {
        let context = templateContext([
            "true": true, "false": false, "space": " ", "empty": "",
            "list": [false], "emptyList": [], "dictionary": .dictionary([:]),
        ])
        let truthiness = Dictionary(uniqueKeysWithValues: context.keyNames(of: context.root).map { name in
            (name, entry(name, of: context.root, in: context)?.isTruthy)
        })
        XCTAssertEqual(truthiness, [
            "true": true, "false": false, "space": true, "empty": false,
            "list": true, "emptyList": false, "dictionary": true,
        ])
    }
}
