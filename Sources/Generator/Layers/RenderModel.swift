/// What the templates render: every name escaped, every literal quoted,
/// every list in spec order. Built by `translateSpec`; templates only
/// place these strings, they never compute. The model is the templates'
/// context: each stored property is a key (`TemplateValue(encoding:)`),
/// and docs/templates.md shows each by example.
struct RenderModel: Equatable, Sendable, Encodable {
    var specFileName: String
    /// `ItemizeVersion.output`, which the header names.
    var outputVersion: String
    /// `"public "`, `"package "` or `""` (internal), ready to prefix a declaration.
    var access: String
    var imports: [String]
    var enumName, sectionEnumName, sectionModelName: String
    var items: [Item]
    var sections: [Section]
    /// Whether any section has a header (a footer); else `header` (`footer`) is a plain `nil`.
    var hasHeaders, hasFooters: Bool
    /// Each section's header (footer) title as its switch reads it, for `section-title-switch`.
    var headerTitles, footerTitles: [Title]
    /// Whether any section has fields: the section enum then has an `Identity` without them.
    var hasSectionFields: Bool
    /// Whether a section's fields are part of its identity (rxdatasources: its
    /// diff never updates a section in place, so new fields make another section).
    var sectionIdentityHasFields: Bool
    /// Whether the spec's screens use a table (a collection) view: its helpers are generated.
    var usesTableView, usesCollectionView: Bool
    /// Whether the spec's screens use SwiftUI: the row views and lists, and the rows hosted in UIKit cells, are generated.
    var usesSwiftUI: Bool
    /// Whether the collection view's typed registrations are generated: the
    /// spec asks for them, or its target's cell provider uses them (diffable).
    var usesRegistrations: Bool
    /// Whether the spec's screens use a table or a collection view: SwiftUI rows can be hosted in their cells.
    var usesUIKitView: Bool
    /// The header and footer view helpers of each UIKit view; empty for a view the spec does not use.
    var tableSectionViews, collectionSectionViews: SectionViews
    /// The cell helpers of each UIKit view, and the kinds' rows in the SwiftUI view table.
    var cellViews: [CellView]
    var rowViews: [RowView]
    /// Whether switches over the item (section) enum get a `default` branch:
    /// past a few hundred cases with payloads the compiler gives up proving
    /// them exhaustive ("unable to check ... in reasonable time").
    var switchesNeedDefault, sectionSwitchesNeedDefault: Bool
    /// What the shared templates need to know about the target.
    var library: Library
    /// Whether any kind has handlers (the `Actions` table is generated),
    /// and whether any kind's rows do more than show a cell (the views'
    /// behaviour helpers are generated).
    var hasActions, hasRowBehaviour: Bool
    /// Whether any kind is `"movable"`: the drag and drop helpers are generated.
    var hasMovableKinds: Bool
    /// The sets of kinds the spec's per-kind booleans make, in the order
    /// `SpecKey.all` declares them; a set no kind is in is left out.
    var kindSets: [KindSet]
    /// Whether `Identity` answers its `kind`: what the diffable target's
    /// cell provider and the drag and drop helpers read (left out
    /// elsewhere, as its switch costs the app's build).
    var hasIdentityKind: Bool
    /// `mail: MailActions, spinner: SpinnerActions`: the init parameters of
    /// `Actions`, one per kind with handlers.
    var actionsInitParameters: String
    /// The kinds with `"children"`, each with its children enum and node
    /// builder, in the spec's order; none for a spec without outlines.
    var parents: [Parent] = []

    /// `static let movableKinds: Set<Kind> = [.mail, .note]`, made from
    /// `"movable": true` in the spec.
    struct KindSet: Equatable, Sendable, Encodable {
        /// The spec key and the value that puts a kind in the set, `movable`, `true`.
        var key, value: String
        /// The set's name, `movableKinds`.
        var name: String
        /// The elements of its literal, `.mail, .note`.
        var kinds: String
    }

    /// The most cases a switch may have and still be proven exhaustive by the
    /// compiler in good time (it fails at about 600; 256 keeps type-checking linear).
    static let exhaustiveSwitchLimit = 256

    /// What differs between targets in the shared templates; everything
    /// else a target needs is in its own templates.
    struct Library: Equatable, Sendable, Encodable {
        /// The conformances of a generated item struct, of the item enum and of the section enum.
        var itemStructConformances, itemConformances, sectionConformances: String
        /// The type `Dispatch` passes with each item: `ItemPath`, or
        /// `Foundation.IndexPath` where the section model is another library's.
        var pathType: String
        /// Whether the section model is ItemizeRuntime's `AnimatableSectionModel`
        /// (itemize, diffable), which the runtime's helpers take as it is; the
        /// other targets' helpers convert their library's section models.
        var hasRuntimeSectionModel: Bool
        /// The items of a section model: `items`, or DifferenceKit's `elements`.
        var sectionItems: String
        /// The item enum as an extension of the section model names it:
        /// `FeedItem`, or, for an item enum named like a member type of the
        /// model that is another type there (`Section`), the model's generic
        /// parameter of its items (`ItemType`, DifferenceKit's `Element`).
        var itemEnumInModel: String
        /// The module of the target's library, which qualifies the names
        /// ItemizeRuntime also declares (`RxDataSources`); empty for itemize and diffable.
        var module: String
        /// Whether RxDataSources' UIKit data sources are imported, so a
        /// `configureCell` can be generated (not with Differentiator alone).
        var hasRxDataSources: Bool
    }

