/// The translation stage: turns a validated spec into the render model the
/// templates need.
func translateSpec(_ spec: ValidatedSpec) -> RenderModel {
    let items = spec.items.map(translateItem)
    let (imports, library) = translateLibrary(spec)
    // Of two items of one name, which validation reports, the first wins.
    let caseNames = Dictionary(zip(spec.items.map(\.name), items.map(\.caseName))) { first, _ in first }
    let hasSectionFields = spec.sections.contains { !$0.fields.isEmpty }
    return RenderModel(
        specFileName: commentText(spec.fileName),
        access: spec.access == .internal ? "" : spec.access.rawValue + " ",
        imports: imports,
        enumName: spec.enumName,
        sectionEnumName: spec.sectionEnumName,
        sectionModelName: spec.sectionModelName,
        items: items,
        sections: spec.sections.map { translateSection($0, caseNames: caseNames) },
        hasHeaders: spec.sections.contains { $0.header != nil },
        hasFooters: spec.sections.contains { $0.footer != nil },
        hasSectionFields: hasSectionFields,
        sectionIdentityHasFields: hasSectionFields && spec.target == .rxdatasources,
        usesTableView: spec.views.contains(.table),
        usesCollectionView: spec.views.contains(.collection),
        cellViews: spec.views.map { translateCellView(spec.items, translatedItems: items, view: $0) },
        rowViews: translateRowViews(spec.items, translatedItems: items),
        switchesNeedDefault: spec.items.count > RenderModel.exhaustiveSwitchLimit,
        sectionSwitchesNeedDefault: spec.sections.count > RenderModel.exhaustiveSwitchLimit,
        library: library
    )
}
