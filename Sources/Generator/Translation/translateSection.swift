/// Translates one validated section into what the templates render.
///
/// - Parameter caseNamesByItem: Each item's case name by item name, built
///   once for all sections: building it per section made translation
///   quadratic (40% of the time for a spec of 10,000 kinds).
func translateSection(_ section: ValidatedSpec.Section, caseNamesByItem: [String: String]) -> RenderModel.Section {
    let caseName = escapedIdentifier(section.caseName)
    let allowedKinds = section.itemNames.compactMap { caseNamesByItem[$0] }.map { "." + escapedIdentifier($0) }
    return RenderModel.Section(
        caseName: caseName,
        caseDeclaration: section.parameterType.map { "\(caseName)(\($0))" } ?? caseName,
        headerLiteral: section.header.map(swiftStringLiteral) ?? "nil",
        footerLiteral: section.footer.map(swiftStringLiteral) ?? "nil",
        allowedKindsLiteral: "[" + allowedKinds.joined(separator: ", ") + "]"
    )
}