    /// One item kind.
    struct Item: Equatable, Sendable, Encodable {
        var name: String
        var caseName: String
        /// False for an external item, whose struct the app has.
        var isGenerated: Bool
        /// False for a kind without data: no payload, closures get no value.
        var hasData: Bool
        /// `, Banner`, the case's payload after a closure's first parameters,
        /// or nothing for a kind without data, as a section's `payloadTypes` is.
        var payloadTypes: String
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
        /// What the `accessibilityIdentifier` switch over `Identity` matches,
        /// `.card(let identity)`, and the parts it joins, `"card.", identity`.
        var accessibilityPattern, accessibilityParts: String
        /// What the kind's rows do besides showing a cell.
        var behaviour: Behaviour
    }

    /// A kind's actions, selection and moves (docs/row-behaviour.md).
    struct Behaviour: Equatable, Sendable, Encodable {
        /// Whether the kind has handlers in `Actions`: actions or a `select`.
        var hasHandlers: Bool
        /// The struct of its handlers, `MailActions` (after the case name, as
        /// an item's name may be qualified), and what each handler
        /// gets: `Mail, ActionPlace`, or `ActionPlace` for a kind without data.
        var handlersType, handlerParameters: String
        /// Every handler once, escaped, in the order the spec first names it, `select` last.
        var handlers: [String]
        /// The actions of each place, `leadingSwipe`, `trailingSwipe`,
        /// `contextMenu`, every place even without actions; empty for a
        /// kind that offers none anywhere.
        var menus: [Menu]
        /// The spec's `"selectable": true` (a `select` handler) and `false`.
        var hasSelectHandler, isSelectionDisabled: Bool
        var isMovable: Bool
        /// The spec's `"deletable": false` turned around.
        var isDeletable: Bool
    }

    /// The actions a kind offers in one place.
    struct Menu: Equatable, Sendable, Encodable {
        /// The place, as a case of the generated `ActionMenu`.
        var name: String
        var actions: [Action]
    }

    /// One action in one place.
    struct Action: Equatable, Sendable, Encodable {
        /// The handler it calls, escaped, and its name as a string literal.
        var handler, nameLiteral: String
        /// Its title's string literal, and its SF Symbol's name as a literal
        /// (empty without one).
        var titleLiteral, imageLiteral: String
        /// The style argument of its `RowAction`, such as `, style: .destructive`;
        /// empty for a normal action, the default.
        var styleArgument: String
    }

    /// A stored property, its name escaped where it is a keyword.
    struct Field: Equatable, Sendable, Encodable {
        var name, type: String
    }

    /// One case of the section enum; its payload is its parameter, then its fields.
    struct Section: Equatable, Sendable, Encodable {
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
        /// The parameter that names a section with a parameter among the
        /// others of its case, `_ parameter: String`; empty without one.
        var identityParameter: String
        /// `.day(let parameter, let unread)`, binding the whole payload.
        var payloadPattern: String
        /// `, String, Int` and `, parameter, unread`: the payload's types after
        /// a closure's first parameter, and the bound payload after a call's first argument.
        var payloadTypes, payloadArguments: String
        /// The section's header (footer) view class in each UIKit view;
        /// empty without one.
        var tableHeaderView, tableFooterView, collectionHeaderView, collectionFooterView: String
        /// The views' closures in the view helpers, `inboxHeader` and `inboxFooter`.
        var headerMember, footerMember: String
        /// The enum of the items the section may hold, `FeaturedItems`, and
        /// one case per kind it allows.
        var itemsTypeName: String
        var allowedItems: [AllowedItem]
        /// The parameters of the section model's typed builder before its
        /// items, `_ parameter: String, unread: Int, ` (empty for a section
        /// without payload), and the section value it builds, `.day(parameter, unread: unread)`.
        var builderParameters, builderSection: String
    }

    /// A kind a section allows, as its typed items enum names it.
    /// A kind with children: its typed children enum, `FolderChildren`,
    /// and its node builder, `static func folder(_ value: Folder, children:)`.
    struct Parent: Equatable, Sendable, Encodable {
        var name, caseName: String
        /// The enum of the kinds allowed below it, nested in the item enum.
        var childrenTypeName: String
        /// The builder's parameters before `children`, `_ value: Folder, `,
        /// and the item it makes, `.folder(value)`; none and `.recent` for a
        /// kind without data.
        var builderParameters, builderItem: String
        var children: [Child]
    }

