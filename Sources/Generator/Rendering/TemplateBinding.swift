/// The `variable = path` of `{% include "name" with variable = path %}`:
/// inside the included template, `variable` names the value of `path`, so
/// one partial serves two places that differ in one value.
struct TemplateBinding: Sendable {
    /// The name the included template reads.
    let variable: String
    /// The value it names, resolved where the include stands.
    let value: TemplatePath
}
