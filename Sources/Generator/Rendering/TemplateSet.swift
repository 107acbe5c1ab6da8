/// The templates the generator renders, by name (the file name without
/// `.template`), each with the path its diagnostics name.
struct TemplateSet: Sendable {
    /// Each template's text and diagnostic path, by name.
    let templates: [String: (text: String, path: String)]

    /// The templates in `Templates/`, embedded in the binary so that
    /// `itemize` works from anywhere; their paths are `Templates/<name>.template`.
    static let builtIn = TemplateSet(templates: Dictionary(
        BuiltinTemplates.all.map { ($0.name, (text: $0.text, path: "Templates/\($0.name).template")) },
        uniquingKeysWith: { first, _ in first }
    ))

    /// The template names, sorted.
    var names: [String] {
        templates.keys.sorted()
    }

    /// The text of the template `name` and the path its diagnostics name,
    /// or nil when there is no such template.
    func source(named name: String) -> (text: String, path: String)? {
        templates[name]
    }

    /// This set with `other`'s templates replacing or joining its own.
    func merging(_ other: TemplateSet) -> TemplateSet {
        TemplateSet(templates: templates.merging(other.templates) { _, new in new })
    }

    /// The templates one target renders, by plain name: the top-level ones,
    /// with those in the target's folder (`rxdatasources/library`) replacing
    /// the template of the same name; each keeps its own path.
    func resolved(for target: ValidatedSpec.Target) -> TemplateSet {
        var shared: [String: (text: String, path: String)] = [:]
        var own: [String: (text: String, path: String)] = [:]
        let prefix = target.rawValue + "/"
        for (name, source) in templates {
            if !name.contains("/") {
                shared[name] = source
            } else if name.hasPrefix(prefix) {
                own[String(name.dropFirst(prefix.count))] = source
            }
        }
        return TemplateSet(templates: shared.merging(own) { _, targetOwn in targetOwn })
    }
}