    /// One case of a parent's children enum, with how its `item` and `node`
    /// read it: a kind that has children itself carries them.
    struct Child: Equatable, Sendable, Encodable {
        /// `indirect case folder(Folder, children: ...)`, `case mail(Mail)`, `case spinner`.
        var caseDeclaration: String
        /// `.folder(let value, _)` and `.folder(value)`: the item enum's case.
        var itemPattern, itemValue: String
        /// `.folder(let value, let children)` and `FeedItem.folder(value, children: children)`: the node.
        var nodePattern, nodeValue: String
    }

    struct AllowedItem: Equatable, Sendable, Encodable {
        var caseName: String
        var hasData: Bool
        /// The kind's value type, `Card`; empty for a kind without data.
        var valueType: String
    }

    /// A section's header or footer title as the title switch reads it: the
    /// section's `headerPattern` and `headerLiteral`, or the footer's.
    struct Title: Equatable, Sendable, Encodable {
        var pattern, literal: String
    }

    /// The header and footer view helpers of one UIKit view.
    struct SectionViews: Equatable, Sendable, Encodable {
        /// The helpers' closures, each header before its section's footer.
        var closures: [SectionViewClosure]
        /// The header (footer) classes, each once, in spec order.
        var headerViewClasses, footerViewClasses: [String]
        /// Every class once, headers first, for a table's one registry of both.
        var viewClasses: [String]
        /// Every section as the switch of one side reads it, for the one
        /// partial per switch that serves both sides.
        var headers, footers: [SectionViewSide]
    }

    /// One closure of the view helpers: `inboxHeader`, `(InboxHeaderView, Int) -> Swift.Void`.
    struct SectionViewClosure: Equatable, Sendable, Encodable {
        var member, type: String
    }

    /// One section in the header (footer) view switch: its case and payload
    /// as the section's own, whether it names a view class for this side and
    /// view, which, and the side's closure, `inboxHeader`.
    struct SectionViewSide: Equatable, Sendable, Encodable {
        var caseName, payloadPattern, payloadArguments: String
        /// The section's view class on this side; empty without one.
        var viewClass, member: String
    }

    /// The cell helpers for one UIKit view class.
    struct CellView: Equatable, Sendable, Encodable {
        /// `TableCells`, `tableView`, `UIKit.UITableView` and `UIKit.UITableViewCell`, or the collection view's.
        var structName, viewName: String
        /// The runtime protocol the cell helpers adopt, `TableCellTable` or `CollectionCellTable`.
        var tableProtocol: String
        var viewType, cellBase: String
        /// The labels of the view's register and dequeue calls.
        var registerLabel, dequeueLabel: String
        /// RxDataSources' and Apple's diffable data source for the view, qualified by module.
        var rxDataSourceType, diffableDataSourceType: String
        /// Whether this is the collection view, whose cells have typed registrations.
        var isCollection: Bool
        var cells: [Cell]
    }

    /// One kind's cell in a `CellView`.
    struct Cell: Equatable, Sendable, Encodable {
        var caseName: String
        /// What the kind's configuration closure takes, `BannerCell, Banner`,
        /// or the cell type alone for a kind without data.
        var parameterTypes: String
        var cellType: String
        /// The case name as an argument label at a call site.
        var callLabel: String
        /// False for a kind without data, whose closure gets the cell alone.
        var hasData: Bool
        var itemType: String
        /// The item type of the kind's cell registration, `Swift.Void` without data.
        var valueType: String
        /// The list content; without it, an empty dictionary, which is false.
        var listContent: ListContent?
        /// The class registered for the kind: `cellType`, or for list
        /// content in a table the class of its cell style.
        var registeredType: String
    }

    /// The row UIKit draws from a kind's fields, for a kind without a cell
    /// class: escaped field names, and UIKit's names for its style and accessories.
    struct ListContent: Equatable, Sendable, Encodable {
        var text: String
        /// The secondary text's field, empty without one.
        var secondaryText: String
        /// The field of an SF Symbol's name, empty without one.
        var image: String
        var imageIsOptional: Bool
        /// The `Bool` field a switch shows (empty without one), and the
        /// closure told of its changes, `optionChanged`.
        var toggle: String
        var switchChangedName: String
        /// The configuration to fill: `cell.defaultContentConfiguration()`, or
        /// `UIKit.UIListContentConfiguration.valueCell()` or `.subtitleCell()`.
        var configuration: String
        /// A table cell's one accessory type, `.disclosureIndicator` or `.none`,
        /// and a list cell's accessories, `.disclosureIndicator(), .checkmark()`.
        var tableAccessory, listAccessories: String
    }

    /// One kind's row in the SwiftUI view table (`RowViews`).
    struct RowView: Equatable, Sendable, Encodable {
        /// The escaped case name, which labels the kind's view builder.
        var caseName: String
        /// What the kind's view builder takes: the item type, or nothing
        /// for a kind without data.
        var parameterTypes: String
        /// The kind's own type, which the builder is given.
        var itemType: String
        /// The generic parameter of the initializer for the kind's view,
        /// `CardRow`, named so that it hides no type the signature names.
        var rowType: String
        /// Whether the kind carries a value; a kind without data gets a view
        /// builder without arguments.
        var hasData: Bool
    }
}
