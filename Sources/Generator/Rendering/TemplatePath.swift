/// A dotted name such as `item.caseName`, split into its names when the
/// template is parsed, and shared by the nodes that hold it.
final class TemplatePath: Sendable, CustomStringConvertible {
    /// The names between the dots; never empty.
    let components: [String]
    /// Where the path starts in its template, for errors.
    let location: SourceLocation

    init(components: [String], location: SourceLocation) {
        self.components = components
        self.location = location
    }

    /// The path as written, `item.caseName`.
    var description: String {
        components.joined(separator: ".")
    }
}
