@testable import ItemizeGenerator

/// Schemas/itemize-spec.schema.json as `SpecKey.all` declares it: each
/// place an object of its keys, each key its shape, its meaning and its
/// default. What no single key says, the rules between an item's keys, is
/// written here (and checked against the reader by SpecSchemaTests).
func specSchemaText() -> String {
    var root: [(String, SchemaNode)] = [
        ("$schema", "https://json-schema.org/draft/2020-12/schema"),
        ("$id", "itemize-spec.schema.json"),
        ("title", "Itemize spec (*.itemize.json)"),
    ]
    root += objectSchema(of: .root)
    let definitions: [(String, SchemaNode)] = SpecPlace.allCases.filter { $0 != .root }.map { place in
        (place.rawValue, .object(objectSchema(of: place)))
    }
    root.append(("$defs", .object(definitions)))
    return SchemaNode.object(root).text(indent: "") + "\n"
}

/// What an object of `place` is, in the schema's words.
private func summary(of place: SpecPlace) -> String {
    switch place {
    case .root:
        "The item kinds and sections of one sectioned list; `itemize generate` turns it into Swift. Comments "
            + "(// and /* */) and trailing commas are allowed; associate *.itemize.json with JSON with Comments in "
            + "your editor."
    case .item:
        "One item kind: a struct generated from \"fields\", or (\"external\": true) a struct of your own identified "
            + "by \"identityType\"."
    case .field: "One stored property of a generated item."
    case .actions: "The actions a kind's rows offer, by place."
    case .action: "One action: its handler's name, its title, an SF Symbol and its style."
    case .listContent: "A row drawn from the item's fields: each value names a field of the item."
    case .section: "One section: a case of the section enum."
    }
}

/// The members of the schema of an object of `place`.
private func objectSchema(of place: SpecPlace) -> [(String, SchemaNode)] {
    let keys = SpecKey.all.filter { $0.place == place }
    var members: [(String, SchemaNode)] = [
        ("description", .string(summary(of: place))),
        ("type", "object"),
        ("additionalProperties", .bool(false)),
    ]
    let required = keys.filter(\.isRequired).map { SchemaNode.string($0.name) }
    if !required.isEmpty {
        members.append(("required", .array(required)))
    }
    members.append(("properties", .object(keys.map { key in
        (key.name, .object([("description", .string(schemaDescription(of: key)))] + shapeSchema(key.shape)))
    })))
    if place == .item {
        members += itemConditions
    }
    return members
}

/// An external item has an `identityType` and neither `fields` nor
/// `identity`; any other has `fields`, and an `identity` unless its fields
/// are empty.
private let itemConditions: [(String, SchemaNode)] = [
    ("if", .object([("required", ["external"]), ("properties", .object([("external", .object([("const", .bool(true))]))]))])),
    ("then", .object([
        ("required", ["identityType"]),
        ("not", .object([("anyOf", [.object([("required", ["fields"])]), .object([("required", ["identity"])])])])),
    ])),
    ("else", .object([
        ("required", ["fields"]),
        ("not", .object([("required", ["identityType"])])),
        ("if", .object([("properties", .object([("fields", .object([("maxItems", .int(0))]))]))])),
        ("then", .object([("not", .object([("required", ["identity"])]))])),
        ("else", .object([("required", ["identity"])])),
    ])),
]

/// The schema members of a value of `shape`.
private func shapeSchema(_ shape: SpecValueShape) -> [(String, SchemaNode)] {
    switch shape {
    case .string:
        [("type", "string")]
    case .name:
        [("type", "string"), ("minLength", .int(1))]
    case .boolean:
        [("type", "boolean")]
    case .oneOf(let values):
        [("enum", .array(values.map { .string($0) }))]
    case .array(let element, let isNonEmpty, let isUnique):
        [("type", "array")] + (isNonEmpty ? [("minItems", .int(1))] : []) + (isUnique ? [("uniqueItems", .bool(true))] : [])
            + [("items", .object(shapeSchema(element)))]
    case .object(let place):
        [("$ref", .string("#/$defs/\(place.rawValue)"))]
    case .nameOrNames:
        [("type", ["string", "array"]), ("minItems", .int(1)), ("items", .object([("type", "string")]))]
    }
}

