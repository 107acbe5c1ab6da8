/// A spec that passed validation, handed from validation to translation:
/// every name a legal Swift identifier (a keyword is escaped later), every
/// default filled in, every reference resolved, in spec order.
struct ValidatedSpec: Equatable, Sendable {
    /// The spec's path as the user gave it; the generator reads `fileName`, tests read this.
    var file: String
    /// The spec's file name without folders, for the generated header.
    var fileName: String
    /// The wrapping item enum, `FeedItem`.
    var enumName: String
    /// The section enum, `FeedSection`.
    var sectionEnumName: String
    /// The section-model typealias, `FeedSectionModel`.
    var sectionModelName: String
    /// The access level of every generated declaration.
    var access: AccessLevel
    /// Modules to import besides ItemizeRuntime.
    var imports: [String]
    /// The item kinds.
    var items: [Item]
    /// The sections.
    var sections: [Section]
    /// The list library the code is generated for.
    var target: Target = .itemize
    /// The module the `rxdatasources` target imports.
    var rxModule: RxModule = .rxDataSources
    /// The UIKit views helpers are generated for, in the order of
    /// `UIKitListView.allCases`: the spec's `views`, else those its
    /// view-specific keys name, else both.
    var views: [UIKitListView] = UIKitListView.allCases
    /// Whether the SwiftUI code is generated: `views` lists `"swiftui"`, or
    /// the spec has no `views` (which predates it, with a warning).
    var usesSwiftUI = true
    /// Whether the collection view gets typed registrations: `registrations`
    /// is true, or the spec has no `views` (which predates the key).
    var usesRegistrations = true
    /// The spec's warnings, in file order: generation goes on despite them.
    var warnings: [Diagnostic] = []

    /// The access levels a spec may ask for.
    enum AccessLevel: String, Sendable, CaseIterable {
        case `public`, `package`, `internal`
    }

    /// The list library the generated code plugs into: the spec's `target`,
    /// or the CLI's `--target`.
    enum Target: String, Sendable, CaseIterable {
        /// ItemizeRuntime: its diff, data sources and `AnimatableSectionModel`.
        case itemize
        /// RxDataSources, or its Differentiator module.
        case rxdatasources
        /// DifferenceKit: `Differentiable` items and `ArraySection` sections.
        case differencekit
        /// Apple's diffable data sources: identity-equal `Hashable` items.
        case diffable

        /// `"itemize"`, `"rxdatasources"`, ... as a spec or `--target` names them.
        static var names: [String] { allCases.map(\.rawValue) }
    }

    /// The module of RxDataSources the `rxdatasources` target imports.
    enum RxModule: String, Sendable, CaseIterable {
        /// The diff types and the UIKit data sources, for a `configureCell`.
        case rxDataSources = "RxDataSources"
        /// Only the diff types, for code that must not depend on RxSwift or UIKit.
        case differentiator = "Differentiator"

        /// The module names a spec may give.
        static var names: [String] { allCases.map(\.rawValue) }
    }

    /// One item kind: a case of the wrapping enum.
    struct Item: Equatable, Sendable {
        /// The type name, `Card`.
        var name: String
        /// The enum case name, `card` (the spec's `case`, else lowerCamel).
        var caseName: String
        /// The class of the kind's table view cell, if the spec names one.
        var tableCellClass: String?
        /// The class of the kind's collection view cell, likewise.
        var collectionCellClass: String?
        /// The one cell class the spec names for the kind, else `name`.
        var reuseIdentifier: String
        /// Whether the struct is generated or the user's own.
        var content: Content
        /// The row UIKit draws from the item's fields (the spec's `content`).
        var listContent: ListContent? = nil
        /// What its rows do: actions, selection, moves.
        var behaviour = Behaviour()
        /// The names of the kinds an outline's node of this kind may hold
        /// (`"children"`), in the spec's order; none for a kind without children.
        var childNames: [String] = []
    }

    /// What a kind's rows do besides showing a cell (docs/row-behaviour.md).
    struct Behaviour: Equatable, Sendable {
        /// The actions of each place the spec lists, in order.
        var actions: [ActionPlace: [Action]] = [:]
        /// The per-kind booleans the spec gives (`SpecKey.kindSetKeys`), by key;
        /// a key left out is absent.
        var flags: [String: Bool] = [:]
        /// The spec's `accessibilityIdentifier`, nil for the default: the
        /// case name, then the identity.
        var accessibilityIdentifier: [TextPart]?

        /// The spec's `selectable`.
        var selection: Selection {
            switch flags["selectable"] {
            case true?: .handled
            case false?: .disabled
            case nil: .unspecified
            }
        }

