/// A template parsed once, ready to render any number of times.
struct ParsedTemplate: Sendable {
    /// The template's path, used in every diagnostic it causes.
    var path: String
    /// The top-level nodes.
    var nodes: [TemplateNode]
}
