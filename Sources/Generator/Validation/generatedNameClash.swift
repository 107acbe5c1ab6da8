/// What a spec's name is used for, for `generatedNameClash`: a type (an
/// item, an enum, a typealias), the item enum (also named inside generic
/// declarations), a case of the item enum (which also names members of
/// `Dispatch` and the cell helpers) or of the section enum, or an item's
/// cell class (named inside the item enum).
enum GeneratedNameUse {
    case type, itemEnum, itemCase, sectionCase, cellClass
}

/// Why the generated code cannot give `name` to a type or a case: it names
/// something the generated code uses or declares, which it would hide.
///
/// - Returns: A message naming the clash, or nil when there is none.
func generatedNameClash(_ name: String, as use: GeneratedNameUse) -> String? {
    let clashes = switch use {
    case .type: typeNameClashes
    case .itemEnum: typeNameClashes.merging(itemEnumClashes) { _, clash in clash }
    case .itemCase: itemCaseClashes
    case .sectionCase: sectionCaseClashes
    case .cellClass: cellClassClashes
    }
    return (clashes[name] ?? moduleNameClashes[name]).map { "\"\(name)\" is a name the generated code uses for \($0)" }
}

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
    "Void": "Swift's Void",
    "assertionFailure": "Swift's assertionFailure(_:)",
    "preconditionFailure": "Swift's preconditionFailure(_:)",
    "print": "Swift's print(_:)",
    "type": "Swift's type(of:)",
    "IndexPath": "Foundation's IndexPath",
    "UITableView": "UIKit's UITableView",
    "UICollectionView": "UIKit's UICollectionView",
    "UITableViewCell": "UIKit's UITableViewCell",
    "UICollectionViewCell": "UIKit's UICollectionViewCell",
    "NSDiffableDataSourceSnapshot": "UIKit's NSDiffableDataSourceSnapshot",
    "UITableViewDiffableDataSource": "UIKit's UITableViewDiffableDataSource",
    "UICollectionViewDiffableDataSource": "UIKit's UICollectionViewDiffableDataSource",
    "itemIdentifier": "UIKit's itemIdentifier(for:) of a diffable data source",
    "CellProvider": "UIKit's CellProvider of a diffable data source",
    "SupplementaryViewProvider": "UIKit's SupplementaryViewProvider of a diffable data source",
    "SectionIdentifierType": "the generic parameter of UIKit's diffable data sources",
    "ItemIdentifierType": "the generic parameter of UIKit's diffable data sources",
    "SectionModelType": "RxDataSources' SectionModelType",
    "TableViewSectionedDataSource": "RxDataSources' TableViewSectionedDataSource",
    "CollectionViewSectionedDataSource": "RxDataSources' CollectionViewSectionedDataSource",
    "Differentiable": "DifferenceKit's Differentiable",
    "KindedItem": "ItemizeRuntime's KindedItem, which the item enum conforms to",
    "KindRestrictedSection": "ItemizeRuntime's KindRestrictedSection, which the section enum conforms to",
    "ArraySection": "DifferenceKit's ArraySection",
    "TableCells": "the table view cell helpers it declares inside the item enum",
    "CollectionCells": "the collection view cell helpers it declares inside the item enum",
    "SwiftUI": "the SwiftUI module, which qualifies SwiftUI's names in the SwiftUI helpers",
    "Swift": "the Swift module, which qualifies the standard library's names in the SwiftUI helpers",
    "RowViews": "the SwiftUI view table it declares inside the item enum",
    "ListSections": "the SwiftUI list content it declares inside the item enum",
    "EditableList": "the SwiftUI list with an edit mode it declares inside the item enum",
    "CellRegistrations": "the typed cell registrations it declares inside the item enum",
    "HostedRows": "the SwiftUI rows in UIKit cells it declares inside the item enum",
    "ShownItems": "the items a diffable data source shows, which it declares inside the item enum",
    "SupplementaryRegistrations": "the typed section view registrations it declares inside the section enum",
    "UIHostingConfiguration": "SwiftUI's UIHostingConfiguration, which hosted rows show",
    "IndexSet": "Foundation's IndexSet, in the SwiftUI helpers' edit actions",
    "some": "Swift's `some`, in the SwiftUI helpers' opaque types",
    "Place": "the place of a cell it declares inside the cell helpers",
    "Value1StyleCell": "the table cell of the value1 style it declares inside the cell helpers for list content",
    "SubtitleStyleCell": "the table cell of the subtitle style it declares inside the cell helpers for list content",
    "UIListContentConfiguration": "UIKit's UIListContentConfiguration, which list content rows show",
    "UICollectionViewListCell": "UIKit's UICollectionViewListCell, which list content rows register",
    "UIImage": "UIKit's UIImage, which list content rows show",
    "UISwitch": "UIKit's UISwitch, which list content rows with a toggle show",
    "UIAction": "UIKit's UIAction, which a list content row's switch calls",
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
    "withoutPlace": "the withoutPlace(_:) of the cell helpers, which their initializer calls",
    "show": "the show(_:in:) of the cell helpers, which draws a list content row",
    "toggledAction": "the action identifier of the cell helpers' switches",
    "TableCells": "the table view cell helpers it declares inside the item enum",
    "CollectionCells": "the collection view cell helpers it declares inside the item enum",
    "UITableViewCell": "UIKit's UITableViewCell, which the cell helpers register",
    "UICollectionViewCell": "UIKit's UICollectionViewCell, which the cell helpers register",
    "assertionFailure": "Swift's assertionFailure(_:), which the cell helpers call",
    "preconditionFailure": "Swift's preconditionFailure(_:), which the switches over many kinds call",
    "differenceIdentifier": "DifferenceKit's differenceIdentifier of the item enum",
    "configureCell": "the configureCell() it declares on Dispatch and the cell helpers for RxDataSources",
    "cellProvider": "the cellProvider it declares on the cell helpers for diffable data sources",
    "RowViews": "the SwiftUI view table it declares inside the item enum",
    "ListSections": "the SwiftUI list content it declares inside the item enum",
    "EditableList": "the SwiftUI list with an edit mode it declares inside the item enum",
    "CellRegistrations": "the typed cell registrations it declares inside the item enum",
    "HostedRows": "the SwiftUI rows in UIKit cells it declares inside the item enum",
    "ShownItems": "the items a diffable data source shows, which it declares inside the item enum",
    "SwiftUI": "the SwiftUI module, which the view table's initializer names beside its parameters",
    "Swift": "the Swift module, which qualifies the standard library's names in the SwiftUI helpers",
]

/// Names a section case would hide inside the section enum.
private let sectionCaseClashes: [String: String] = [
    "preconditionFailure": "Swift's preconditionFailure(_:), which the switches over many sections call",
    "Context": "the generic parameter of the section enum's Dispatch, where each section names a closure",
    "Result": "the generic parameter of the section enum's Dispatch, where each section names a closure",
    "callAsFunction": "the call of the section enum's Dispatch",
    "SupplementaryRegistrations": "the typed section view registrations it declares inside the section enum",
]

/// Names a cell class would clash with inside the item enum: what a type
/// would hide (but the cell base classes) and what the item enum declares.
private let cellClassClashes: [String: String] = typeNameClashes
    .filter { $0.key != "UITableViewCell" && $0.key != "UICollectionViewCell" }
    .merging([
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
        "cellProvider": "the cellProvider it declares on the cell helpers for diffable data sources",
        "configureCell": "the configureCell() it declares on the cell helpers for RxDataSources",
        "differenceIdentifier": "DifferenceKit's differenceIdentifier of the item enum",
        "isContentEqual": "the isContentEqual(to:) of the item enum",
        "hash": "the hash(into:) of the item enum",
    ]) { _, cellClash in cellClash }
