/// A dotted name such as `item.caseName`, split once at parse time so that
/// rendering never splits strings.
///
/// A class so that rendering, which reads a path out of its node on every
/// lookup, retains one object rather than each of its arrays and strings.
final class TemplatePath: Equatable, Sendable, CustomStringConvertible {
    /// The names between the dots; never empty.
    let components: [String]
    /// `components` with their hashes, for the lookups of every render.
    let keys: [TemplateKey]
    /// Where the path starts in its template, for errors.
    let location: SourceLocation

    init(components: [String], location: SourceLocation) {
        self.components = components
        keys = components.map(TemplateKey.init)
        self.location = location
    }

    static func == (left: TemplatePath, right: TemplatePath) -> Bool {
        left.components == right.components && left.location == right.location
    }

    /// The path as written, `item.caseName`.
    var description: String {
        components.joined(separator: ".")
    }
}
