/// The translation stage: turns a validated spec into the render model the
/// templates need.
func translateSpec(_ spec: ValidatedSpec) -> RenderModel {
    let items = spec.items.map(translateItem)
    let (imports, library) = translateLibrary(spec)
    // Of two items of one name, which validation reports, the first wins.
    let caseNames = Dictionary(zip(spec.items.map(\.name), items.map(\.caseName))) { first, _ in first }
    return RenderModel(
        specFileName: spec.fileName,
        access: spec.access == .internal ? "" : spec.access.rawValue + " ",
        imports: imports,
        enumName: spec.enumName,
        sectionEnumName: spec.sectionEnumName,
        sectionModelName: spec.sectionModelName,
        items: items,
        sections: spec.sections.map { translateSection($0, caseNames: caseNames) },
        hasHeaders: spec.sections.contains { $0.header != nil },
        hasFooters: spec.sections.contains { $0.footer != nil },
        cellViews: [
            translateCellView(spec.items, translatedItems: items, view: .table),
            translateCellView(spec.items, translatedItems: items, view: .collection),
        ],
        rowViews: translateRowViews(spec.items, translatedItems: items),
        switchesNeedDefault: spec.items.count > RenderModel.exhaustiveSwitchLimit,
        sectionSwitchesNeedDefault: spec.sections.count > RenderModel.exhaustiveSwitchLimit,
        library: library
    )
}
