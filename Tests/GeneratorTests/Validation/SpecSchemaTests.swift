import Foundation
import GeneratorTestSupport
import XCTest
@testable import ItemizeGenerator

/// Schemas/*.schema.json stay in step with the reader: the same keys per
/// object, required exactly where the reader requires them, types that the
/// reader also refuses, and every example accepted. The schemas are checked
/// by a small JSON Schema checker below (the keywords they use), with no
/// third-party validator.
final class SpecSchemaTests: XCTestCase {
    private var specSchema: JSONValue!
    private var configSchema: JSONValue!

    override func setUpWithError() throws {
        specSchema = try readJSON("Schemas/itemize-spec.schema.json")
        configSchema = try readJSON("Schemas/itemize-config.schema.json")
    }

    // MARK: - Keys

    func testEachObjectOfTheSpecSchemaHasExactlyTheReadersKeys() throws {
        let objects: [(schema: JSONValue?, keys: [String], name: String)] = [
            (specSchema, SpecPlace.root.keys, "root"),
            (specSchema.at("$defs", "item"), SpecPlace.item.keys, "item"),
            (specSchema.at("$defs", "field"), SpecPlace.field.keys, "field"),
            (specSchema.at("$defs", "listContent"), SpecPlace.listContent.keys, "list content"),
            (specSchema.at("$defs", "section"), SpecPlace.section.keys, "section"),
            (configSchema, ItemizeConfig.rootKeys, "config"),
            (configSchema.at("$defs", "entry"), ItemizeConfig.entryKeys, "config entry"),
        ]
        for (schema, keys, name) in objects {
            let schema = try XCTUnwrap(schema, name)
            XCTAssertEqual(schema.at("properties")?.keys.sorted(), keys.sorted(), name)
            XCTAssertEqual(schema.at("additionalProperties")?.kind, .bool(false), name)
            XCTAssertEqual(schema.at("type")?.kind, .string("object"), name)
            for key in keys {
                XCTAssertNotNil(schema.at("properties", key, "description")?.stringValue, "\(name).\(key) has no description")
            }
        }
        XCTAssertEqual(
            specSchema.at("properties", "access", "enum")?.elements?.compactMap(\.stringValue),
            ValidatedSpec.AccessLevel.allCases.map(\.rawValue)
        )
        XCTAssertEqual(
            specSchema.at("$defs", "listContent", "properties", "accessories", "items", "enum")?.elements?.compactMap(\.stringValue),
            ValidatedSpec.Accessory.allCases.map(\.rawValue))
        XCTAssertEqual(
            specSchema.at("$defs", "listContent", "properties", "style", "enum")?.elements?.compactMap(\.stringValue),
            ValidatedSpec.Style.allCases.map(\.rawValue))
        XCTAssertEqual(specSchema.at("properties", "target", "enum")?.elements?.compactMap(\.stringValue), ValidatedSpec.Target.names)
        XCTAssertEqual(specSchema.at("properties", "rxModule", "enum")?.elements?.compactMap(\.stringValue), ValidatedSpec.RxModule.names)
    }

    // MARK: - Examples

    func testEveryExampleSpecAndConfigSatisfiesTheSchemas() throws {
        let specs = try exampleSpecPaths()
        XCTAssertGreaterThanOrEqual(specs.count, 9)
        for path in specs {
            let document = try readJSON(path)
            XCTAssertEqual(readerProblems(document, isConfig: false), [], path)
            XCTAssertEqual(schemaProblems(document, isConfig: false), [], path)
        }
        for path in ["Examples/Consumer/itemize.json"] {
            let document = try readJSON(path)
            XCTAssertEqual(readerProblems(document, isConfig: true), [], path)
            XCTAssertEqual(schemaProblems(document, isConfig: true), [], path)
        }
        let richConfig = try parseJSON(Array(sampleConfig.utf8), file: "itemize.json")
        XCTAssertEqual(readerProblems(richConfig, isConfig: true), [])
        XCTAssertEqual(schemaProblems(richConfig, isConfig: true), [])
    }

