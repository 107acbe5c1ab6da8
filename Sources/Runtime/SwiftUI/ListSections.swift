#if canImport(SwiftUI)
import SwiftUI

/// The sections of a `List`, in order, each under its header and over its
/// footer, each item shown by `rows`; deleting and moving rows are on when
/// their hooks are given. A generated item enum names it
/// (`FeedItem.ListSections`); docs/row-behaviour.md says what each row does.
///
/// ```swift
/// List(selection: content.selection($selection)) {    // a Set<FeedItem.Identity>
///     content    // FeedItem.ListSections(sections, rows: rows, onDelete: { item, path in ... })
/// }
/// ```
///
/// Each row offers its kind's swipe actions and context menu (given
/// `actions`), moves only where its kind is movable and only into sections
/// that allow its kind, is deleted only where its kind is deletable, is
/// selected only where its kind is selectable (through `selection(_:)`,
/// which also calls the actions' `select`), and carries its item's
/// accessibility identifier. A spec that gives its kinds no row behaviour
/// leaves every row movable, as SwiftUI's `onMove` makes it.
@MainActor
public struct ListSections<Section, Rows: RowViewTable>: View
where
    Section: KindRestrictedSection & TitledSection & IdentifiableType & Equatable & Sendable,
    Section.Item == Rows.Item,
    Rows.Item: IdentifiableType & Equatable & AccessibilityIdentifiable & Sendable,
    Rows.Item.Kind: ItemKind
{
    /// The items of the list, such as `FeedItem`.
    public typealias Item = Rows.Item
    /// A section of the list, such as `FeedSectionModel`.
    public typealias SectionModel = AnimatableSectionModel<Section, Item>

    /// The sections shown, in order.
    public var sections: [SectionModel]
    /// The view of each kind of item.
    public var rows: Rows
    /// Told each item the user deleted and its path in `sections`, last
    /// first, so that removing each at its path in turn removes them all.
    /// Nil turns deleting off.
    public var onDelete: ((Item, ItemPath) -> Void)?
    /// Told each item the user moved, one at a time, with where it is and
    /// where it goes: removing each at `from` and then inserting it at
    /// `to`, in turn, gives the order the user sees. A move into a section
    /// whose allowed kinds exclude the item's is refused. Nil turns moving
    /// off.
    public var onMove: ((_ item: Item, _ from: ItemPath, _ to: ItemPath) -> Void)?
    /// The actions of `item`'s row in `menu`, at `place`, from the action
    /// table the list was made with; nil without one.
    var offeredActions: ((_ menu: ActionMenu, _ item: Item, _ place: ActionPlace<Section>) -> [RowAction])?
    /// The action table's `select`, for `selection(_:)`; nil without one.
    var select: ((_ item: Item, _ place: ActionPlace<Section>) -> Void)?

    /// Creates the content of a list showing `sections`.
    public init(
        _ sections: [SectionModel],
        rows: Rows,
        onDelete: ((Item, ItemPath) -> Void)? = nil,
        onMove: ((_ item: Item, _ from: ItemPath, _ to: ItemPath) -> Void)? = nil
    ) {
        self.sections = sections
        self.rows = rows
        self.onDelete = onDelete
        self.onMove = onMove
    }

    /// Creates the content of a list showing `sections` whose rows offer
    /// the actions `actions` describes for their kinds, and whose
    /// `selection(_:)` calls its `select`; nil offers none.
    public init<Actions: RowActionTable>(
        _ sections: [SectionModel],
        rows: Rows,
        onDelete: ((Item, ItemPath) -> Void)? = nil,
        onMove: ((_ item: Item, _ from: ItemPath, _ to: ItemPath) -> Void)? = nil,
        actions: Actions?
    ) where Actions.Item == Item, Actions.Section == Section {
        self.init(sections, rows: rows, onDelete: onDelete, onMove: onMove)
        if let actions {
            offeredActions = { menu, item, place in actions.actions(in: menu, for: item, at: place) }
            select = { item, place in actions.select(item, at: place) }
        }
    }

    /// Each section with its header, footer and rows.
    public var body: some View {
        ForEach(Array(sections.enumerated()), id: \.element.model.identity) { index, section in
            SwiftUI.Section(
                header: section.model.header.map { Text($0) },
                footer: section.model.footer.map { Text($0) }
            ) {
                ForEach(Array(section.items.enumerated()), id: \.element.identity) { offset, item in
                    row(item, at: ItemPath(section: index, item: offset), in: section.model)
                }
                .onDelete(perform: deleteAction(in: section.model))
                .onMove(perform: moveAction(in: section.model))
            }
        }
    }

    /// `item`'s row at `path`, with its actions and what its kind does:
    /// whether it can be selected, moved and deleted, and its
    /// accessibility identifier. One chain of modifiers for every kind.
    private func row(_ item: Item, at path: ItemPath, in section: Section) -> some View {
        let place = ActionPlace(section: section, path: path)
        let offered = { (menu: ActionMenu) in offeredActions?(menu, item, place) ?? [] }
        let row = Self.swiped(
            Self.withMenu(rows(item), offered(.contextMenu)), leading: offered(.leadingSwipe), trailing: offered(.trailingSwipe))
        return Self.selectable(Self.identified(row, as: item), item.kind.isSelectable)
            .moveDisabled(!(item.kind.isMovable || Self.kindsHaveNoRowBehaviour))
            .deleteDisabled(!item.kind.isDeletable)
    }

    /// Whether the spec gives no kind a row behaviour (no movable,
    /// unselectable or undeletable kind): then every row moves, as the
    /// lists made before row behaviour did.
    private static var kindsHaveNoRowBehaviour: Bool {
        Item.Kind.movableKinds.isEmpty && Item.Kind.unselectableKinds.isEmpty && Item.Kind.undeletableKinds.isEmpty
    }

    /// `row`, which cannot be selected where its kind is not selectable and
    /// SwiftUI has `selectionDisabled(_:)` (iOS 17, macOS 14; in the SDKs
    /// that have the Observation module, which came with it);
    /// `selection(_:)` keeps such rows out of the selection on every version.
    @ViewBuilder
    private static func selectable(_ row: some View, _ isSelectable: Bool) -> some View {
        #if canImport(Observation)
            if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
                row.selectionDisabled(!isSelectable)
            } else {
                row
            }
        #else
            row
        #endif
    }
}
#endif
