/// Completes the locations that `JSONValue.location` and
/// `JSONMember.keyLocation` give, which name only a line and column, with
/// the file and the JSON path of the value (or member) there.
///
/// Every value and every key starts at a byte of its own, so a position
/// names one of them. A position inside a string value (a placeholder of a
/// section's `header`) names that string, its extent taken from
/// `jsonSourceLength(of:)`. One walk of the tree finds every path asked for.
struct JSONPathFinder {
    /// The file the tree was read from.
    let file: String
    /// The positions asked for, and the printed path of each found so far.
    private var wanted: Set<Position> = []
    private var paths: [Position: String] = [:]
    /// The string values on a line of a position asked for, by line, with
    /// the columns they span: the candidates for a position inside one.
    private var stringsByLine: [Int: [(columns: Range<Int>, path: String)]] = [:]

    /// Finds the paths of the positions of `locations` that lack a file.
    ///
    /// - Complexity: O(*n* + *k* · *d*) for a tree of *n* values and *k*
    ///   positions at depth up to *d*.
    init(file: String, root: JSONValue, locations: some Sequence<SourceLocation>) {
        self.file = file
        for location in locations where location.file.isEmpty {
            wanted.insert(Position(line: location.line, column: location.column))
        }
        for position in wanted {
            stringsByLine[position.line] = []
        }
        var steps: [JSONPath.Step] = []
        find(in: root, steps: &steps)
        for position in wanted where paths[position] == nil {
            paths[position] = stringsByLine[position.line]?.first { $0.columns.contains(position.column) }?.path
        }
    }

    /// `location` with its file and JSON path, if it names only a position
    /// in the tree; any other location as it is.
    func located(_ location: SourceLocation) -> SourceLocation {
        guard location.file.isEmpty else { return location }
        let path = paths[Position(line: location.line, column: location.column)] ?? location.jsonPath
        return SourceLocation(file: file, line: location.line, column: location.column, jsonPath: path)
    }

    /// `diagnostics` about the tree read from `file`, each with its file and
    /// JSON path: what validation reports.
    static func locate(_ diagnostics: [Diagnostic], in root: JSONValue, file: String) -> [Diagnostic] {
        JSONPathFinder(file: file, root: root, locations: diagnostics.compactMap(\.location)).located(diagnostics)
    }

    /// `diagnostics`, each with its location completed by `located(_:)`.
    func located(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            var located = diagnostic
            located.location = diagnostic.location.map(self.located)
            return located
        }
    }

    /// Records the paths of `value` and what is inside it whose positions
    /// are wanted; `steps` lead to `value`. The reader limits the depth.
    private mutating func find(in value: JSONValue, steps: inout [JSONPath.Step]) {
        record(Position(line: value.line, column: value.column), steps: steps)
        var children: [(step: JSONPath.Step, key: Position?, value: JSONValue)] = []
        switch value.kind {
        case .object(let members):
            children = members.map { (.key($0.key), Position(line: $0.keyLine, column: $0.keyColumn), $0.value) }
        case .array(let elements):
            children = elements.enumerated().map { (.index($0.offset), nil, $0.element) }
        case .string(let text) where stringsByLine[value.line] != nil:
            // Inside the quotes: after the opening one, up to the closing one.
            let columns = (value.column + 1)..<(value.column + 1 + jsonSourceLength(of: text[...]))
            stringsByLine[value.line]?.append((columns, JSONPath(steps: steps).text))
        case .string, .number, .bool, .null:
            break
        }
        for child in children where paths.count < wanted.count {
            steps.append(child.step)
            if let key = child.key {
                record(key, steps: steps)
            }
            find(in: child.value, steps: &steps)
            steps.removeLast()
        }
    }

    /// Records the path of the value or key at `position`, if it is wanted.
    private mutating func record(_ position: Position, steps: [JSONPath.Step]) {
        if wanted.contains(position) {
            paths[position] = JSONPath(steps: steps).text
        }
    }

    /// A line and column of the file.
    private struct Position: Hashable {
        var line: Int
        var column: Int
    }
}

/// How many UTF-8 bytes `text` takes inside a JSON string as written
/// plainly (`"`, `\` and the control characters with a short escape take
/// two, other control characters six): how far into the string a part of
/// its text stands, unless the spec escapes what needs no escape.
///
/// - Complexity: O(*n*) in the scalars of `text`.
func jsonSourceLength(of text: Substring) -> Int {
    text.unicodeScalars.reduce(0) { length, scalar in
        switch scalar.value {
        case 0x22, 0x5C, 0x08, 0x0C, 0x0A, 0x0D, 0x09: length + 2
        case 0x00..<0x20: length + 6
        default: length + UTF8.width(scalar)
        }
    }
}
