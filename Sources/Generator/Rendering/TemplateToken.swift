/// A piece of template text after lexing and after standalone lines have
/// been stripped; the parser turns these into nodes.
struct TemplateToken: Equatable, Sendable {
    /// What the piece is.
    enum Kind: Equatable, Sendable {
        /// Text to copy verbatim.
        case text
        /// `{{ ... }}`.
        case output
        /// `{% ... %}`.
        case block
    }

    var kind: Kind
    /// The text itself, or what stands between a tag's delimiters.
    var content: String
    /// Where the token starts (the `{{` or `{%` of a tag).
    var location: SourceLocation
    /// The leading whitespace of the line when a block tag stands on a line
    /// of its own (with other block tags or comments only), else empty.
    var indentation: String = ""

    /// The location of the byte `offset` UTF-8 bytes into `content`; tags
    /// never span lines, so only the column moves.
    func location(ofContentOffset offset: Int) -> SourceLocation {
        var result = location
        result.column += 2 + offset
        return result
    }
}
