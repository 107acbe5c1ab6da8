/// Every name the generated code declares, derives or relies on that a
/// spec's own names could hide or clash with, written once: Validation's
/// checks read these tables (`generatedNameClash`, `typeNameProblem`,
/// `memberNameProblem`), Translation derives its names from the suffixes,
/// and GeneratedNameClashTests holds the templates to them.
enum GeneratedNames {
    /// The suffixes of derived type names: `FeedSection` (from `FeedItem`
    /// or `Feed`), `FeedSectionModel`, `CardActions` for the case `card`,
    /// and `FeaturedItems`, a section's members enum.
    static let sectionEnumSuffix = "Section"
    static let sectionModelSuffix = "Model"
    static let handlersSuffix = "Actions"
    static let sectionItemsSuffix = "Items"
    /// The suffix of a parent kind's children enum: `FolderChildren` for the case `folder`.
    static let childrenSuffix = "Children"

    /// Members the item enum and its `Kind` have beside their cases, from
    /// the generated code or the runtime's protocols, which an item's case
    /// name would clash with; with the sets of `SpecKey.kindSetKeys`.
    static let itemEnumMembers = [
        "identity", "id", "kind", "Identity", "Kind", "Dispatch", "accessibilityIdentifier", "isSelectable",
        "isMovable", "isDeletable", "dragItems",
    ] + SpecKey.kindSetKeys.map(\.set.name)

    /// Members the section enum has beside its cases, from the generated
    /// code or the runtime's protocols.
    static let sectionEnumMembers = [
        "header", "footer", "allowedKinds", "allows", "identity", "Identity", "Dispatch", "TableHeaders",
        "CollectionHeaders", "targetIndexPath", "tableDropProposal", "collectionDropProposal", "dropOperation",
    ]

    /// Members every generated item struct declares beside its fields.
    static let itemStructMembers = ["identity", "Identity"]

    /// The member types of another library's section model, which hide an
    /// item enum of the same name inside the model's extensions.
    static let sectionModelMemberTypes: Set = ["Section", "Identity", "Model", "DifferenceIdentifier"]

    /// Names the generated code and the runtime use unqualified.
    static let unqualifiedTypes: Set<String> = [
        "Self", "Type", "Protocol", "Any", "String", "Int", "Bool", "Optional", "Set", "Array", "Dictionary",
        "Identity", "Kind", "Dispatch", "Result", "Context", "Equatable", "Hashable", "Sendable", "Identifiable",
        "CaseIterable", "IdentifiableType", "ItemPath", "AnimatableSectionModel", "SectionModel", "ItemizeRuntime",
    ]

    /// The modules the templates qualify names with: a type or a case of the
    /// same name would hide the module where the generated code names it.
    static let modules: [String: String] = [
        "Swift": "the Swift module, which qualifies the standard library's names",
        "Foundation": "the Foundation module, which qualifies IndexPath and IndexSet",
        "UIKit": "the UIKit module, which qualifies UIKit's names in the UIKit helpers",
        "SwiftUI": "the SwiftUI module, which qualifies SwiftUI's names in the SwiftUI helpers",
        "ItemizeRuntime": "the ItemizeRuntime module, which qualifies the runtime's protocols",
        "DifferenceKit": "the DifferenceKit module, which qualifies DifferenceKit's names",
        "RxDataSources": "the RxDataSources module, which qualifies RxDataSources' names",
    ]

    /// The types the item enum declares inside itself, which a type or an
    /// item case of the same name would hide there.
    static let itemEnumNestedTypes: [String: String] = [
        "TableCells": "the table view cell helpers it declares inside the item enum",
        "CollectionCells": "the collection view cell helpers it declares inside the item enum",
        "RowViews": "the SwiftUI view table it declares inside the item enum",
        "ListSections": "the SwiftUI list content it declares inside the item enum",
        "EditableList": "the SwiftUI list with an edit mode it declares inside the item enum",
        "CellRegistrations": "the typed cell registrations it declares inside the item enum",
        "HostedRows": "the SwiftUI rows in UIKit cells it declares inside the item enum",
        "ShownItems": "the items a diffable data source shows, which it declares inside the item enum",
        "Actions": "the table of the kinds' action handlers it declares inside the item enum",
        "ActionPlace": "the place of an action's row it declares inside the item enum",
    ]

