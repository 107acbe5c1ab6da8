/// Where a value stands in a spec file: 1-based line and column (in UTF-8
/// bytes) and the JSON path to it, such as `items[3].identity`.
///
/// The file and path are kept in one shared `LocationPlace`, so copying a
/// location retains one reference and reading a spec builds no path text.
/// Two locations are equal when their file, line, column and path text are.
struct SourceLocation: Hashable, Sendable {
    /// The 1-based line.
    var line: Int
    /// The 1-based column, counted in UTF-8 bytes like SwiftPM and Xcode do.
    var column: Int
    /// The file and JSON path.
    var place: LocationPlace

    init(file: String, line: Int, column: Int, jsonPath: String) {
        self.line = line
        self.column = column
        place = LocationPlace(file: file, jsonPath: jsonPath)
    }

    init(line: Int, column: Int, place: LocationPlace) {
        self.line = line
        self.column = column
        self.place = place
    }

    /// The path of the file, as the user gave it.
    var file: String {
        get { place.file }
        set { place = LocationPlace(file: newValue, jsonPath: place.jsonPath) }
    }

    /// The JSON path from the document's root, empty for the root itself.
    var jsonPath: String {
        get { place.jsonPath }
        set { place = LocationPlace(file: place.file, jsonPath: newValue) }
    }

    static func == (left: SourceLocation, right: SourceLocation) -> Bool {
        left.line == right.line && left.column == right.column
            && (left.place === right.place || (left.file == right.file && left.jsonPath == right.jsonPath))
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(jsonPath)
    }
}
