/// Translates one validated section into what the templates render.
///
/// - Parameter items: The spec's items, to find each allowed kind's case.
func translateSection(_ section: ValidatedSpec.Section, items: [ValidatedSpec.Item]) -> RenderModel.Section {
    let caseName = escapedIdentifier(section.caseName)
    let caseNamesByItem = Dictionary(items.map { ($0.name, $0.caseName) }, uniquingKeysWith: { first, _ in first })
    let allowedKinds = section.itemNames.compactMap { caseNamesByItem[$0] }.map { "." + escapedIdentifier($0) }
    return RenderModel.Section(
        caseName: caseName,
        caseDeclaration: section.parameterType.map { "\(caseName)(\($0))" } ?? caseName,
        headerLiteral: section.header.map(swiftStringLiteral) ?? "nil",
        footerLiteral: section.footer.map(swiftStringLiteral) ?? "nil",
        allowedKindsLiteral: "[" + allowedKinds.joined(separator: ", ") + "]"
    )
}