        /// The spec's `movable`: false unless it says true.
        var isMovable: Bool { flags["movable"] == true }

        /// The spec's `deletable`: true unless it says false.
        var isDeletable: Bool { flags["deletable"] != false }

        /// Whether the kind is in the generated set of `set`.
        func isIn(_ set: KindSet, of key: String) -> Bool {
            flags[key] == set.value
        }

        /// Whether the kind has a handler table: actions or a `select`.
        var hasHandlers: Bool {
            actions.values.contains { !$0.isEmpty } || selection == .handled
        }
    }

    /// Where a kind offers actions.
    enum ActionPlace: String, CaseIterable, Sendable, CustomStringConvertible {
        case leadingSwipe, trailingSwipe, contextMenu

        /// `leading swipe actions`, for messages.
        var description: String {
            switch self {
            case .leadingSwipe: "leading swipe actions"
            case .trailingSwipe: "trailing swipe actions"
            case .contextMenu: "a context menu"
            }
        }
    }

    /// One action in one place; the same `name` in two places is one handler.
    struct Action: Equatable, Sendable {
        var name: String
        var title: String
        /// The name of an SF Symbol.
        var image: String?
        var style: ActionStyle
    }

    /// How an action shows: plain, red for what deletes its row, or red
    /// for what leaves its row where it is.
    enum ActionStyle: String, CaseIterable, Sendable {
        case normal, destructive, caution
    }

    /// The spec's `selectable`: absent (UIKit's default, no handler), true
    /// (a typed `select` handler) or false (never highlighted or selected).
    enum Selection: Equatable, Sendable {
        case unspecified, handled, disabled
    }

    /// How an item's type comes to be.
    enum Content: Equatable, Sendable {
        /// A struct generated from fields, with its identity.
        case fields([Field], identity: Identity)
        /// The user's own type; only its identity type is known.
        case external(identityType: SwiftType)
        /// No data (`"fields": []`): a case without payload, identified by its kind.
        case noData
    }

    /// A stored property of a generated item struct.
    struct Field: Equatable, Sendable {
        /// The property's name as written in the spec (a keyword is escaped later).
        var name: String
        /// A Swift type as written in the spec, `URL?`, `[String: Int]`.
        var type: SwiftType
    }

    /// What identifies a generated item.
    enum Identity: Equatable, Sendable {
        /// One field; the identity type is the field's type.
        case single(Field)
        /// Several fields, in the spec's order; a nested Hashable struct.
        case composite([Field])
    }

    /// A row drawn by UIKit's list content configuration instead of a cell
    /// class: the spec's `content`, whose values name the item's fields.
    struct ListContent: Equatable, Sendable {
        /// The field of the primary text, `String` or `String?`.
        var text: Field
        /// The fields of the secondary text and of an SF Symbol's name, likewise.
        var secondaryText: Field?
        var image: Field?
        /// The `Bool` field a switch shows, as the row's accessory.
        var toggle: Field?
        /// The row's accessories, in spec order, none by default.
        var accessories: [Accessory]
        /// The spec's `style`, `cell` by default.
        var style: Style
    }

    /// A standard accessory of a list row.
    enum Accessory: String, CaseIterable, Sendable {
        case disclosureIndicator, checkmark
    }

    /// Where a list row shows its secondary text: UIKit's cell, value cell
    /// and subtitle cell configurations.
    enum Style: String, CaseIterable, Sendable {
        case cell, value, subtitle
    }

    /// One case of the section enum.
    struct Section: Equatable, Sendable {
        /// The case name, `featured`.
        var caseName: String
        /// The header and footer texts, with the section's values in them.
        var header: [TextPart]?
        var footer: [TextPart]?
        /// The associated value's type, for `case day(String)`: part of
        /// the section's identity.
        var parameterType: SwiftType?
        /// Content that is not the section's identity, such as an unread
        /// count: a change is a section update.
        var fields: [Field] = []
        /// The classes of the section's header and footer views in a table
        /// view and in a collection view, where it has them.
        var tableHeaderView: String?
        var tableFooterView: String?
        var collectionHeaderView: String?
        var collectionFooterView: String?
        /// The names of the item kinds allowed in the section.
        var itemNames: [String]
        /// Whether the section shows its items as a tree (`"outline": true`).
        var isOutline = false
    }

    /// A piece of a section's header or footer text.
    enum TextPart: Equatable, Sendable {
        /// Text shown as it is.
        case literal(String)
        /// The section's parameter (`parameter`) or one of its fields.
        case placeholder(String)
    }
}

/// The UIKit list views a spec's screens use, as `"views"` names them:
/// each gets its own cell and header helpers.
enum UIKitListView: String, CaseIterable, Sendable {
    case table, collection
}
