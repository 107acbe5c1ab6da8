/// The translation stage: turns a validated spec into the render model the
/// templates need.
func translateSpec(_ spec: ValidatedSpec) -> RenderModel {
    let items = spec.items.map(translateItem)
    let (imports, library) = translateLibrary(spec)
    // Filled backwards so that the first of two kinds with one name wins,
    // with one hash per kind.
    var caseNamesByItem: [String: String] = [:]
    if !spec.sections.isEmpty {
        caseNamesByItem.reserveCapacity(items.count)
        for index in items.indices.reversed() {
            caseNamesByItem[items[index].name] = items[index].caseName
        }
    }
    return RenderModel(
        specFileName: spec.fileName,
        access: spec.access == .internal ? "" : spec.access.rawValue + " ",
        imports: imports,
        enumName: spec.enumName,
        sectionEnumName: spec.sectionEnumName,
        sectionModelName: spec.sectionModelName,
        items: items,
        sections: spec.sections.map { translateSection($0, caseNamesByItem: caseNamesByItem) },
        hasHeaders: spec.sections.contains { $0.header != nil },
        hasFooters: spec.sections.contains { $0.footer != nil },
        cellViews: [
            translateCellView(spec.items, translatedItems: items, view: .table),
            translateCellView(spec.items, translatedItems: items, view: .collection),
        ],
        switchesNeedDefault: spec.items.count > RenderModel.exhaustiveSwitchLimit,
        sectionSwitchesNeedDefault: spec.sections.count > RenderModel.exhaustiveSwitchLimit,
        library: library
    )
}