    /// Names a type of the spec would hide from the generated code, with what for.
    static let types: [String: String] = itemEnumNestedTypes.merging([
        "MainActor": "Swift's MainActor attribute, on the cell helpers",
        "any": "Swift's `any`, in the drop helpers' existential types (`any UIKit.UIDropSession`)",
        "Void": "Swift's Void: a closure that takes an item of that name alone draws Swift's warning about Void parameters",
        "SupplementaryRegistrations": "the typed section view registrations it declares inside the section enum",
        "Place": "the place of a cell it declares inside the cell helpers",
        "CellItem": "the item type of the cell helpers, which ItemizeRuntime's cell tables name inside them",
        "CellSectionType": "the section type of the cell helpers, which ItemizeRuntime's cell tables name inside them",
        "Value1StyleCell": "the table cell of the value1 style it declares inside the cell helpers for list content",
        "SubtitleStyleCell": "the table cell of the subtitle style it declares inside the cell helpers for list content",
    ]) { nested, _ in nested }

    /// Names the item enum would hide inside generic declarations that name it.
    static let itemEnumGenericParameters: [String: String] = [
        "Section": "the generic parameter of the configureCell() it declares for RxDataSources",
        "Element": "the generic parameter of Array, which the SwiftUI helpers' selection lookups extend",
    ]

    /// Names an item case would hide inside the item enum and the types declared for it.
    static let itemEnumNestedNames: [String: String] = itemEnumNestedTypes.merging([
        "Place": "the place of a cell it declares inside the cell helpers",
        "placed": "the placed(...) it declares on the cell helpers",
        "show": "the show(_:in:) of the cell helpers, which draws a list content row",
        "differenceIdentifier": "DifferenceKit's differenceIdentifier of the item enum",
        "configureCell": "the configureCell() it declares on Dispatch and the cell helpers for RxDataSources",
    ]) { nested, _ in nested }

    /// Names a section case would hide inside the section enum.
    static let sectionEnumNestedNames: [String: String] = [
        "Context": "the generic parameter of the section enum's Dispatch, where each section names a closure",
        "Result": "the generic parameter of the section enum's Dispatch, where each section names a closure",
        "callAsFunction": "the call of the section enum's Dispatch",
        "SupplementaryRegistrations": "the typed section view registrations it declares inside the section enum",
        "librarySectionModel": "the key path to a section model's section it declares for ItemizeRuntime's LibrarySections",
        "librarySectionItems": "the key path to a section model's items it declares for ItemizeRuntime's LibrarySections",
    ]

    /// Names a cell class would clash with inside the item enum, besides what a
    /// type would hide: what the item enum declares.
    static let itemEnumMembersCellClassesMeet: [String: String] = [
        "Identity": "the identity enum inside the item enum",
        "Kind": "the kind enum inside the item enum",
        "Dispatch": "the dispatch table inside the item enum",
        "identity": "the identity of the item enum",
        "id": "the id of the item enum",
        "kind": "the kind of the item enum",
        "cell": "the cell helpers' cell(for:in:at:)",
        "register": "the cell helpers' register(in:)",
        "configure": "the cell helpers' configure(_:with:using:)",
        "tableView": "the table view of the cell helpers' register(in:)",
        "collectionView": "the collection view of the cell helpers' register(in:)",
        "configureCell": "the configureCell() it declares on the cell helpers for RxDataSources",
        "differenceIdentifier": "DifferenceKit's differenceIdentifier of the item enum",
        "isContentEqual": "the isContentEqual(to:) of the item enum",
        "hash": "the hash(into:) of the item enum",
    ]
}
