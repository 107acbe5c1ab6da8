// The parsed document, with every value's place: what the JSON reader hands
// on to validation and to the config reader. Layers/ holds the three types
// the generator's stages hand on: this, ValidatedSpec and RenderModel.

/// One value of a JSON file, with where it starts: the tree the reader
/// builds and validation walks.
///
/// A value knows its whole location from the moment the reader makes it
/// (its `place`: file, line, column and JSON path), so a diagnostic at it
/// needs nothing more. Objects keep their members in file order,
/// duplicates included, so that validation can report a key given twice.
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
    /// Where the value's first byte is.
    var place: JSONPlace

    /// The 1-based line and column (in UTF-8 bytes) of the value's first byte.
    var line: Int { place.line }
    var column: Int { place.column }

    /// Where the value's first byte is: file, line, column and JSON path.
    var location: SourceLocation {
        SourceLocation(file: place.file, line: place.line, column: place.column, jsonPath: place.jsonPath)
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
        SourceLocation(file: value.place.file, line: keyLine, column: keyColumn, jsonPath: value.place.jsonPath)
    }
}

/// Where a value of a JSON file stands: its file, line and column, and its
/// step from the container holding it, whose own place leads on to the root.
///
/// Values share their places by reference, so copying a value costs one
/// reference count however deep it stands, and the JSON path is printed
/// only when a diagnostic asks for it.
final class JSONPlace: Equatable, Sendable {
    /// The file, as the user gave it.
    let file: String
    /// The 1-based line and column, in UTF-8 bytes.
    let line: Int
    let column: Int
    /// The place of the array or object holding the value, and the step from
    /// it to the value; both nil for the root.
    let container: JSONPlace?
    let step: JSONPath.Step?

    init(file: String, line: Int, column: Int, container: JSONPlace? = nil, step: JSONPath.Step? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.container = container
        self.step = step
    }

    /// The steps from the root to the value.
    ///
    /// - Complexity: O(*d*) at depth *d*.
    var path: JSONPath {
        var steps: [JSONPath.Step] = []
        var place: JSONPlace? = self
        while let current = place, let step = current.step {
            steps.append(step)
            place = current.container
        }
        return JSONPath(steps: steps.reversed())
    }

    /// The JSON path as diagnostics print it, `items[3].identity`.
    var jsonPath: String {
        path.text
    }

    static func == (left: JSONPlace, right: JSONPlace) -> Bool {
        left.file == right.file && left.line == right.line && left.column == right.column && left.path == right.path
    }
}

/// Where a value stands in its JSON file: the steps from the document's
/// root to it, put together only for a diagnostic.
struct JSONPath: Equatable, Sendable {
    /// One step from a container to a value inside it.
    enum Step: Equatable, Sendable {
        /// The member of an object with this key.
        case key(String)
        /// The element of an array at this position, from 0.
        case index(Int)
    }

    /// The steps from the root, in order; none for the root.
    var steps: [Step]

    /// The path as diagnostics print it, empty for the root:
    /// `items[3].identity`, with keys that are not plain ASCII words
    /// bracketed and quoted, `sections["my key"]`.
    var text: String {
        var text = ""
        for step in steps {
            switch step {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where isASCIIIdentifier(key):
                text += text.isEmpty ? key : "." + key
            case .key(let key):
                let escaped = key.map { $0 == "\\" || $0 == "\"" ? "\\\($0)" : String($0) }.joined()
                text += "[\"\(escaped)\"]"
            }
        }
        return text
    }
}

/// Whether `text` is ASCII letters, digits and underscores, not starting
/// with a digit, so every tool reads it as one word.
func isASCIIIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return text.unicodeScalars.allSatisfy(isASCIIIdentifierPart)
}

/// Whether `scalar` is an ASCII letter, digit or underscore.
func isASCIIIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
}