/// A key's meaning and default as a sentence or two of plain text.
private func schemaDescription(of key: SpecKey) -> String {
    var text = sentence(key.meaning)
    if key.isRequired || key.defaultValue == "none" {
        return text
    }
    text += key.defaultValue.hasPrefix("required") ? " " + sentence(key.defaultValue) : " Default: \(plainText(key.defaultValue))."
    return text
}

/// `markdown` as plain text with a full stop, and a capital first letter
/// unless it starts with code (`true: ...`).
private func sentence(_ markdown: String) -> String {
    let text = plainText(markdown)
    return (markdown.hasPrefix("`") ? text : text.prefix(1).uppercased() + text.dropFirst()) + "."
}

/// Markdown as plain text: code spans lose their backticks, and a link
/// `[Types](spec.md#types)` becomes `Types, docs/spec.md`.
func plainText(_ markdown: String) -> String {
    var text = ""
    var rest = markdown[...]
    while let open = rest.firstIndex(where: { $0 == "`" || $0 == "[" }) {
        text += rest[..<open]
        let afterOpen = rest.index(after: open)
        if rest[open] == "`" {
            let close = rest[afterOpen...].firstIndex(of: "`") ?? rest.endIndex
            text += rest[afterOpen..<close]
            rest = close == rest.endIndex ? "" : rest[rest.index(after: close)...]
            continue
        }
        guard let labelEnd = rest[afterOpen...].firstIndex(of: "]"), rest[labelEnd...].hasPrefix("]("),
              let close = rest[labelEnd...].firstIndex(of: ")")
        else {
            text.append(rest[open])
            rest = rest[afterOpen...]
            continue
        }
        let file = rest[rest.index(labelEnd, offsetBy: 2)..<close].prefix { $0 != "#" }
        text += "\(rest[afterOpen..<labelEnd]), docs/\(file)"
        rest = rest[rest.index(after: close)...]
    }
    return text + rest
}

/// A JSON value whose objects keep their members' order, printed as the
/// schema files are: two spaces of indent, short containers on one line.
indirect enum SchemaNode: Sendable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([SchemaNode])
    case object([(String, SchemaNode)])

    init(stringLiteral value: String) {
        self = .string(value)
    }

    init(arrayLiteral elements: SchemaNode...) {
        self = .array(elements)
    }

    /// The value on one line, `{ "type": "string" }`.
    var inlineText: String {
        switch self {
        case .string(let value): jsonString(value)
        case .int(let value): String(value)
        case .bool(let value): String(value)
        case .array(let elements): "[" + elements.map(\.inlineText).joined(separator: ", ") + "]"
        case .object(let members):
            "{ " + members.map { "\(jsonString($0.0)): \($0.1.inlineText)" }.joined(separator: ", ") + " }"
        }
    }

    /// The value as it starts after a key at `indent`: on one line when
    /// that is short and holds no description, else one member a line.
    func text(indent: String) -> String {
        let inline = inlineText
        guard case .object(let members) = self, inline.count > 100 || members.contains(where: { $0.0 == "description" })
        else { return inline }
        let inner = indent + "  "
        let lines = members.map { "\(inner)\(jsonString($0.0)): \($0.1.text(indent: inner))" }
        return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
    }
}

/// `value` as a JSON string literal.
private func jsonString(_ value: String) -> String {
    var text = "\""
    for scalar in value.unicodeScalars {
        switch scalar {
        case "\"": text += "\\\""
        case "\\": text += "\\\\"
        case "\n": text += "\\n"
        default: text.unicodeScalars.append(scalar)
        }
    }
    return text + "\""
}
