/// What the templates render: every name escaped, every literal quoted,
/// every list in spec order. Built by `translateSpec`; templates only
/// place these strings, they never compute. docs/templates.md shows each
/// value by example.
struct RenderModel: Equatable, Sendable {
    var specFileName: String
    /// `"public "`, `"package "` or `""` (internal), ready to prefix a declaration.
    var access: String
    var imports: [String]
    var enumName, sectionEnumName, sectionModelName: String
    var items: [Item]
    var sections: [Section]
    /// Whether any section has a header (a footer); else `header` (`footer`) is a plain `nil`.
    var hasHeaders, hasFooters: Bool
    /// Whether any section has fields: the section enum then has an `Identity` without them.
    var hasSectionFields: Bool
    /// Whether a section's fields are part of its identity (rxdatasources: its
    /// diff never updates a section in place, so new fields make another section).
    var sectionIdentityHasFields: Bool
    /// Whether the spec's screens use a table (a collection) view: its helpers are generated.
    var usesTableView, usesCollectionView: Bool
    /// The cell helpers of each UIKit view, and the kinds' rows in the SwiftUI view table.
    var cellViews: [CellView]
    var rowViews: [RowView]
    /// Whether switches over the item (section) enum get a `default` branch:
    /// past a few hundred cases with payloads the compiler gives up proving
    /// them exhaustive ("unable to check ... in reasonable time").
    var switchesNeedDefault, sectionSwitchesNeedDefault: Bool
    /// What the shared templates need to know about the target.
    var library: Library

    /// The most cases a switch may have and still be proven exhaustive by the
    /// compiler in good time (it fails at about 600; 256 keeps type-checking linear).
    static let exhaustiveSwitchLimit = 256

    /// What differs between targets in the shared templates; everything
    /// else a target needs is in its own templates.
    struct Library: Equatable, Sendable {
        /// The conformances of a generated item struct, of the item enum and of the section enum.
        var itemStructConformances, itemConformances, sectionConformances: String
        /// The type `Dispatch` passes with each item: `ItemPath`, or
        /// Foundation's `IndexPath` when ItemizeRuntime is not imported.
        var pathType: String
        var hasItemPath: Bool
        /// The items of a section model: `items`, or DifferenceKit's `elements`.
        var sectionItems: String
        /// Whether RxDataSources' UIKit data sources are imported, so a
        /// `configureCell` can be generated (not with Differentiator alone).
        var hasRxDataSources: Bool
    }

    /// One item kind.
    struct Item: Equatable, Sendable {
        var name: String
        var caseName: String
        /// False for an external item, whose struct the app has.
        var isGenerated: Bool
        /// False for a kind without data: no payload, closures get no value.
        var hasData: Bool
        var fields: [Field]
        /// `id: String, imageURL: URL? = nil`.
        var initParameters: String
        /// Whether the identity is several fields, a nested `Identity` struct.
        var isComposite: Bool
        var identityFields: [Field]
        /// That struct's init parameters and the call's arguments, `campaign: campaign, slot: slot`.
        var identityInitParameters, identityArguments: String
        /// "`campaign` and `slot`", for doc comments.
        var identityDescription: String
        /// The identity's type as `Identity`'s case names it: `String`, `Banner.Identity`.
        var identityType: String
        /// The field a single identity reads, escaped.
        var identityFieldName: String
        var reuseIdentifierLiteral: String
    }

    /// A stored property, its name escaped where it is a keyword.
    struct Field: Equatable, Sendable {
        var name, type: String
    }

    /// One case of the section enum; its payload is its parameter, then its fields.
    struct Section: Equatable, Sendable {
        var caseName: String
        /// `featured`, `day(String)` or `inbox(unread: Int)`.
        var caseDeclaration: String
        /// What the `header` switch matches, `.inbox(let unread)`, and the
        /// title's string literal, interpolated, or `nil`; the same of the footer.
        var headerPattern, headerLiteral, footerPattern, footerLiteral: String
        /// `[.card, .banner]`.
        var allowedKindsLiteral: String
        /// The case of `Identity`, without the fields (`day(String)`), what
        /// the `identity` switch matches (`.day(let parameter, _)`) and
        /// what it returns (`.day(parameter)`).
        var identityCaseDeclaration, identityPattern, identityValue: String
        /// `.day(let parameter, let unread)`, binding the whole payload.
        var payloadPattern: String
        /// `, String, Int` and `, parameter, unread`: the payload's types after
        /// a closure's first parameter, and the bound payload after a call's first argument.
        var payloadTypes, payloadArguments: String
        /// The header and footer view classes in each UIKit view, if any.
        var tableHeaderView, tableFooterView, collectionHeaderView, collectionFooterView: String?
        /// The views' closures in the view helpers, `inboxHeader` and `inboxFooter`.
        var headerMember, footerMember: String
    }

    /// The cell helpers for one UIKit view class.
    struct CellView: Equatable, Sendable {
        /// `TableCells`, `tableView`, `UITableView` and `UITableViewCell`, or the collection view's.
        var structName, viewName, viewType, cellBase: String
        /// The labels of the view's register and dequeue calls.
        var registerLabel, dequeueLabel: String
        /// RxDataSources' and Apple's diffable data source for the view.
        var rxDataSourceType, diffableDataSourceType: String
        var cells: [Cell]
        /// The table cell classes of a style other than the default that
        /// list content kinds register, to show their secondary text before iOS 14.
        var styleCells: [StyleCell]
    }

    /// A table cell class the generated file declares for one cell style:
    /// `Value1StyleCell` of `value1`.
    struct StyleCell: Equatable, Sendable {
        var name, style: String
    }

    /// One kind's cell in a `CellView`.
    struct Cell: Equatable, Sendable {
        var caseName, cellType, itemType: String
        /// False for a kind without data, whose closure gets the cell alone.
        var hasData: Bool
        /// The case name as an argument label at a call site.
        var callLabel: String
        var listContent: ListContent?
        /// The class registered for the kind: `cellType`, or for list
        /// content in a table the class of its cell style.
        var registeredType: String
    }

    /// The row UIKit draws from a kind's fields, for a kind without a cell
    /// class: escaped field names, and UIKit's names for its style and accessories.
    struct ListContent: Equatable, Sendable {
        var text: String
        var secondaryText: String?
        /// The field of an SF Symbol's name.
        var image: String?
        var imageIsOptional: Bool
        /// The `Bool` field a switch shows, and the closure told of its changes, `optionChanged`.
        var toggle: String?
        var switchChangedName: String
        /// The configuration to fill: `cell.defaultContentConfiguration()`, or
        /// `UIListContentConfiguration.valueCell()` or `.subtitleCell()`.
        var configuration: String
        /// A table cell's one accessory type, `.disclosureIndicator` or `.none`,
        /// and a list cell's accessories, `.disclosureIndicator(), .checkmark()`.
        var tableAccessory, listAccessories: String
    }

    /// One kind's row in the SwiftUI view table (`RowViews`).
    struct RowView: Equatable, Sendable {
        /// The escaped case name, which labels the kind's view builder, and
        /// the kind's own type, which the builder is given.
        var caseName, itemType: String
        /// The generic parameter of the initializer for the kind's view,
        /// `CardRow`, named so that it hides no type the signature names.
        var rowType: String
        /// Whether the kind carries a value; a kind without data gets a view
        /// builder without arguments.
        var hasData: Bool
    }
}
