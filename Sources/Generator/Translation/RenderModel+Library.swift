extension RenderModel {
    /// What differs between targets in the shared templates: the protocols
    /// the generated types conform to and the index type of `Dispatch`.
    /// Everything else a target needs is in its own templates.
    struct Library: Equatable, Sendable {
        /// The conformances of a generated item struct, `IdentifiableType, Equatable, Sendable`.
        var itemStructConformances: String
        /// The conformances of the item enum.
        var itemConformances: String
        /// The conformances of the section enum.
        var sectionConformances: String
        /// The type `Dispatch` passes with each item: `ItemPath`, or
        /// Foundation's `IndexPath` when ItemizeRuntime is not imported.
        var pathType: String
        /// The items of a section model: `items`, or DifferenceKit's `elements`.
        var sectionItemsName: String = "items"
        /// Whether RxDataSources' UIKit data sources are imported, so a
        /// `configureCell` can be generated (not with Differentiator alone).
        var hasRxDataSources: Bool
        /// The property of the target's section model that holds its
        /// items: `items`, or `elements` for DifferenceKit's `ArraySection`.
        var sectionItems: String = "items"
        /// Whether `pathType` is ItemizeRuntime's `ItemPath`, made as
        /// `ItemPath(section:item:)`; else `IndexPath(indexes:)`.
        var hasItemPath: Bool = false
    }
}
