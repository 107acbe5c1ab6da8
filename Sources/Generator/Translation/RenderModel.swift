/// What the templates render: every name escaped, every literal quoted,
/// every list in spec order. Built by `translateSpec`; templates only
/// place these strings, they never compute.
struct RenderModel: Equatable, Sendable {
    var specFileName: String
    /// `"public "`, `"package "` or `""` (internal), ready to prefix a declaration.
    var access: String
    var imports: [String]
    var enumName: String
    var sectionEnumName: String
    var sectionModelName: String
    var items: [Item]
    var sections: [Section]
    /// Whether any section has a header; else `header` is a plain `nil`.
    var hasHeaders: Bool
    /// Whether any section has a footer; else `footer` is a plain `nil`.
    var hasFooters: Bool
    /// Whether any section has fields: the section enum then has an
    /// `Identity` without them (unless `sectionIdentityHasFields`), else it
    /// is its own identity.
    var hasSectionFields: Bool = false
    /// Whether a section's fields are part of its identity, as the
    /// `rxdatasources` target needs: RxDataSources' diff never updates a
    /// section in place, so a section whose fields changed must be another
    /// section for its new header to be shown. The section enum is then its
    /// own identity, fields included.
    var sectionIdentityHasFields: Bool = false
    /// Whether the spec's screens use a table view: its helpers are generated.
    var usesTableView = true
    /// Whether they use a collection view.
    var usesCollectionView = true
    /// The header and footer view helpers for a table view; empty when
    /// the spec's views leave the table out.
    var tableSectionViews = SectionViews()
    /// The same for a collection view.
    var collectionSectionViews = SectionViews()

    /// The section view classes of one UIKit view and the closures of its
    /// header helpers.
    struct SectionViews: Equatable, Sendable {
        /// The header view classes of the sections, each once, in spec order.
        var headerViewClasses: [String] = []
        /// The footer view classes of the sections, each once, in spec order.
        var footerViewClasses: [String] = []
        /// The closures of the helpers, each header before its section's
        /// footer, in spec order.
        var closures: [SectionViewClosure] = []
    }

    /// One closure of the section view helpers.
    struct SectionViewClosure: Equatable, Sendable {
        /// `inboxHeader`.
        var member: String
        /// `(InboxHeaderView, Int) -> Void`.
        var type: String
    }
    /// The UIKit views the cell helpers are generated for.
    var cellViews: [CellView]
    /// The kinds' rows in the SwiftUI view table, in spec order.
    var rowViews: [RowView]
    /// Whether switches over the item enum get a `default` branch: past a
    /// few hundred cases with payloads the compiler gives up proving them
    /// exhaustive ("unable to check ... in reasonable time").
    var switchesNeedDefault: Bool
    /// The same for switches over the section enum.
    var sectionSwitchesNeedDefault: Bool
    /// What the shared templates need to know about the target.
    var library: Library

    /// The most cases a switch may have and still be proven exhaustive by the
    /// compiler in good time (it fails at about 600; 256 keeps type-checking linear).
    static let exhaustiveSwitchLimit = 256

    /// One item kind.
    struct Item: Equatable, Sendable {
        var name: String
        var caseName: String
        var isGenerated: Bool
        /// False for a kind without data: its case has no payload and its
        /// closures get no value.
        var hasData: Bool
        var fields: [Field]
        /// `id: String, imageURL: URL? = nil`.
        var initParameters: String
        var isComposite: Bool
        var identityFields: [Field]
        var identityInitParameters: String
        /// `campaign: campaign, slot: slot`.
        var identityArguments: String
        /// "`campaign` and `slot`", for doc comments.
        var identityDescription: String
        /// The identity's type as `Identity`'s case names it: `String`, `Banner.Identity`.
        var identityType: String
        /// The field a single identity reads, escaped.
        var identityFieldName: String
        /// The reuse identifier as a Swift string literal.
        var reuseIdentifierLiteral: String
    }

    /// A stored property, its name escaped where it is a keyword.
    struct Field: Equatable, Sendable {
        var name: String
        var type: String
    }

    /// One case of the section enum.
    struct Section: Equatable, Sendable {
        var caseName: String
        /// `featured`, `day(String)` or `inbox(unread: Int)`.
        var caseDeclaration: String
        /// What the `header` switch matches: `.inbox(let unread)`, `.featured`.
        var headerPattern: String
        /// A string literal, interpolated when the text shows values, or `nil`.
        var headerLiteral: String
        var footerPattern: String
        var footerLiteral: String
        /// `[.card, .banner]`.
        var allowedKindsLiteral: String
        /// The case of `Identity`: the case without its fields, `day(String)`.
        var identityCaseDeclaration: String
        /// What the `identity` switch matches, `.day(let parameter, _)`.
        var identityPattern: String
        /// What it returns, `.day(parameter)`.
        var identityValue: String
        /// A pattern binding the whole payload, `.day(let parameter, let unread)`.
        var payloadPattern: String
        /// `, String, Int`: the payload's types after a closure's first parameter.
        var payloadTypes: String
        /// `, parameter, unread`: the bound payload after a call's first argument.
        var payloadArguments: String
        /// The header view class in a table view, if the section has one.
        var tableHeaderView: String?
        var tableFooterView: String?
        /// The header view class in a collection view, if the section has one.
        var collectionHeaderView: String?
        var collectionFooterView: String?
        /// The header view's closure in the view helpers, `inboxHeader`.
        var headerMember: String
        var footerMember: String
    }

    /// The cell helpers for one UIKit view class.
    struct CellView: Equatable, Sendable {
        var structName: String
        var viewName: String
        var viewType: String
        var cellBase: String
        var registerLabel: String
        var dequeueLabel: String
        /// RxDataSources' base data source for the view, whose `ConfigureCell` is generated.
        var rxDataSourceType: String
        /// Apple's diffable data source for the view.
        var diffableDataSourceType: String
        var cells: [Cell]
        /// The table cell classes of a style other than the default that
        /// list content kinds register, to show their secondary text before iOS 14.
        var styleCells: [StyleCell] = []
    }

    /// A table cell class the generated file declares for one cell style.
    struct StyleCell: Equatable, Sendable {
        /// `Value1StyleCell`.
        var name: String
        /// `value1`.
        var style: String
    }

    /// One kind's cell in a `CellView`.
    struct Cell: Equatable, Sendable {
        var caseName: String
        var cellType: String
        var itemType: String
        /// False for a kind without data, whose closure gets the cell alone.
        var hasData: Bool
        /// The case name as an argument label at a call site.
        var callLabel: String
        /// The row UIKit draws from the item's fields, for a kind without a cell class.
        var listContent: ListContent?
        /// The class registered for the kind: `cellType`, or for list
        /// content in a table the class of its cell style.
        var registeredType: String
    }

    /// A kind's list content: escaped field names, and UIKit's
    /// names for its style and accessories.
    struct ListContent: Equatable, Sendable {
        var text: String
        var secondaryText: String?
        /// The field of an SF Symbol's name.
        var image: String?
        var imageIsOptional: Bool
        /// The `Bool` field a switch shows.
        var toggle: String?
        /// The closure told of the switch's changes, `optionChanged`.
        var switchChangedName: String
        /// The configuration to fill: `cell.defaultContentConfiguration()`, or
        /// `UIListContentConfiguration.valueCell()` or `.subtitleCell()`.
        var configuration: String
        /// A table cell's one accessory type, `.disclosureIndicator` or `.none`.
        var tableAccessory: String
        /// A list cell's accessories, `.disclosureIndicator(), .checkmark()`.
        var listAccessories: String
    }
}
