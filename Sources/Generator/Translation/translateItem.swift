/// Translates one validated item kind into what the templates render.
func translateItem(_ item: ValidatedSpec.Item) -> RenderModel.Item {
    var translated = RenderModel.Item(
        name: item.name, caseName: escapedIdentifier(item.caseName), isGenerated: false, hasData: true, fields: [],
        initParameters: "", isComposite: false, identityFields: [], identityInitParameters: "",
        identityArguments: "", identityDescription: "", identityType: "", identityFieldName: "",
        reuseIdentifierLiteral: swiftStringLiteral(item.reuseIdentifier)
    )
    switch item.content {
    case .external(let identityType):
        translated.identityType = identityType
    case .noData:
        translated.hasData = false
    case .fields(let fields, let identity):
        translated.isGenerated = true
        translated.fields = fields.map(translateField)
        translated.initParameters = initParameters(translated.fields)
        switch identity {
        case .single(let field):
            translated.identityDescription = "`\(field.name)`"
            translated.identityType = field.type
            translated.identityFieldName = escapedIdentifier(field.name)
        case .composite(let parts):
            translated.isComposite = true
            translated.identityFields = parts.map(translateField)
            translated.identityInitParameters = initParameters(translated.identityFields)
            translated.identityArguments = parts
                .map { "\(argumentLabel($0.name)): \(escapedIdentifier($0.name))" }
                .joined(separator: ", ")
            // "`a`", "`a` and `b`", "`a`, `b` and `c`".
            let names = parts.map { "`\($0.name)`" }
            translated.identityDescription = names.count > 1
                ? names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
                : names.first ?? ""
            translated.identityType = item.name + ".Identity"
        }
    }
    return translated
}

private func translateField(_ field: ValidatedSpec.Field) -> RenderModel.Field {
    RenderModel.Field(name: escapedIdentifier(field.name), type: field.type)
}

/// `id: String, imageURL: URL? = nil`: optionals default to nil, as in
/// Swift's own memberwise initializers.
private func initParameters(_ fields: [RenderModel.Field]) -> String {
    // Swift reads a type by Unicode scalars: a last `?` makes it optional.
    fields.map { "\($0.name): \($0.type)" + (isOptionalType($0.type) ? " = nil" : "") }
        .joined(separator: ", ")
}
