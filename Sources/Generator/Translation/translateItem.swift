/// Translates one validated item kind into what the templates render.
func translateItem(_ item: ValidatedSpec.Item) -> RenderModel.Item {
    // Each case builds its item whole: filling in a `var` item copies and
    // destroys all thirteen properties of it, 550 instructions an item.
    let caseName = escapedIdentifier(item.caseName)
    let reuseIdentifierLiteral = swiftStringLiteral(item.reuseIdentifier)
    switch item.content {
    case .external(let identityType):
        return RenderModel.Item(
            name: item.name, caseName: caseName, isGenerated: false, fields: [], initParameters: "",
            isComposite: false, identityFields: [], identityInitParameters: "", identityArguments: "",
            identityDescription: "", identityType: identityType, identityFieldName: "",
            reuseIdentifierLiteral: reuseIdentifierLiteral)
    case .fields(let fields, .single(let field)):
        let translatedFields = fields.map(translateField)
        return RenderModel.Item(
            name: item.name, caseName: caseName, isGenerated: true, fields: translatedFields,
            initParameters: initParameters(translatedFields),
            isComposite: false, identityFields: [], identityInitParameters: "", identityArguments: "",
            identityDescription: TextWriter.string(capacity: field.name.utf8.count + 2) { $0.writeCode(field.name) },
            identityType: field.type, identityFieldName: escapedName(of: field, among: fields, translatedFields),
            reuseIdentifierLiteral: reuseIdentifierLiteral)
    case .fields(let fields, .composite(let parts)):
        let translatedFields = fields.map(translateField)
        let identityFields = parts.map { part in
            RenderModel.Field(name: escapedName(of: part, among: fields, translatedFields), type: part.type)
        }
        let name = item.name
        // Each part's name appears twice at most, once as written and once
        // escaped, with backticks, separators and " and " around it.
        let partsLength = parts.reduce(0) { $0 + 2 * $1.name.utf8.count + 8 }
        return RenderModel.Item(
            name: name, caseName: caseName, isGenerated: true, fields: translatedFields,
            initParameters: initParameters(translatedFields),
            isComposite: true, identityFields: identityFields, identityInitParameters: initParameters(identityFields),
            identityArguments: TextWriter.string(capacity: partsLength) { arguments in
                for (index, part) in parts.enumerated() {
                    if index > 0 {
                        arguments.write(literal: ", ")
                    }
                    arguments.write(argumentLabel(part.name))
                    arguments.write(literal: ": ")
                    arguments.write(identityFields[index].name)
                }
            },
            // "`a`", "`a` and `b`", "`a`, `b` and `c`".
            identityDescription: TextWriter.string(capacity: partsLength) { description in
                for (index, part) in parts.enumerated() {
                    if index > 0 {
                        description.write(literal: index == parts.count - 1 ? " and " : ", ")
                    }
                    description.writeCode(part.name)
                }
            },
            identityType: TextWriter.string(capacity: name.utf8.count + 9) { type in
                type.write(name)
                type.write(literal: ".Identity")
            },
            identityFieldName: "",
            reuseIdentifierLiteral: reuseIdentifierLiteral)
    }
}

private func translateField(_ field: ValidatedSpec.Field) -> RenderModel.Field {
    RenderModel.Field(name: escapedIdentifier(field.name), type: field.type)
}

/// The escaped name of `field`, taken from `translatedFields` when it is one
/// of `fields`, as an identity's fields are: escaping it again looks the
/// name up among the keywords once more (300 instructions a name, measured
/// with the keywords in a `Set<String>`).
private func escapedName(
    of field: ValidatedSpec.Field, among fields: [ValidatedSpec.Field], _ translatedFields: [RenderModel.Field]
) -> String {
    fields.firstIndex(of: field).map { translatedFields[$0].name } ?? escapedIdentifier(field.name)
}

/// `id: String, imageURL: URL? = nil`: optionals default to nil, as in
/// Swift's own memberwise initializers.
private func initParameters(_ fields: [RenderModel.Field]) -> String {
    // Besides its name and type, a field takes ", : = nil" at most.
    let capacity = fields.reduce(0) { $0 + $1.name.utf8.count + $1.type.utf8.count + 10 }
    return TextWriter.string(capacity: capacity) { parameters in
        // By index: iterating the fields copied each, a retain and a release a string.
        for index in fields.indices {
            if index > 0 {
                parameters.write(literal: ", ")
            }
            parameters.write(fields[index].name)
            parameters.write(literal: ": ")
            parameters.write(fields[index].type)
            // Validated types are ASCII, so the last byte is the last
            // character; `hasSuffix("?")` compared characters, 100
            // instructions a field.
            if parameters.lastByte == UInt8(ascii: "?") {
                parameters.write(literal: " = nil")
            }
        }
    }
}

extension TextWriter {
    /// Appends `name` in backticks, as doc comments show code.
    fileprivate mutating func writeCode(_ name: String) {
        write(UInt8(ascii: "`"))
        write(name)
        write(UInt8(ascii: "`"))
    }
}
