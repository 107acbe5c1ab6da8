/// The translation stage: turns a validated spec into the render model the
/// templates need.
func translateSpec(_ spec: ValidatedSpec) -> RenderModel {
    let items = spec.items.map(translateItem)
    let (imports, library) = translateLibrary(spec)
    // Of two items of one name, which validation reports, the first wins.
    let itemsByName = Dictionary(items.map { ($0.name, $0) }) { first, _ in first }
    let hasSectionFields = spec.sections.contains { !$0.fields.isEmpty }
    let sections = withUniqueItemsTypeNames(
        spec.sections.map { translateSection($0, items: itemsByName) },
        besides: Set(spec.items.map(\.name) + [spec.enumName, spec.sectionEnumName]))
    let usesTableView = spec.views.contains(.table)
    let usesCollectionView = spec.views.contains(.collection)
    let hasMovableKinds = items.contains { $0.behaviour.isMovable }
    return RenderModel(
        specFileName: commentText(spec.fileName),
        outputVersion: ItemizeVersion.output,
        access: spec.access == .internal ? "" : spec.access.rawValue + " ",
        imports: imports,
        enumName: spec.enumName,
        sectionEnumName: spec.sectionEnumName,
        sectionModelName: spec.sectionModelName,
        items: items,
        sections: sections,
        hasHeaders: spec.sections.contains { $0.header != nil },
        hasFooters: spec.sections.contains { $0.footer != nil },
        headerTitles: sections.map { RenderModel.Title(pattern: $0.headerPattern, literal: $0.headerLiteral) },
        footerTitles: sections.map { RenderModel.Title(pattern: $0.footerPattern, literal: $0.footerLiteral) },
        hasSectionFields: hasSectionFields,
        sectionIdentityHasFields: hasSectionFields && spec.target == .rxdatasources,
        usesTableView: usesTableView,
        usesCollectionView: usesCollectionView,
        usesSwiftUI: spec.usesSwiftUI,
        usesRegistrations: usesCollectionView && (spec.usesRegistrations || spec.target == .diffable),
        usesUIKitView: usesTableView || usesCollectionView,
        tableSectionViews: translateSectionViews(
            usesTableView ? spec.sections : [], translated: sections, header: \.tableHeaderView, footer: \.tableFooterView),
        collectionSectionViews: translateSectionViews(
            usesCollectionView ? spec.sections : [], translated: sections,
            header: \.collectionHeaderView, footer: \.collectionFooterView),
        cellViews: spec.views.map {
            translateCellView(spec.items, translatedItems: items, view: $0)
        },
        rowViews: translateRowViews(spec.items, translatedItems: items),
        switchesNeedDefault: spec.items.count > RenderModel.exhaustiveSwitchLimit,
        sectionSwitchesNeedDefault: spec.sections.count > RenderModel.exhaustiveSwitchLimit,
        library: library,
        hasActions: items.contains { $0.behaviour.hasHandlers },
        hasRowBehaviour: items.contains {
            $0.behaviour.hasHandlers || $0.behaviour.isMovable || $0.behaviour.isSelectionDisabled
                || !$0.behaviour.isDeletable
        },
        hasMovableKinds: hasMovableKinds,
        kindSets: SpecKey.kindSetKeys.compactMap { key, set in
            let members = spec.items.indices.filter { spec.items[$0].behaviour.isIn(set, of: key) }
            guard !members.isEmpty else { return nil }
            let kinds = members.map { "." + items[$0].caseName }.joined(separator: ", ")
            return RenderModel.KindSet(key: key, value: String(set.value), name: set.name, kinds: kinds)
        },
        hasIdentityKind: spec.target == .diffable || hasMovableKinds,
        actionsInitParameters: items.filter(\.behaviour.hasHandlers)
            .map { "\(argumentLabel($0.caseName)): \($0.behaviour.handlersType)" }.joined(separator: ", "),
        parents: translateParents(
            spec.items, translated: items, enumName: spec.enumName,
            besides: Set(spec.items.map(\.name) + [spec.enumName, spec.sectionEnumName] + sections.map(\.itemsTypeName)))
    )
}

