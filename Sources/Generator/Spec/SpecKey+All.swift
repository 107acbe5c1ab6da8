extension SpecKey {
    /// Every key a spec may have, by place, in the order messages list them.
    static let all: [SpecKey] = rootKeys + itemKeys + fieldKeys + actionKeys + listContentKeys + sectionKeys

    /// The per-kind booleans, each with its generated set, in declaration order.
    static let kindSetKeys: [(key: String, set: KindSet)] = all.compactMap { key in
        key.kindSet.map { (key.name, $0) }
    }

    private static let rootKeys: [SpecKey] = [
        SpecKey(
            name: "enum", place: .root, value: "type name", shape: .name, isRequired: true,
            meaning: "the item enum that wraps every item kind, such as `FeedItem`", since: "0.1.0"),
        SpecKey(
            name: "access", place: .root, value: "`\"public\"`, `\"package\"`, `\"internal\"`",
            shape: .oneOf(ValidatedSpec.AccessLevel.allCases.map(\.rawValue)), defaultValue: "`\"internal\"`",
            meaning: "the access level of every generated declaration", since: "0.1.0"),
        SpecKey(
            name: "imports", place: .root, value: "array of module names", shape: .array(of: .name),
            defaultValue: "`[]`",
            meaning: "modules imported before the target's own (`ItemizeRuntime` for the default target); Foundation "
                + "is added when a type needs it ([Types](spec.md#types))",
            since: "0.1.0"),
        SpecKey(
            name: "items", place: .root, value: "non-empty array of items",
            shape: .array(of: .object(.item), isNonEmpty: true), isRequired: true,
            meaning: "the item kinds, in the order of the item enum's cases", since: "0.1.0"),
        SpecKey(
            name: "sections", place: .root, value: "non-empty array of sections",
            shape: .array(of: .object(.section), isNonEmpty: true), isRequired: true,
            meaning: "the sections, in the order of the section enum's cases", since: "0.1.0"),
        SpecKey(
            name: "sectionEnum", place: .root, value: "type name", shape: .name,
            defaultValue: "`enum` with a trailing `Item` replaced by `Section` (`FeedItem` -> `FeedSection`), else "
                + "`enum` + `Section`",
            meaning: "the section enum; the section model typealias is its name + `Model`", since: "0.1.0"),
        SpecKey(
            name: "target", place: .root, value: "`\"itemize\"`, `\"rxdatasources\"`, `\"differencekit\"`, `\"diffable\"`",
            shape: .oneOf(ValidatedSpec.Target.names), defaultValue: "`\"itemize\"`",
            meaning: "the list library the code plugs into: ItemizeRuntime; RxDataSources' `IdentifiableType` and "
                + "`AnimatableSectionModel`; DifferenceKit's `Differentiable` and `ArraySection`; Apple's diffable "
                + "data sources ([Targets](generated-code.md#targets)); `itemize generate --target` overrides it",
            since: "0.1.0"),
        SpecKey(
            name: "rxModule", place: .root, value: "`\"RxDataSources\"`, `\"Differentiator\"`",
            shape: .oneOf(ValidatedSpec.RxModule.names), defaultValue: "`\"RxDataSources\"`",
            meaning: "with `\"target\": \"rxdatasources\"` only: the module imported; `Differentiator` has the diff "
                + "types alone, without UIKit data sources, so no `configureCell` is generated",
            since: "0.1.0"),
        SpecKey(
            name: "views", place: .root, value: "non-empty array of `\"table\"`, `\"collection\"`, `\"swiftui\"`, each once",
            shape: .array(of: .oneOf(["table", "collection", "swiftui"]), isNonEmpty: true, isUnique: true),
            defaultValue: "the views the `table...` and `collection...` keys name, else both; and SwiftUI, with a warning",
            meaning: "the views the screens use: only their helpers are generated (`TableCells`, `CollectionCells`, "
                + "the target's per-view helpers), the SwiftUI code only for `\"swiftui\"`; `cell`, `headerView` and "
                + "`footerView` need it to list exactly one of `\"table\"` and `\"collection\"` "
                + "([Views](spec.md#views-and-their-classes))",
            since: "0.1.0"),
        SpecKey(
            name: "registrations", place: .root, value: "bool", shape: .boolean,
            defaultValue: "`false`; `true` for a spec without `views`, with a warning",
            meaning: "the collection view's typed registrations, `CellRegistrations` and `SupplementaryRegistrations` "
                + "(iOS 14 and later), made once from `CollectionCells` and `CollectionHeaders`; needs a collection "
                + "view; the `diffable` target always has them",
            since: "0.1.0"),
    ]

    private static let itemKeys: [SpecKey] = [
        SpecKey(
            name: "name", place: .item, value: "type name", shape: .name, isRequired: true,
            meaning: "the item's type, such as `Card`; also its default reuse identifier", since: "0.1.0"),
        SpecKey(
            name: "fields", place: .item, value: "array of fields", shape: .array(of: .object(.field)),
            defaultValue: "required unless `external`",
            meaning: "the generated struct's stored properties, in memberwise-init order; `[]` makes a kind without "
                + "data, a case without payload whose identity is the kind, with no `identity`",
            since: "0.1.0"),
        SpecKey(
            name: "identity", place: .item, value: "field name, or non-empty array of field names", shape: .nameOrNames,
            defaultValue: "required unless `external` or without data",
            meaning: "the field that identifies the item (its type is the identity type), or several fields for a "
                + "composite identity (a generated nested `Identity` struct)",
            since: "0.1.0"),
        SpecKey(
            name: "external", place: .item, value: "bool", shape: .boolean, defaultValue: "`false`",
            meaning: "`true`: the struct is the app's own, and the generated code only wraps it; it must conform to "
                + "`IdentifiableType`, `Equatable` and `Sendable`, and be nonisolated (`nonisolated struct Ad` where "
                + "the default isolation is `MainActor`)",
            since: "0.1.0"),
        SpecKey(
            name: "identityType", place: .item, value: "type text", shape: .name,
            defaultValue: "required when `external`, not allowed otherwise",
            meaning: "the identity type of an external item, such as `Int`", since: "0.1.0"),
        SpecKey(
            name: "cell", place: .item, value: "class name", shape: .name,
            meaning: "the kind's cell in the one view `views` lists: a `UITableViewCell` subclass for `[\"table\"]`, "
                + "a `UICollectionViewCell` subclass for `[\"collection\"]`",
            since: "0.1.0"),
        SpecKey(
            name: "tableCell", place: .item, value: "class name (`Module.Class` allowed)", shape: .name,
            defaultValue: "`UITableViewCell`",
            meaning: "the `UITableViewCell` subclass a table view registers and dequeues for the kind, such as `CardCell`",
            since: "0.1.0"),
        SpecKey(
            name: "collectionCell", place: .item, value: "class name", shape: .name,
            defaultValue: "`UICollectionViewCell`",
            meaning: "the `UICollectionViewCell` subclass a collection view registers and dequeues for the kind; the "
                + "reuse identifier is the one class a kind names for its views, else the item's name",
            since: "0.1.0"),
        SpecKey(
            name: "content", place: .item, value: "object", shape: .object(.listContent),
            meaning: "instead of a cell class, the row UIKit draws from the item's fields with a list content "
                + "configuration ([List content](spec.md#list-content-rows-without-a-cell-class))",
            since: "0.1.0"),
        SpecKey(
            name: "case", place: .item, value: "identifier", shape: .name,
            defaultValue: "the name in lowerCamelCase (`URLPreview` -> `urlPreview`)",
            meaning: "the item enum's case name", since: "0.1.0"),
        SpecKey(
            name: "actions", place: .item, value: "object of `leadingSwipe`, `trailingSwipe`, `contextMenu`",
            shape: .object(.actions),
            meaning: "the actions the kind's rows offer in each place; an action named in two places is one handler "
                + "of the generated `Actions` table ([Row behaviour](row-behaviour.md))",
            since: "0.1.0"),
        SpecKey(
            name: "selectable", place: .item, value: "bool", shape: .boolean, defaultValue: "none: as UIKit does",
            meaning: "`true`: a typed `select` handler; `false`: the rows are neither highlighted nor selected",
            since: "0.1.0", kindSet: KindSet(name: "unselectableKinds", value: false)),
        SpecKey(
            name: "movable", place: .item, value: "bool", shape: .boolean, defaultValue: "`false`",
            meaning: "the rows can be moved in edit mode and by drag and drop, within the sections that allow the kind",
            since: "0.1.0", kindSet: KindSet(name: "movableKinds", value: true)),
        SpecKey(
            name: "deletable", place: .item, value: "bool", shape: .boolean, defaultValue: "`true`",
            meaning: "`false`: the rows are never offered for deletion (`Kind.isDeletable`: no delete control in a "
                + "table; SwiftUI's `onDelete` skips them); they still move and swipe as the kind says",
            since: "0.1.0", kindSet: KindSet(name: "undeletableKinds", value: false)),
        SpecKey(
            name: "accessibilityIdentifier", place: .item, value: "text with placeholders", shape: .name,
            defaultValue: "the case name, a dot, the identity: `mail.42`, `banner.spring.3`, `spinner`",
            meaning: "what UI tests find the rows by: `{field}` names each field of the identity, all of them "
                + "(`{identity}` for an external item), `{{` and `}}` are braces, with a text between any two "
                + "placeholders; a kind without data has a fixed text; two kinds' identifiers must not be able to "
                + "meet, so start each with a text of its own; in a composite identity, a field's separator "
                + "characters and `%` are escaped as `%2E`, `%25` ([Row behaviour](row-behaviour.md))",
            since: "0.1.0"),
        SpecKey(
            name: "children", place: .item, value: "non-empty array of item names, each once",
            shape: .array(of: .name, isNonEmpty: true, isUnique: true),
            meaning: "the kinds an outline's node of this kind may hold below it (a kind may name itself: a folder "
                + "of folders); the kind gets a typed enum of them and a node builder, and every kind it names "
                + "must be allowed in each outline section that can reach it ([Outlines](spec.md#outlines))",
            since: "0.2.0"),
    ]

    private static let fieldKeys: [SpecKey] = [
        SpecKey(
            name: "name", place: .field, value: "identifier", shape: .name, isRequired: true,
            meaning: "the stored property's name, such as `title`", since: "0.1.0"),
        SpecKey(
            name: "type", place: .field, value: "type text", shape: .name, isRequired: true,
            meaning: "its Swift type, any type text such as `String`, `URL?` or `[String: Int]` "
                + "([Types](spec.md#types))",
            since: "0.1.0"),
    ]

    private static let actionKeys: [SpecKey] = [
        SpecKey(
            name: "leadingSwipe", place: .actions, value: "non-empty array of actions",
            shape: .array(of: .object(.action), isNonEmpty: true),
            meaning: "the leading swipe actions, in order", since: "0.1.0"),
        SpecKey(
            name: "trailingSwipe", place: .actions, value: "non-empty array of actions",
            shape: .array(of: .object(.action), isNonEmpty: true),
            meaning: "the trailing swipe actions, in order", since: "0.1.0"),
        SpecKey(
            name: "contextMenu", place: .actions, value: "non-empty array of actions",
            shape: .array(of: .object(.action), isNonEmpty: true),
            meaning: "the context menu's actions, in order", since: "0.1.0"),
        SpecKey(
            name: "name", place: .action, value: "identifier", shape: .name, isRequired: true,
            meaning: "the handler's name, such as `archive`: an action named in two places is one handler", since: "0.1.0"),
        SpecKey(
            name: "title", place: .action, value: "non-empty string", shape: .name, isRequired: true,
            meaning: "the title the button or menu item shows", since: "0.1.0"),
        SpecKey(
            name: "image", place: .action, value: "string", shape: .name,
            meaning: "the name of an SF Symbol the button or menu item shows, `UIImage(systemName:)`", since: "0.1.0"),
        SpecKey(
            name: "style", place: .action, value: "`\"normal\"`, `\"destructive\"`, `\"caution\"`",
            shape: .oneOf(ValidatedSpec.ActionStyle.allCases.map(\.rawValue)), defaultValue: "`\"normal\"`",
            meaning: "`\"destructive\"`: a red button that deletes its row, whose handler removes the item before it "
                + "returns ([Destructive and caution actions](row-behaviour.md#destructive-and-caution-actions)); "
                + "`\"caution\"`: a red button that leaves its row; both are red menu items",
            since: "0.1.0"),
    ]

    private static let listContentKeys: [SpecKey] = [
        SpecKey(
            name: "text", place: .listContent, value: "field name", shape: .name, isRequired: true,
            meaning: "the `String` or `String?` field of the row's text", since: "0.1.0"),
        SpecKey(
            name: "secondaryText", place: .listContent, value: "field name", shape: .name,
            meaning: "the `String` or `String?` field of the row's secondary text", since: "0.1.0"),
        SpecKey(
            name: "image", place: .listContent, value: "field name", shape: .name,
            meaning: "the `String` or `String?` field holding the name of an SF Symbol the row shows, "
                + "`UIImage(systemName:)`", since: "0.1.0"),
        SpecKey(
            name: "toggle", place: .listContent, value: "field name", shape: .name,
            meaning: "the `Bool` field a `UISwitch` shows as the row's accessory; its changes reach the kind's closure",
            since: "0.1.0"),
        SpecKey(
            name: "accessories", place: .listContent, value: "array of `\"disclosureIndicator\"`, `\"checkmark\"`",
            shape: .array(of: .oneOf(ValidatedSpec.Accessory.allCases.map(\.rawValue)), isNonEmpty: true, isUnique: true),
            meaning: "the row's standard accessories: one where `views` includes a table, whose row has one; not "
                + "with `toggle`",
            since: "0.1.0"),
        SpecKey(
            name: "style", place: .listContent, value: "`\"cell\"`, `\"value\"`, `\"subtitle\"`",
            shape: .oneOf(ValidatedSpec.Style.allCases.map(\.rawValue)), defaultValue: "`\"cell\"`",
            meaning: "the cell's `defaultContentConfiguration()`, styled for its list (secondary text below in a "
                + "collection view), or UIKit's `valueCell()` (secondary text trailing, as in Settings) or "
                + "`subtitleCell()` configuration",
            since: "0.1.0"),
    ]

    private static let sectionKeys: [SpecKey] = [
        SpecKey(
            name: "name", place: .section, value: "identifier", shape: .name, isRequired: true,
            meaning: "the section enum's case name, such as `featured`", since: "0.1.0"),
        SpecKey(
            name: "header", place: .section, value: "string", shape: .string, defaultValue: "none (`nil`)",
            meaning: "the header's title; `{parameter}` and `{fieldName}` are replaced by the section's values, `{{` "
                + "and `}}` are literal braces; everything else is escaped in the generated literal (control and "
                + "bidirectional control characters as `\\u{...}`, so the title keeps them and the generated line "
                + "shows in order)",
            since: "0.1.0"),
        SpecKey(
            name: "footer", place: .section, value: "string", shape: .string, defaultValue: "none (`nil`)",
            meaning: "the footer's title, with placeholders as in `header`", since: "0.1.0"),
        SpecKey(
            name: "parameter", place: .section, value: "type text", shape: .name,
            meaning: "makes the case carry a value, `case day(String)`: part of the section's identity; it must be "
                + "`Hashable` and `Sendable`",
            since: "0.1.0"),
        SpecKey(
            name: "fields", place: .section, value: "array of fields", shape: .array(of: .object(.field)),
            meaning: "the section's own data, `case inbox(unread: Int)`, after the parameter: content, not identity, "
                + "so a new value updates the section in place; `Hashable` and `Sendable` types; not for the "
                + "`diffable` target, whose data sources identify a section by its whole value; with the "
                + "`rxdatasources` target they are part of the identity, and a new value replaces the section "
                + "([Targets](generated-code.md#rxdatasources))",
            since: "0.1.0"),
        SpecKey(
            name: "headerView", place: .section, value: "class name", shape: .name,
            meaning: "the header view in the one view `views` lists: a `UITableViewHeaderFooterView` subclass for "
                + "`[\"table\"]`, a `UICollectionReusableView` subclass for `[\"collection\"]`",
            since: "0.1.0"),
        SpecKey(
            name: "footerView", place: .section, value: "class name", shape: .name,
            meaning: "the footer view in the one view `views` lists, as `headerView`", since: "0.1.0"),
        SpecKey(
            name: "tableHeaderView", place: .section, value: "class name", shape: .name,
            meaning: "the header view in a table view, a `UITableViewHeaderFooterView` subclass: `TableHeaders` "
                + "registers, dequeues and configures it typed",
            since: "0.1.0"),
        SpecKey(
            name: "tableFooterView", place: .section, value: "class name", shape: .name,
            meaning: "the footer view in a table view, as `tableHeaderView`", since: "0.1.0"),
        SpecKey(
            name: "collectionHeaderView", place: .section, value: "class name", shape: .name,
            meaning: "the header view in a collection view (the standard header kind), a `UICollectionReusableView` "
                + "subclass: `CollectionHeaders` registers, dequeues and configures it typed",
            since: "0.1.0"),
        SpecKey(
            name: "collectionFooterView", place: .section, value: "class name", shape: .name,
            meaning: "the footer view in a collection view (the standard footer kind), as `collectionHeaderView`",
            since: "0.1.0"),
        SpecKey(
            name: "items", place: .section, value: "non-empty array of item names",
            shape: .array(of: .string, isNonEmpty: true), isRequired: true,
            meaning: "the item kinds the section may hold", since: "0.1.0"),
        SpecKey(
            name: "outline", place: .section, value: "bool", shape: .boolean, defaultValue: "`false`",
            meaning: "`true`: the section shows its items as a tree, its rows from `ItemizeRuntime.Outline`; its "
                + "`items` are the kinds of its rows at any depth; the `itemize` and `diffable` targets only "
                + "([Outlines](spec.md#outlines))",
            since: "0.2.0"),
    ]
}
