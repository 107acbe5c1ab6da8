/// The target's imports, after the spec's own, and the conformances and
/// index type the shared templates use for it. Every target imports
/// Foundation; the itemize target only when a type names one of
/// Foundation's (`namesFoundationType`).
///
/// Items conform to the library's `IdentifiableType` where it has one
/// (ItemizeRuntime, RxDataSources); DifferenceKit and the diffable data
/// sources only need the `identity` property, which every item has.
func translateLibrary(_ spec: ValidatedSpec) -> (imports: [String], library: RenderModel.Library) {
    var modules: [String]
    var library = RenderModel.Library(
        itemStructConformances: "IdentifiableType, Equatable, Sendable",
        itemConformances: "IdentifiableType, Identifiable, Equatable, Sendable",
        sectionConformances: "IdentifiableType, Equatable, Hashable, Sendable",
        pathType: "IndexPath",
        hasRxDataSources: false
    )
    switch spec.target {
    case .itemize:
        modules = namesFoundationType(spec) ? ["Foundation", "ItemizeRuntime"] : ["ItemizeRuntime"]
        library.pathType = "ItemPath"
        library.hasItemPath = true
        // The runtime checks the kinds a section allows through these.
        library.itemConformances = "IdentifiableType, Identifiable, Equatable, KindedItem, Sendable"
        library.sectionConformances = "IdentifiableType, Equatable, Hashable, KindRestrictedSection, Sendable"
    case .rxdatasources:
        modules = ["Foundation", spec.rxModule.rawValue]
        library.hasRxDataSources = spec.rxModule == .rxDataSources
    case .differencekit:
        // `Differentiable` is added by an extension in the target's templates.
        modules = ["Foundation", "DifferenceKit"]
        library.sectionItemsName = "elements"
        library.itemStructConformances = "Equatable, Sendable"
        library.itemConformances = "Identifiable, Equatable, Sendable"
        library.sectionConformances = "Equatable, Hashable, Sendable"
        library.sectionItems = "elements"
    case .diffable:
        // Hashable by identity; `==` and `hash(into:)` are in the target's templates.
        modules = ["Foundation"]
        library.itemStructConformances = "Equatable, Sendable"
        library.itemConformances = "Identifiable, Hashable, Sendable"
        library.sectionConformances = "Equatable, Hashable, Sendable"
    }
    var imports = spec.imports
    for module in modules where !imports.contains(module) {
        imports.append(module)
    }
    return (imports, library)
}
