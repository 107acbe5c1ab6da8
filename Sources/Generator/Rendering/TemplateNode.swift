/// One piece of a parsed template; rendering walks a list of these.
enum TemplateNode: Sendable {
    /// Text copied verbatim, as the UTF-8 it renders.
    case text([UInt8])
    /// `{{ path }}`.
    case output(TemplatePath)
    /// `{% if %}` with its `elif` branches in order; `otherwise` is the
    /// `else` body, empty without one.
    indirect case conditional(branches: [TemplateBranch], otherwise: [TemplateNode])
    /// `{% for variable in sequence %}`.
    indirect case loop(variable: String, sequence: TemplatePath, body: [TemplateNode])
    /// `{% include "name" %}`, or `{% include "name" with variable = path %}`
    /// with its `binding`; `indentation` is the leading whitespace of a
    /// standalone include, prefixed to every non-empty line it renders.
    indirect case include(name: String, binding: TemplateBinding?, indentation: String, location: SourceLocation)
}
