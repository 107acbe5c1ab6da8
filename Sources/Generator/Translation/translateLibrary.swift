/// The target's imports, after the spec's own, and the conformances and
/// index type the shared templates use for it. Every target but itemize
/// imports Foundation; itemize only when a type needs it. Items conform to
/// the library's `IdentifiableType` where it has one (ItemizeRuntime,
/// RxDataSources); the others only need the `identity` every item has.
func translateLibrary(_ spec: ValidatedSpec) -> (imports: [String], library: RenderModel.Library) {
    var modules = ["Foundation"]
    var library = RenderModel.Library(
        itemStructConformances: "IdentifiableType, Equatable, Sendable",
        itemConformances: "IdentifiableType, Identifiable, Equatable, Sendable",
        sectionConformances: "IdentifiableType, Equatable, Hashable, Sendable",
        pathType: "IndexPath", hasItemPath: false, sectionItems: "items", hasRxDataSources: false
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
        modules.append(spec.rxModule.rawValue)
        library.hasRxDataSources = spec.rxModule == .rxDataSources
    case .differencekit:
        // `Differentiable` is added by an extension in the target's templates.
        modules.append("DifferenceKit")
        library.sectionItems = "elements"
        library.itemStructConformances = "Equatable, Sendable"
        library.itemConformances = "Identifiable, Equatable, Sendable"
        library.sectionConformances = "Equatable, Hashable, Sendable"
    case .diffable:
        // Snapshots hold the items' identities, so the enum compares content.
        library.itemStructConformances = "Equatable, Sendable"
        library.itemConformances = "Identifiable, Equatable, Sendable"
        library.sectionConformances = "Equatable, Hashable, Sendable"
    }
    return (spec.imports + modules.filter { !spec.imports.contains($0) }, library)
}
