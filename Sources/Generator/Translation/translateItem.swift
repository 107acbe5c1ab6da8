/// Translates one validated item kind into what the templates render.
func translateItem(_ item: ValidatedSpec.Item) -> RenderModel.Item {
    let caseName = escapedIdentifier(item.caseName)
    var translated = RenderModel.Item(
        name: item.name,
        caseName: caseName,
        isGenerated: false,
        fields: [],
        initParameters: "",
        isComposite: false,
        identityFields: [],
        identityInitParameters: "",
        identityArguments: "",
        identityDescription: "",
        identityType: "",
        identityFieldName: "",
        reuseIdentifierLiteral: swiftStringLiteral(item.reuseIdentifier)
    )
    switch item.content {
    case .external(let identityType):
        translated.identityType = identityType
    case .fields(let fields, let identity):
        translated.isGenerated = true
        translated.fields = fields.map(translateField)
        translated.initParameters = initParameters(fields)
        switch identity {
        case .single(let field):
            translated.identityType = field.type
            translated.identityFieldName = escapedIdentifier(field.name)
            translated.identityDescription = "`\(field.name)`"
        case .composite(let parts):
            translated.isComposite = true
            translated.identityType = "\(item.name).Identity"
            translated.identityFields = parts.map(translateField)
            translated.identityInitParameters = initParameters(parts)
            translated.identityArguments = parts
                .map { "\(argumentLabel($0.name)): \(escapedIdentifier($0.name))" }
                .joined(separator: ", ")
            translated.identityDescription = englishList(parts.map { "`\($0.name)`" })
        }
    }
    return translated
}

private func translateField(_ field: ValidatedSpec.Field) -> RenderModel.Field {
    RenderModel.Field(name: escapedIdentifier(field.name), type: field.type)
}

/// `id: String, imageURL: URL? = nil`: optionals default to nil, as in
/// Swift's own memberwise initializers.
private func initParameters(_ fields: [ValidatedSpec.Field]) -> String {
    fields.map { field in
        let optionalDefault = field.type.hasSuffix("?") ? " = nil" : ""
        return "\(escapedIdentifier(field.name)): \(field.type)\(optionalDefault)"
    }
    .joined(separator: ", ")
}

/// "a", "a and b", "a, b and c".
private func englishList(_ words: [String]) -> String {
    guard let last = words.last else { return "" }
    let head = words.dropLast()
    return head.isEmpty ? last : head.joined(separator: ", ") + " and " + last
}