    // MARK: - Required keys

    /// Every key of every example object, removed in turn: a key the schema
    /// requires is one the reader cannot do without, and a key the reader
    /// reports as missing is one the schema requires.
    func testRemovingAKeyIsRefusedByTheSchemaExactlyWhenTheReaderRequiresIt() throws {
        var removals = 0
        for (document, isConfig, name) in try allExamples() {
            for path in document.memberPaths() {
                let mutated = document.removingMember(at: path)
                let reader = readerProblems(mutated, isConfig: isConfig)
                let schema = schemaProblems(mutated, isConfig: isConfig)
                let key = path.last?.key ?? ""
                let readerRequires = reader.contains { $0.hasPrefix("missing required key \"\(key)\"") || $0.hasPrefix("missing \"\(key)\"") }
                if !schema.isEmpty {
                    XCTAssertFalse(reader.isEmpty, "\(name): the schema refuses removing \(path.text) but the reader accepts it: \(schema)")
                }
                if readerRequires {
                    XCTAssertFalse(schema.isEmpty, "\(name): the reader requires \(path.text) but the schema does not")
                }
                removals += 1
            }
        }
        XCTAssertGreaterThan(removals, 100)
    }

    // MARK: - Types

    /// Every value of every example object, replaced in turn by a value of
    /// each JSON type: a type the schema refuses is refused by the reader,
    /// and a type the reader calls wrong ("expected ...") the schema refuses.
    func testReplacingAValueByAnotherTypeIsRefusedByBothOrNeither() throws {
        let replacements: [JSONValue.Kind] = [
            .string("Zz"), .string(""), .number("7"), .bool(true), .bool(false), .null, .object([]), .array([]),
            .array([JSONValue(kind: .string("Zz"), place: JSONPlace(file: "", line: 0, column: 0))]),
            .array([JSONValue(kind: .number("1"), place: JSONPlace(file: "", line: 0, column: 0))]),
        ]
        var checked = 0
        for (document, isConfig, name) in try allExamples() {
            for path in document.memberPaths() {
                for replacement in replacements {
                    let mutated = document.replacingValue(at: path, with: replacement)
                    let readerAtPath = readerDiagnostics(mutated, isConfig: isConfig)
                    let schema = schemaProblems(mutated, isConfig: isConfig)
                    let schemaAtPath = schema.filter { $0.hasPrefix(path.text + ":") || $0.hasPrefix(path.text + "[") }
                    if !schemaAtPath.isEmpty {
                        XCTAssertFalse(
                            readerAtPath.isEmpty,
                            "\(name): \(path.text) = \(replacement) is refused by the schema (\(schemaAtPath)) but the reader accepts it"
                        )
                    }
                    let readerCallsTypeWrong = readerAtPath.contains {
                        $0.message.hasPrefix("expected ") && ($0.location?.jsonPath ?? "").hasPrefix(path.text)
                    }
                    if readerCallsTypeWrong {
                        XCTAssertFalse(
                            schema.isEmpty,
                            "\(name): \(path.text) = \(replacement) has the wrong type for the reader, but the schema accepts it"
                        )
                    }
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 1000)
    }

    // MARK: - The checker can fail

    func testTheSchemaRefusesWhatTheReaderRefuses() throws {
        let refused: [(text: String, isConfig: Bool, problem: String)] = [
            (#"{ "enum": "A", "items": [], "sections": [] }"#, false, "items: expected at least 1 element"),
            (#"{ "enum": "A", "acess": "public", "items": [{ "name": "X", "external": true, "identityType": "Int" }], "sections": [{ "name": "s", "items": ["X"] }] }"#, false, "acess: not allowed"),
            (#"{ "enum": "A", "access": "private", "items": [{ "name": "X", "external": true, "identityType": "Int" }], "sections": [{ "name": "s", "items": ["X"] }] }"#, false, "access: not one of"),
            (#"{ "enum": "A", "items": [{ "name": "X", "external": true, "identityType": "Int", "identity": "id" }], "sections": [{ "name": "s", "items": ["X"] }] }"#, false, "items[0]: must not match"),
            (#"{ "enum": "A", "items": [{ "name": "X", "identity": "id", "fields": [{ "name": "id" }] }], "sections": [{ "name": "s", "items": ["X"] }] }"#, false, "items[0].fields[0]: missing required key \"type\""),
            (#"{ "enum": "A", "views": ["grid"], "items": [{ "name": "X", "external": true, "identityType": "Int" }], "sections": [{ "name": "s", "items": ["X"] }] }"#, false, "views[0]: not one of"),
            (#"{ "specs": [{ "spec": "A.itemize.json" }] }"#, true, "specs[0]: missing required key \"output\""),
            (#"{ "specs": [{ "spec": "A.itemize.json", "output": 1 }] }"#, true, "specs[0].output: expected string"),
        ]
        for (text, isConfig, problem) in refused {
            let document = try parseJSON(Array(text.utf8), file: "test.json")
            let schema = schemaProblems(document, isConfig: isConfig)
            XCTAssertTrue(schema.contains { $0.hasPrefix(problem) }, "\(text): \(schema)")
            XCTAssertFalse(readerProblems(document, isConfig: isConfig).isEmpty, text)
        }
    }

    // MARK: - Helpers

    private let sampleConfig = """
        { "templates": "Templates", "outputDirectory": "Generated",
          "specs": [ { "spec": "A.itemize.json" }, { "spec": "B.itemize.json", "output": "B/" } ] }
        """

    private func readJSON(_ path: String) throws -> JSONValue {
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: packageRoot.appendingPathComponent(path).path), path)
        return try parseJSON(Array(bytes), file: path)
    }

    /// The committed specs: examples, the consumer's and the test fixtures.
    private func exampleSpecPaths() throws -> [String] {
        var paths: [String] = []
        for folder in ["Examples", "Examples/Targets", "Examples/Consumer/Specs", "Tests/GeneratorTests/Fixtures"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent(folder).path)
            paths += names.filter { $0.hasSuffix(".itemize.json") }.sorted().map { "\(folder)/\($0)" }
        }
        return paths
    }

    private func allExamples() throws -> [(JSONValue, Bool, String)] {
        var examples = try exampleSpecPaths().map { (try readJSON($0), false, $0) }
        examples.append((try readJSON("Examples/Consumer/itemize.json"), true, "Examples/Consumer/itemize.json"))
        examples.append((try parseJSON(Array(sampleConfig.utf8), file: "itemize.json"), true, "sample config"))
        return examples
    }

    /// What the reader reports, after the document is written back as text
    /// and read again, as a user's file would be.
    private func readerDiagnostics(_ document: JSONValue, isConfig: Bool) -> [Diagnostic] {
        do {
            let reparsed = try parseJSON(Array(schemaTestText(document).utf8), file: "test.json")
            if isConfig {
                _ = try validateConfig(reparsed, file: "itemize.json")
            } else {
                _ = try validateSpec(reparsed, file: "test.itemize.json")
            }
            return []
        } catch {
            return error.diagnostics
        }
    }

    private func readerProblems(_ document: JSONValue, isConfig: Bool) -> [String] {
        readerDiagnostics(document, isConfig: isConfig).map(\.message)
    }

    private func schemaProblems(_ document: JSONValue, isConfig: Bool) -> [String] {
        let schema: JSONValue = isConfig ? configSchema : specSchema
        var problems: [String] = []
        SchemaChecker(root: schema).check(document, against: schema, at: "", problems: &problems)
        return problems
    }
}

// MARK: - A small JSON Schema checker

/// The draft 2020-12 keywords the two schemas use: type, enum, const,
/// required, properties, additionalProperties, items, minItems, minLength,
/// $ref to $defs, if/then/else, not, anyOf. Problems read `path: reason`.
private struct SchemaChecker {
    var root: JSONValue

    func check(_ value: JSONValue, against schema: JSONValue, at path: String, problems: inout [String]) {
        if let reference = schema.at("$ref")?.stringValue {
            let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
            guard let target = root.at("$defs", name) else {
                problems.append("\(path): unknown $ref \(reference)")
                return
            }
            check(value, against: target, at: path, problems: &problems)
        }
        let shown = path.isEmpty ? "(root)" : path
        if let type = schema.at("type") {
            let allowed = type.elements?.compactMap(\.stringValue) ?? [type.stringValue ?? ""]
            guard allowed.contains(value.schemaType) || (allowed.contains("number") && value.schemaType == "integer") else {
                problems.append("\(shown): expected \(allowed.joined(separator: " or ")), found \(value.schemaType)")
                return
            }
        }
        if let options = schema.at("enum")?.elements, !options.contains(where: { $0.sameValue(as: value) }) {
            problems.append("\(shown): not one of the allowed values")
        }
        if let constant = schema.at("const"), !constant.sameValue(as: value) {
            problems.append("\(shown): not the constant value")
        }
        if case .string(let text) = value.kind, let minimum = schema.at("minLength")?.integer, text.count < minimum {
            problems.append("\(shown): shorter than \(minimum) characters")
        }
        if case .array(let elements) = value.kind {
            if let minimum = schema.at("minItems")?.integer, elements.count < minimum {
                problems.append("\(shown): expected at least \(minimum) element\(minimum == 1 ? "" : "s")")
            }
            if let maximum = schema.at("maxItems")?.integer, elements.count > maximum {
                problems.append("\(shown): expected at most \(maximum) element\(maximum == 1 ? "" : "s")")
            }
            if let itemSchema = schema.at("items") {
                for (index, element) in elements.enumerated() {
                    check(element, against: itemSchema, at: "\(path)[\(index)]", problems: &problems)
                }
            }
        }
        if case .object(let members) = value.kind {
            for key in schema.at("required")?.elements?.compactMap(\.stringValue) ?? [] where !members.contains(where: { $0.key == key }) {
                problems.append("\(shown): missing required key \"\(key)\"")
            }
            let properties = schema.at("properties")
            for member in members {
                let memberPath = path.isEmpty ? member.key : "\(path).\(member.key)"
                if let propertySchema = properties?.at(member.key) {
                    check(member.value, against: propertySchema, at: memberPath, problems: &problems)
                } else if schema.at("additionalProperties")?.kind == .bool(false) {
                    problems.append("\(memberPath): not allowed here")
                }
            }
        }
        if let condition = schema.at("if") {
            var conditionProblems: [String] = []
            check(value, against: condition, at: path, problems: &conditionProblems)
            if let branch = conditionProblems.isEmpty ? schema.at("then") : schema.at("else") {
                check(value, against: branch, at: path, problems: &problems)
            }
        }
        if let negated = schema.at("not") {
            var negatedProblems: [String] = []
            check(value, against: negated, at: path, problems: &negatedProblems)
            if negatedProblems.isEmpty {
                problems.append("\(shown): must not match \(schemaTestText(negated))")
            }
        }
        if let options = schema.at("anyOf")?.elements {
            let matches = options.contains { option in
                var optionProblems: [String] = []
                check(value, against: option, at: path, problems: &optionProblems)
                return optionProblems.isEmpty
            }
            if !matches {
                problems.append("\(shown): matches none of anyOf")
            }
        }
    }
}

// MARK: - JSONValue helpers for the tests

/// One step of a path into a document.
private enum PathStep: Equatable {
    case key(String)
    case index(Int)

    var key: String? {
        if case .key(let key) = self { key } else { nil }
    }
}

private extension [PathStep] {
    /// The reader's own spelling: `items[0].identity`.
    var text: String {
        var text = ""
        for step in self {
            switch step {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}

private extension JSONValue {
    func at(_ keys: String...) -> JSONValue? {
        var value: JSONValue? = self
        for key in keys {
            guard case .object(let members)? = value?.kind else { return nil }
            value = members.first { $0.key == key }?.value
        }
        return value
    }

    var keys: [String] {
        if case .object(let members) = kind { members.map(\.key) } else { [] }
    }

    var integer: Int? {
        if case .number(let text) = kind { Int(text) } else { nil }
    }

    /// The JSON Schema name of the value's type.
    var schemaType: String {
        switch kind {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number(let text): Int(text) == nil ? "number" : "integer"
        case .bool: "boolean"
        case .null: "null"
        }
    }

    /// Equality of the values alone, locations aside.
    func sameValue(as other: JSONValue) -> Bool {
        schemaTestText(self) == schemaTestText(other)
    }

    /// The path of every object member, depth first.
    func memberPaths(prefix: [PathStep] = []) -> [[PathStep]] {
        switch kind {
        case .object(let members):
            members.flatMap { member in
                [prefix + [.key(member.key)]] + member.value.memberPaths(prefix: prefix + [.key(member.key)])
            }
        case .array(let elements):
            elements.enumerated().flatMap { index, element in element.memberPaths(prefix: prefix + [.index(index)]) }
        default:
            []
        }
    }

    func removingMember(at path: [PathStep]) -> JSONValue {
        modified(at: path[...]) { _ in nil }
    }

    func replacingValue(at path: [PathStep], with replacement: Kind) -> JSONValue {
        modified(at: path[...]) { value in
            var replaced = value
            replaced.kind = replacement
            return replaced
        }
    }

    /// The document with the value at `path` changed; nil from `change`
    /// removes an object member.
    private func modified(at path: ArraySlice<PathStep>, _ change: (JSONValue) -> JSONValue?) -> JSONValue {
        guard let step = path.first else { return change(self) ?? self }
        let rest = path.dropFirst()
        var copy = self
        switch (step, kind) {
        case (.key(let key), .object(var members)):
            guard let index = members.firstIndex(where: { $0.key == key }) else { return self }
            if rest.isEmpty, change(members[index].value) == nil {
                members.remove(at: index)
            } else {
                members[index].value = members[index].value.modified(at: rest, change)
            }
            copy.kind = .object(members)
        case (.index(let index), .array(var elements)):
            elements[index] = elements[index].modified(at: rest, change)
            copy.kind = .array(elements)
        default:
            break
        }
        return copy
    }
}

/// `value` as standard JSON: comments and trailing commas of the source
/// are gone, which is what an editor's schema checker reads.
private func schemaTestText(_ value: JSONValue) -> String {
    switch value.kind {
    case .object(let members):
        "{" + members.map { quotedJSON($0.key) + ": " + schemaTestText($0.value) }.joined(separator: ", ") + "}"
    case .array(let elements):
        "[" + elements.map(schemaTestText).joined(separator: ", ") + "]"
    case .string(let text):
        quotedJSON(text)
    case .number(let text):
        text
    case .bool(let flag):
        flag ? "true" : "false"
    case .null:
        "null"
    }
}

private func quotedJSON(_ text: String) -> String {
    var quoted = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": quoted += "\\\""
        case "\\": quoted += "\\\\"
        case "\n": quoted += "\\n"
        case "\r": quoted += "\\r"
        case "\t": quoted += "\\t"
        case _ where scalar.value < 0x20: quoted += String(format: "\\u%04X", scalar.value)
        default: quoted.unicodeScalars.append(scalar)
        }
    }
    return quoted + "\""
}
