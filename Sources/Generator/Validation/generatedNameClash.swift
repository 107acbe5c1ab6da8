/// What a spec's name is used for, for `generatedNameClash`: a type (an
/// item, an enum, a typealias), the item enum (also named inside generic
/// declarations), a case of the item enum (which also names members of
/// `Dispatch` and the cell helpers) or of the section enum, or an item's
/// cell class (named inside the item enum).
enum GeneratedNameUse: CaseIterable {
    case type, itemEnum, itemCase, sectionCase, cellClass
}

/// Why the generated code cannot give `name` to a type or a case: it names
/// something the generated code uses or declares, which it would hide.
///
/// The templates qualify every name they take from a module
/// (`UIKit.UITableView`, `Swift.print`, `Foundation.IndexPath`), so a spec
/// may use those names; what is left is what qualification cannot protect:
/// the modules' own names, what the generated code declares or inherits,
/// generic parameters, `MainActor` (`Swift.MainActor` does not resolve on
/// every toolchain), `some`, and `Void`. `GeneratedNameClashTests` checks
/// the templates against this list.
///
/// - Returns: A message naming the clash, or nil when there is none.
func generatedNameClash(_ name: String, as use: GeneratedNameUse) -> String? {
    generatedNameClashes(as: use)[name].map { "\"\(name)\" is a name the generated code uses for \($0)" }
}

/// The names a spec's name of `use` would clash with, each with what the
/// generated code uses it for.
func generatedNameClashes(as use: GeneratedNameUse) -> [String: String] {
    clashesByUse[use] ?? [:]
}

/// The names of each use, made once: validation asks for every name of a spec.
private let clashesByUse = Dictionary(uniqueKeysWithValues: GeneratedNameUse.allCases.map { use in
    let own = switch use {
    case .type: typeNameClashes
    case .itemEnum: typeNameClashes.merging(itemEnumClashes) { _, clash in clash }
    case .itemCase: itemCaseClashes
    case .sectionCase: sectionCaseClashes
    case .cellClass: typeNameClashes.merging(cellClassClashes) { _, cellClash in cellClash }
    }
    return (use, own.merging(moduleNameClashes) { clash, _ in clash })
})

/// The modules the templates qualify names with: a type or a case of the
/// same name would hide the module where the generated code names it.
private let moduleNameClashes: [String: String] = [
    "Swift": "the Swift module, which qualifies the standard library's names",
    "Foundation": "the Foundation module, which qualifies IndexPath and IndexSet",
    "UIKit": "the UIKit module, which qualifies UIKit's names in the UIKit helpers",
    "SwiftUI": "the SwiftUI module, which qualifies SwiftUI's names in the SwiftUI helpers",
    "ItemizeRuntime": "the ItemizeRuntime module, which qualifies the runtime's protocols",
    "DifferenceKit": "the DifferenceKit module, which qualifies DifferenceKit's names",
    "RxDataSources": "the RxDataSources module, which qualifies RxDataSources' names",
]

/// Names a type of the spec would hide from the generated code, with what for.
private let typeNameClashes: [String: String] = [
    "MainActor": "Swift's MainActor attribute, on the cell helpers",
    "any": "Swift's `any`, in the drop helpers' existential types (`any UIKit.UIDropSession`)",
    "Void": "Swift's Void: a closure that takes an item of that name alone draws Swift's warning about Void parameters",
    "TableCells": "the table view cell helpers it declares inside the item enum",
    "CollectionCells": "the collection view cell helpers it declares inside the item enum",
    "RowViews": "the SwiftUI view table it declares inside the item enum",
    "ListSections": "the SwiftUI list content it declares inside the item enum",
    "EditableList": "the SwiftUI list with an edit mode it declares inside the item enum",
    "CellRegistrations": "the typed cell registrations it declares inside the item enum",
    "HostedRows": "the SwiftUI rows in UIKit cells it declares inside the item enum",
    "ShownItems": "the items a diffable data source shows, which it declares inside the item enum",
    "SupplementaryRegistrations": "the typed section view registrations it declares inside the section enum",
    "Place": "the place of a cell it declares inside the cell helpers",
    "CellItem": "the item type of the cell helpers, which ItemizeRuntime's cell tables name inside them",
    "CellSectionType": "the section type of the cell helpers, which ItemizeRuntime's cell tables name inside them",
    "Value1StyleCell": "the table cell of the value1 style it declares inside the cell helpers for list content",
    "SubtitleStyleCell": "the table cell of the subtitle style it declares inside the cell helpers for list content",
    "Actions": "the table of the kinds' action handlers it declares inside the item enum",
    "ActionPlace": "the place of an action's row it declares inside the item enum",
]

/// Names the item enum would hide inside generic declarations that name it.
private let itemEnumClashes: [String: String] = [
    "Section": "the generic parameter of the configureCell() it declares for RxDataSources",
    "Element": "the generic parameter of Array, which the SwiftUI helpers' selection lookups extend",
]

/// Names an item case would hide inside the item enum and the types declared for it.
private let itemCaseClashes: [String: String] = [
    "Place": "the place of a cell it declares inside the cell helpers",
    "placed": "the placed(...) it declares on the cell helpers",
    "show": "the show(_:in:) of the cell helpers, which draws a list content row",
    "TableCells": "the table view cell helpers it declares inside the item enum",
    "CollectionCells": "the collection view cell helpers it declares inside the item enum",
    "differenceIdentifier": "DifferenceKit's differenceIdentifier of the item enum",
    "configureCell": "the configureCell() it declares on Dispatch and the cell helpers for RxDataSources",
    "RowViews": "the SwiftUI view table it declares inside the item enum",
    "ListSections": "the SwiftUI list content it declares inside the item enum",
    "EditableList": "the SwiftUI list with an edit mode it declares inside the item enum",
    "CellRegistrations": "the typed cell registrations it declares inside the item enum",
    "HostedRows": "the SwiftUI rows in UIKit cells it declares inside the item enum",
    "ShownItems": "the items a diffable data source shows, which it declares inside the item enum",
    "Actions": "the table of the kinds' action handlers it declares inside the item enum",
    "ActionPlace": "the place of an action's row it declares inside the item enum",
]

/// Names a section case would hide inside the section enum.
private let sectionCaseClashes: [String: String] = [
    "Context": "the generic parameter of the section enum's Dispatch, where each section names a closure",
    "Result": "the generic parameter of the section enum's Dispatch, where each section names a closure",
    "callAsFunction": "the call of the section enum's Dispatch",
    "SupplementaryRegistrations": "the typed section view registrations it declares inside the section enum",
    "librarySectionModel": "the key path to a section model's section it declares for ItemizeRuntime's LibrarySections",
    "librarySectionItems": "the key path to a section model's items it declares for ItemizeRuntime's LibrarySections",
]

/// Names a cell class would clash with inside the item enum, besides what a
/// type would hide: what the item enum declares.
private let cellClassClashes: [String: String] = [
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
