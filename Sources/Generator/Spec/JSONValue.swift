/// One value of a parsed JSON document, with where it stands in the file.
///
/// Objects keep their members in file order, duplicates included, so that
/// validation can report a key given twice instead of silently losing one.
struct JSONValue: Equatable, Sendable {
    /// Where the value's first byte is, and its JSON path.
    var location: SourceLocation
    /// What the value is.
    var kind: Kind

    /// The JSON types, with their contents.
    enum Kind: Equatable, Sendable {
        /// Members in file order; a key may appear more than once.
        case object([Member])
        case array([JSONValue])
        case string(String)
        /// The number exactly as written, `-1.5e3`: the spec never computes
        /// with numbers, and keeping the text loses nothing.
        case number(String)
        case bool(Bool)
        case null
    }

    /// One `"key": value` pair of an object.
    struct Member: Equatable, Sendable {
        var key: String
        /// Where the key's opening quote is; its path is the member's path.
        var keyLocation: SourceLocation
        var value: JSONValue
    }
}
