/// The translation stage: turns a validated spec into the render model the
/// templates need.
func translateSpec(_ spec: ValidatedSpec) -> RenderModel {
    let items = spec.items.map(translateItem)
    let (imports, library) = translateLibrary(spec)
    // Of two items of one name, which validation reports, the first wins.
    let caseNames = Dictionary(zip(spec.items.map(\.name), items.map(\.caseName))) { first, _ in first }
    let sections = spec.sections.map { translateSection($0, caseNames: caseNames) }
    var model = RenderModel(
        specFileName: commentText(spec.fileName),
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
        cellViews: spec.views.map { translateCellView(spec.items, translatedItems: items, view: $0) },
        rowViews: translateRowViews(spec.items, translatedItems: items),
        switchesNeedDefault: spec.items.count > RenderModel.exhaustiveSwitchLimit,
        sectionSwitchesNeedDefault: spec.sections.count > RenderModel.exhaustiveSwitchLimit,
        library: library
    )
    model.sectionIdentityHasFields = model.hasSectionFields && spec.target == .rxdatasources
    model.usesTableView = spec.views.contains(.table)
    model.usesCollectionView = spec.views.contains(.collection)
    if spec.views.contains(.table) {
        model.tableSectionViews = sectionViews(sections, header: \.tableHeaderView, footer: \.tableFooterView)
    }
    if spec.views.contains(.collection) {
        model.collectionSectionViews = sectionViews(
            sections, header: \.collectionHeaderView, footer: \.collectionFooterView)
    }
    return model
}

/// The section views of one UIKit view, whose classes `header` and
/// `footer` read from each section.
private func sectionViews(
    _ sections: [RenderModel.Section], header: KeyPath<RenderModel.Section, String?>,
    footer: KeyPath<RenderModel.Section, String?>
) -> RenderModel.SectionViews {
    var closures: [RenderModel.SectionViewClosure] = []
    for section in sections {
        if let view = section[keyPath: header] {
            closures.append(.init(member: section.headerMember, type: "(\(view)\(section.payloadTypes)) -> Void"))
        }
        if let view = section[keyPath: footer] {
            closures.append(.init(member: section.footerMember, type: "(\(view)\(section.payloadTypes)) -> Void"))
        }
    }
    return RenderModel.SectionViews(
        headerViewClasses: uniqued(sections.compactMap { $0[keyPath: header] }),
        footerViewClasses: uniqued(sections.compactMap { $0[keyPath: footer] }),
        closures: closures)
}

/// `names` without repeats, in their first order.
private func uniqued(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
}
