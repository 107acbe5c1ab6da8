/// Translates one validated section into what the templates render.
///
/// - Parameters:
///   - itemPositions: The position of each item in `items` by its name,
///     built once for all sections: a table per section makes translation
///     quadratic (40% of the time for a spec of 10,000 kinds).
///   - items: The translated items, whose case names are already escaped.
func translateSection(
    _ section: ValidatedSpec.Section, itemPositions: NamePositions, items: [RenderModel.Item]
) -> RenderModel.Section {
    let caseName = escapedIdentifier(section.caseName)
    var allowedKinds: [String] = []
    allowedKinds.reserveCapacity(section.itemNames.count)
    for name in section.itemNames {
        if let position = itemPositions.position(of: name) {
            allowedKinds.append(items[position].caseName)
        }
    }
    return RenderModel.Section(
        caseName: caseName,
        caseDeclaration: section.parameterType.map { parameterType in
            TextWriter.string(capacity: caseName.utf8.count + parameterType.utf8.count + 2) { declaration in
                declaration.write(caseName)
                declaration.write(UInt8(ascii: "("))
                declaration.write(parameterType)
                declaration.write(UInt8(ascii: ")"))
            }
        } ?? caseName,
        headerLiteral: section.header.map(swiftStringLiteral) ?? "nil",
        footerLiteral: section.footer.map(swiftStringLiteral) ?? "nil",
        // Brackets, and ", ." before each kind.
        allowedKindsLiteral: TextWriter.string(capacity: allowedKinds.reduce(2) { $0 + $1.utf8.count + 3 }) { literal in
            literal.write(UInt8(ascii: "["))
            for (index, kind) in allowedKinds.enumerated() {
                literal.write(literal: index == 0 ? "." : ", .")
                literal.write(kind)
            }
            literal.write(UInt8(ascii: "]"))
        }
    )
}
