extension CompiledTemplates {
    /// Compiles every template that parsed, and keeps the syntax errors of
    /// those that did not for when they are rendered or included.
    /// - Parameter parsed: Each template's parse, by template name.
    init(parsed: [String: Result<ParsedTemplate, DiagnosticError>]) {
        let names = parsed.keys.sorted()
        var compiler = TemplateCompiler(templateIndices: Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) }))
        var templates: [Template] = []
        templates.reserveCapacity(names.count)
        for name in names {
            switch parsed[name] {
            case .success(let template):
                let start = compiler.instructions.count
                compiler.compile(template.nodes)
                templates.append(Template(name: name, body: .success(start..<compiler.instructions.count)))
            case .failure(let error):
                templates.append(Template(name: name, body: .failure(error)))
            case nil:
                preconditionFailure("a sorted key is missing")
            }
        }
        compiler.linkIncludes(to: templates)
        text = compiler.text
        instructions = compiler.instructions
        keys = compiler.keys
        paths = compiler.paths
        includeSites = compiler.includeSites
        self.names = compiler.names
        loopNameID = compiler.nameIDs["loop"] ?? -1
        self.templates = templates
    }
}
