/// Where a value stands in a spec file: 1-based line and column (in UTF-8
/// bytes) and the JSON path to it, such as `items[3].identity`.
///
/// A `JSONValue` gives only its line and column; validation has
/// `JSONPathFinder` add the file and the path to its diagnostics.
struct SourceLocation: Hashable, Sendable {
    /// The path of the file, as the user gave it.
    var file: String
    /// The 1-based line.
    var line: Int
    /// The 1-based column, counted in UTF-8 bytes like SwiftPM and Xcode do.
    var column: Int
    /// The JSON path from the document's root, empty for the root itself.
    var jsonPath: String

    init(file: String, line: Int, column: Int, jsonPath: String) {
        self.file = file
        self.line = line
        self.column = column
        self.jsonPath = jsonPath
    }
}
