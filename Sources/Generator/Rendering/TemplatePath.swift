/// A dotted name such as `item.caseName`, split once at parse time so that
/// compiling never splits strings.
struct TemplatePath: Equatable, Sendable, CustomStringConvertible {
    /// The names between the dots; never empty.
    let components: [String]
    /// Where the path starts in its template, for errors.
    let location: SourceLocation

    /// The path as written, `item.caseName`.
    var description: String {
        components.joined(separator: ".")
    }
}
