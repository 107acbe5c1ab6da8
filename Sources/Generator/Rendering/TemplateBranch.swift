/// One `if` or `elif` branch: its condition and the nodes it renders.
struct TemplateBranch: Sendable {
    /// The value tested.
    var condition: TemplatePath
    /// Whether the tag said `not`, taking the branch when the value is falsy.
    var isNegated: Bool
    /// What the branch renders.
    var body: [TemplateNode]
}
