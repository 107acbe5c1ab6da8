/// One value of a JSON file, with where it starts: the tree the reader
/// builds and validation walks.
///
/// A value knows its whole location from the moment the reader makes it:
/// file, line, column and JSON path, so a diagnostic at it needs nothing
/// more. The path is printed only when a location is asked for. Objects keep their members in file order, duplicates included, so that
/// validation can report a key given twice.
struct JSONValue: Equatable, Sendable {
    /// The JSON types, with their contents.
    enum Kind: Equatable, Sendable {
        case object([JSONMember])
        case array([JSONValue])
        case string(String)
        /// The number exactly as written, `-1.5e3`: validation never reads
        /// numbers, and a spec's numbers are not limited to `Double`.
        case number(String)
        case bool(Bool)
        case null
    }

    /// What the value is, with its contents.
    var kind: Kind
    /// The 1-based line and column (in UTF-8 bytes) of the value's first byte.
    var line: Int
    var column: Int
    /// The file the value was read from, as the user gave it.
    var file = ""
    /// The printed JSON path of the array or object holding the value, and
    /// the step from there to the value; nil for the root.
    var containerPath = ""
    var step: JSONPath.Step?

    /// Where the value's first byte is: file, line, column and JSON path.
    var location: SourceLocation {
        SourceLocation(file: file, line: line, column: column, jsonPath: jsonPath)
    }

    /// The JSON path of the value, as diagnostics print it.
    var jsonPath: String {
        step.map { JSONPath.appending($0, to: containerPath) } ?? containerPath
    }

    /// The members, in file order, if the value is an object.
    var members: [JSONMember]? {
        if case .object(let members) = kind { members } else { nil }
    }

    /// The elements, if the value is an array.
    var elements: [JSONValue]? {
        if case .array(let elements) = kind { elements } else { nil }
    }

    /// The text, if the value is a string.
    var stringValue: String? {
        if case .string(let text) = kind { text } else { nil }
    }

    /// The flag, if the value is a boolean.
    var boolValue: Bool? {
        if case .bool(let flag) = kind { flag } else { nil }
    }

    /// The value's JSON type with an article, for messages such as
    /// `expected a string for "name", found a number`.
    var typeDescription: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// One `"key": value` pair of a JSON object.
struct JSONMember: Equatable, Sendable {
    /// The key, unescaped.
    var key: String
    /// The 1-based line and column (in UTF-8 bytes) of the key's opening quote.
    var keyLine: Int
    var keyColumn: Int
    /// The member's value.
    var value: JSONValue

    /// Where the key's opening quote is, with the member's JSON path.
    var keyLocation: SourceLocation {
        SourceLocation(file: value.file, line: keyLine, column: keyColumn, jsonPath: value.jsonPath)
    }
}
