extension TemplateSet {
    /// The templates one target renders, by plain name: the top-level
    /// templates (the `itemize` target's, and the pieces every target
    /// shares), with those in the target's folder (`rxdatasources/library`)
    /// replacing the template of the same name.
    ///
    /// A target's folder holds only what differs, so a shared piece such as
    /// `item-struct` exists once and every target renders it.
    ///
    /// - Parameter target: The target whose folder replaces templates.
    /// - Returns: The set to render, with each template's own path kept for
    ///   diagnostics.
    func resolved(for target: ValidatedSpec.Target) -> TemplateSet {
        var shared: [String: (text: String, path: String)] = [:]
        var own: [String: (text: String, path: String)] = [:]
        let prefix = target.rawValue + "/"
        for name in names {
            guard let source = source(named: name) else { continue }
            if !name.contains("/") {
                shared[name] = source
            } else if name.hasPrefix(prefix) {
                own[String(name.dropFirst(prefix.count))] = source
            }
        }
        return TemplateSet(templates: shared.merging(own) { _, targetOwn in targetOwn })
    }
}
