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
            let identityFields = parts.map(translateField)
            translated.isComposite = true
            translated.identityFields = identityFields
            translated.identityInitParameters = initParameters(identityFields)
            translated.identityArguments = zip(parts, identityFields)
                .map { part, field in "\(argumentLabel(part.name)): \(field.name)" }
                .joined(separator: ", ")
            translated.identityDescription = listed(parts.map { "`\($0.name)`" })
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
    var parameters = ""
    for field in fields {
        if !parameters.isEmpty {
            parameters += ", "
        }
        parameters += "\(field.name): \(field.type)"
        // Swift reads a type by Unicode scalars: a last `?` makes it optional.
        if field.type.unicodeScalars.last == "?" {
            parameters += " = nil"
        }
    }
    return parameters
}

/// "`a`", "`a` and `b`", "`a`, `b` and `c`".
private func listed(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else {
        return names.first ?? ""
    }
    return names.dropLast().joined(separator: ", ") + " and " + last
}
