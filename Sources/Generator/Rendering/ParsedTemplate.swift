/// A template parsed once, ready to render any number of times.
struct ParsedTemplate: Sendable {
    /// The template's path, used in every diagnostic it causes.
    var path: String
    /// The top-level nodes.
    var nodes: [TemplateNode]
}

/// One piece of a parsed template.
enum TemplateNode: Sendable {
    /// An `if` or `elif` branch: the value tested, whether the tag said
    /// `not` (taking the branch when the value is falsy), and what it renders.
    typealias Branch = (condition: TemplatePath, isNegated: Bool, body: [TemplateNode])

    /// Text copied verbatim, as the UTF-8 it renders.
    case text([UInt8])
    /// `{{ path }}`.
    case output(TemplatePath)
    /// `{% if %}` with its `elif` branches in order; `otherwise` is the
    /// `else` body, empty without one.
    indirect case conditional(branches: [Branch], otherwise: [TemplateNode])
    /// `{% for variable in sequence %}`.
    indirect case loop(variable: String, sequence: TemplatePath, body: [TemplateNode])
    /// `{% include "name" %}`; `binding` is the `variable = path` of `with
    /// variable = path`, and `indentation` the leading whitespace of a
    /// standalone include, prefixed to every non-empty line it renders.
    indirect case include(name: String, binding: (variable: String, value: TemplatePath)?, indentation: String, location: SourceLocation)
}

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