/// The target's imports, after the spec's own, and the conformances and
/// index type the shared templates use for it. Every target imports
/// ItemizeRuntime, whose cell tables, lists, row behaviour and actions the
/// templates use qualified; every target but itemize imports Foundation,
/// itemize only when a type needs it. The item and section enums of every
/// target adopt ItemizeRuntime's protocols, which its generic helpers take;
/// RxDataSources' items conform to its own `IdentifiableType` too, each
/// qualified by its module, since both declare the same names.
func translateLibrary(_ spec: ValidatedSpec) -> (imports: [String], library: RenderModel.Library) {
    var modules = ["Foundation", "ItemizeRuntime"]
    var itemParameter = "ItemType"
    var library = RenderModel.Library(
        itemStructConformances: "IdentifiableType, Equatable, Sendable",
        itemConformances: "IdentifiableType, Identifiable, Equatable, Sendable",
        sectionConformances: "IdentifiableType, Equatable, Hashable, Sendable",
        pathType: "Foundation.IndexPath", hasRuntimeSectionModel: false, sectionItems: "items",
        itemEnumInModel: "", module: "", hasRxDataSources: false
    )
    // The runtime's generic helpers read kinds, allowed kinds and identifiers through these.
    let runtimeItem = "ItemizeRuntime.IdentifiableType, Identifiable, Equatable, ItemizeRuntime.KindedItem, "
        + "ItemizeRuntime.AccessibilityIdentifiable, Sendable"
    let runtimeSection = "ItemizeRuntime.IdentifiableType, Equatable, Hashable, ItemizeRuntime.KindRestrictedSection, Sendable"
    switch spec.target {
    case .itemize:
        modules = namesFoundationType(spec) ? ["Foundation", "ItemizeRuntime"] : ["ItemizeRuntime"]
        // The runtime checks the kinds a section allows through these.
        library.itemConformances =
            "IdentifiableType, Identifiable, Equatable, ItemizeRuntime.KindedItem, ItemizeRuntime.AccessibilityIdentifiable, Sendable"
        library.sectionConformances = "IdentifiableType, Equatable, Hashable, ItemizeRuntime.KindRestrictedSection, Sendable"
        library.pathType = "ItemPath"
        library.hasRuntimeSectionModel = true
    case .rxdatasources:
        let module = spec.rxModule.rawValue
        modules.append(module)
        library.module = module
        library.hasRxDataSources = spec.rxModule == .rxDataSources
        library.itemStructConformances = "\(module).IdentifiableType, Equatable, Sendable"
        library.itemConformances = "\(module).IdentifiableType, " + runtimeItem
        library.sectionConformances = "\(module).IdentifiableType, " + runtimeSection
    case .differencekit:
        // `Differentiable` is added by an extension in the target's templates.
        modules.append("DifferenceKit")
        library.sectionItems = "elements"
        itemParameter = "Element"
        library.itemStructConformances = "Equatable, Sendable"
        library.itemConformances = runtimeItem
        library.sectionConformances = runtimeSection
    case .diffable:
        // Snapshots hold the items' identities, so the enum compares content;
        // its section model is ItemizeRuntime's.
        library.itemStructConformances = "Equatable, Sendable"
        library.itemConformances = runtimeItem
        library.sectionConformances = runtimeSection
        library.hasRuntimeSectionModel = true
    }
    // Inside an extension of the section model, its member types hide an
    // item enum of the same name; its generic parameter never is hidden.
    library.itemEnumInModel = GeneratedNames.sectionModelMemberTypes.contains(spec.enumName) ? itemParameter : spec.enumName
    return (spec.imports + modules.filter { !spec.imports.contains($0) }, library)
}

/// `sections` with a number after each typed items enum's name that an
/// earlier section's already has (`plain` and `Plain` both make
/// `PlainItems`: `PlainItems2`), or that is in `names`, the spec's types,
/// which the enum, nested in the item enum, would hide there.
///
/// - Complexity: O(*n*) expected for *n* sections.
private func withUniqueItemsTypeNames(_ sections: [RenderModel.Section], besides names: Set<String>) -> [RenderModel.Section] {
    var taken = names
    return sections.map { section in
        var section = section
        var name = section.itemsTypeName, number = 1
        while taken.contains(name) {
            number += 1
            name = section.itemsTypeName + String(number)
        }
        taken.insert(name)
        section.itemsTypeName = name
        return section
    }
}
