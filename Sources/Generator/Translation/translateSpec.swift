/// The translation stage: turns a validated spec into the render model the
/// templates need.
func translateSpec(_ spec: ValidatedSpec) -> RenderModel {
    let items = spec.items.map(translateItem)
    let (imports, library) = translateLibrary(spec)
    // Of two items of one name, which validation reports, the first wins.
    let caseNames = Dictionary(zip(spec.items.map(\.name), items.map(\.caseName))) { first, _ in first }
    let sections = spec.sections.map { translateSection($0, caseNames: caseNames) }
    var viewClosures: [RenderModel.SectionViewClosure] = []
    for section in sections {
        if let view = section.headerView {
            viewClosures.append(.init(member: section.headerMember, type: "(\(view)\(section.payloadTypes)) -> Void"))
        }
        if let view = section.footerView {
            viewClosures.append(.init(member: section.footerMember, type: "(\(view)\(section.payloadTypes)) -> Void"))
        }
    }
    var model = RenderModel(
        specFileName: spec.fileName,
        access: spec.access == .internal ? "" : spec.access.rawValue + " ",
        imports: imports,
        enumName: spec.enumName,
        sectionEnumName: spec.sectionEnumName,
        sectionModelName: spec.sectionModelName,
        items: items,
        sections: sections,
        hasHeaders: spec.sections.contains { $0.header != nil },
        hasFooters: spec.sections.contains { $0.footer != nil },
        hasSectionFields: spec.sections.contains { !$0.fields.isEmpty },
        headerViewClasses: uniqued(spec.sections.compactMap(\.headerView)),
        footerViewClasses: uniqued(spec.sections.compactMap(\.footerView)),
        cellViews: [
            translateCellView(spec.items, translatedItems: items, view: .table),
            translateCellView(spec.items, translatedItems: items, view: .collection),
        ],
        rowViews: translateRowViews(spec.items, translatedItems: items),
        switchesNeedDefault: spec.items.count > RenderModel.exhaustiveSwitchLimit,
        sectionSwitchesNeedDefault: spec.sections.count > RenderModel.exhaustiveSwitchLimit,
        library: library
    )
    model.sectionViewClosures = viewClosures
    model.sectionIdentityHasFields = model.hasSectionFields && spec.target == .rxdatasources
    return model
}

/// `names` without repeats, in their first order.
private func uniqued(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
}
