/// Where a value stands in a spec file: 1-based line and column (in UTF-8
/// bytes, like SwiftPM and Xcode count) and the JSON path to it, such as
/// `items[3].identity`, empty for the root.
///
/// A `JSONValue` gives only its line and column; validation has
/// `JSONPathFinder` add the file and the path to its diagnostics.
struct SourceLocation: Hashable, Sendable {
    /// The path of the file, as the user gave it.
    var file: String
    var line: Int
    var column: Int
    var jsonPath: String
}
