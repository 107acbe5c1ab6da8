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
            translated.identityFieldName = escapedName(of: field, fields: fields, translated: translated.fields)
        case .composite(let parts):
            let identityFields = parts.map { part in
                RenderModel.Field(name: escapedName(of: part, fields: fields, translated: translated.fields), type: part.type)
            }
            translated.isComposite = true
            translated.identityFields = identityFields
            translated.identityInitParameters = initParameters(identityFields)
            translated.identityArguments = identityArguments(parts, escaped: identityFields)
            translated.identityDescription = listed(parts)
            translated.identityType = item.name + ".Identity"
        }
    }
    return translated
}

private func translateField(_ field: ValidatedSpec.Field) -> RenderModel.Field {
    RenderModel.Field(name: escapedIdentifier(field.name), type: field.type)
}

/// An identity field's escaped name: the one already made for the field of
/// that name, since an identity names the item's own fields, else its own.
///
/// - Complexity: O(*n*) for *n* fields, a comparison each, where escaping
///   looks the name up among the keywords.
private func escapedName(
    of field: ValidatedSpec.Field, fields: [ValidatedSpec.Field], translated: [RenderModel.Field]
) -> String {
    guard let index = fields.firstIndex(where: { $0.name == field.name }) else {
        return escapedIdentifier(field.name)
    }
    return translated[index].name
}

/// `id: String, imageURL: URL? = nil`: optionals default to nil, as in
/// Swift's own memberwise initializers.
private func initParameters(_ fields: [RenderModel.Field]) -> String {
    var parameters = ""
    for field in fields {
        parameters += parameters.isEmpty ? "\(field.name): " : ", \(field.name): "
        parameters += field.type
        // By the last byte: a `?` is one, and never part of another character.
        if field.type.utf8.last == UInt8(ascii: "?") {
            parameters += " = nil"
        }
    }
    return parameters
}

/// `campaign: campaign, slot: slot`: each part's label, then its escaped name.
private func identityArguments(_ parts: [ValidatedSpec.Field], escaped: [RenderModel.Field]) -> String {
    var arguments = ""
    for index in parts.indices {
        if index > 0 {
            arguments += ", "
        }
        arguments += "\(argumentLabel(parts[index].name)): \(escaped[index].name)"
    }
    return arguments
}

/// "`a`", "`a` and `b`", "`a`, `b` and `c`".
private func listed(_ parts: [ValidatedSpec.Field]) -> String {
    var list = ""
    for index in parts.indices {
        if index > 0 {
            list += index == parts.count - 1 ? " and " : ", "
        }
        list += "`\(parts[index].name)`"
    }
    return list
}
