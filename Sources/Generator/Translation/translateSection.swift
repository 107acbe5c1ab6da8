/// Translates one validated section into what the templates render.
///
/// - Parameters:
///   - caseNames: The escaped case name of each item, by the item's name.
func translateSection(_ section: ValidatedSpec.Section, caseNames: [String: String]) -> RenderModel.Section {
    let caseName = escapedIdentifier(section.caseName)
    let allowedKinds = section.itemNames.compactMap { caseNames[$0] }
    return RenderModel.Section(
        caseName: caseName,
        caseDeclaration: section.parameterType.map { "\(caseName)(\($0))" } ?? caseName,
        headerLiteral: section.header.map(swiftStringLiteral) ?? "nil",
        footerLiteral: section.footer.map(swiftStringLiteral) ?? "nil",
        allowedKindsLiteral: "[" + allowedKinds.map { "." + $0 }.joined(separator: ", ") + "]"
    )
}
