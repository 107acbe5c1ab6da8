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
        /// `featured` or `day(String)`.
        var caseDeclaration: String
        /// A string literal or `nil`.
        var headerLiteral: String
        var footerLiteral: String
        /// `[.card, .banner]`.
        var allowedKindsLiteral: String
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
    }

    /// One kind's cell in a `CellView`.
    struct Cell: Equatable, Sendable {
        var caseName: String
        var cellType: String
        var itemType: String
    }
}
