// The rows of a list as a user meets them, for checks, behind
// `@_spi(StandInTap)`: what each row's modifiers gave it, and a user's
// taps, full swipes, deletions, moves and selections. Nothing here is
// SwiftUI API; it reads back what the stand-in views keep and does what
// their pages say SwiftUI does:
// - a list shows a row for each element of a `ForEach`, identified by the
//   element's identifier, and a list with a selection selects that
//   identifier: "Binding to a single instance of the list data's
//   Identifiable.ID type creates a single-selection list. Binding to a Set
//   creates a list that supports multiple selections"
//   (https://developer.apple.com/documentation/swiftui/list);
// - a row's swipe buttons are the buttons of its `swipeActions` modifiers,
//   each on its edge, and a full swipe "automatically performs the first
//   action" where `allowsFullSwipe` is true
//   (https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:));
// - a row's menu items are the buttons of its `contextMenu`, and a menu
//   that returns nothing is deactivated
//   (https://developer.apple.com/documentation/swiftui/view/contextmenu(menuitems:));
// - a row can be moved only where its `ForEach` has an `onMove` action
//   ("Pass nil to disable the ability to move items",
//   https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:))
//   and the row is not `moveDisabled(true)` ("Adds a condition for whether
//   the view's view hierarchy is movable",
//   https://developer.apple.com/documentation/swiftui/view/movedisabled(_:));
//   deleting likewise with `onDelete` and `deleteDisabled(_:)`;
// - a row that is `selectionDisabled(true)` is not selected ("the user
//   can't select the first item in the list",
//   https://developer.apple.com/documentation/swiftui/view/selectiondisabled(_:)),
//   from iOS 17 and macOS 14 on: before, the modifier does not exist and
//   every row is selected.

/// A button a row shows in a swipe or a menu: its label, read from the
/// `Text` and `Image` views it holds, and its action.
@_spi(StandInTap)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct StandInButton {
    /// The label's texts, joined by spaces.
    public let title: String
    /// The label's system symbol, if it has one.
    public let systemImage: String?
    /// Whether the button has the destructive role.
    public let isDestructive: Bool
    /// The tint of the nearest `tint(_:)` around it, if any.
    public internal(set) var tint: Color?
    let action: @MainActor () -> Void

    /// Taps the button, as a user does: runs its action.
    @MainActor public func tap() { action() }
}

/// The buttons of one `swipeActions` modifier.
@_spi(StandInTap)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct StandInSwipe {
    public let edge: HorizontalEdge
    public let allowsFullSwipe: Bool
    public let buttons: [StandInButton]

    /// Swipes the row all the way: performs the first button's action where
    /// `allowsFullSwipe` is true, and says whether it did.
    @MainActor public func fullSwipe() -> Bool {
        guard allowsFullSwipe, let first = buttons.first else { return false }
        first.tap()
        return true
    }
}

/// One row of a list, with what its modifiers gave it.
@_spi(StandInTap)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct StandInRow {
    /// The identifier of its element in its `ForEach`.
    public let id: AnyHashable
    /// The index of its section among the list's `Section`s (0 without any),
    /// and its offset in its `ForEach`'s data.
    public let section: Int, offset: Int
    /// The identifier of the row's one accessibility element, which a UI
    /// test's `app.cells[identifier]` finds: set outside an
    /// `accessibilityElement(children:)`. Nil when the row has none.
    public let accessibilityIdentifier: String?
    /// An identifier set on a row that is not one element: SwiftUI gives it
    /// to each of the row's children, so a UI test finds several elements,
    /// or none that is the row.
    public let childrenIdentifier: String?
    /// Its `swipeActions` modifiers, innermost first.
    public let swipes: [StandInSwipe]
    /// Its context menu's items; nil without a menu, or with an empty one.
    public let menu: [StandInButton]?
    public let isMoveDisabled: Bool, isDeleteDisabled: Bool, isSelectionDisabled: Bool
    let onDelete: ((IndexSet) -> Void)?
    let onMove: ((IndexSet, Int) -> Void)?

    /// The buttons a swipe from `edge` shows.
    public func swipeButtons(_ edge: HorizontalEdge) -> [StandInButton] {
        swipes.filter { $0.edge == edge }.flatMap(\.buttons)
    }

    /// Whether a user can drag the row: its `ForEach` has a move action and
    /// the row is not move-disabled.
    public var canMove: Bool { onMove != nil && !isMoveDisabled }

    /// Whether a user can delete the row with the list's Delete.
    public var canDelete: Bool { onDelete != nil && !isDeleteDisabled }

    /// Drags the row to `destination` (an offset in its `ForEach`, before
    /// the move), as a user does: calls the move action, unless the row
    /// cannot be moved. Says whether it called it.
    @MainActor public func move(to destination: Int) -> Bool {
        guard canMove, let onMove else { return false }
        onMove(IndexSet(integer: offset), destination)
        return true
    }

    /// Deletes the row, as a user does: calls the delete action, unless the
    /// row cannot be deleted. Says whether it called it.
    @MainActor public func delete() -> Bool {
        guard canDelete, let onDelete else { return false }
        onDelete(IndexSet(integer: offset))
        return true
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// The rows this view shows in a list, in order, as SwiftUI builds
    /// them: each view's body is asked for, as SwiftUI asks.
    @_spi(StandInTap) @MainActor public func standInRows() -> [StandInRow] {
        var walker = RowWalker()
        walker.walk(self)
        return walker.rows
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Selects `row` in the first `List` this view shows, as a user's tap
    /// does (on an iPhone, in edit mode): adds its identifier to a set
    /// selection, or makes it the one selected. A row that is
    /// `selectionDisabled(true)` is not selected, unless
    /// `beforeSelectionDisabled` asks for SwiftUI before iOS 17 and
    /// macOS 14, where the modifier does not exist. Says whether it wrote
    /// the selection: false too without a list with a selection.
    @_spi(StandInTap) @MainActor public func standInSelect(_ row: StandInRow, beforeSelectionDisabled: Bool = false) -> Bool {
        var walker = RowWalker()
        walker.walk(self)
        guard beforeSelectionDisabled || !row.isSelectionDisabled, let select = walker.select else { return false }
        return select(row.id)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List {
    /// Writes the row of `id` into the selection; false where the list has
    /// none, or selects another type.
    @MainActor func select(_ id: AnyHashable) -> Bool {
        guard let value = id.base as? SelectionValue, let selection else { return false }
        switch selection {
        case .many(let binding): binding.wrappedValue = binding.wrappedValue.union([value])
        case .one(let binding): binding.wrappedValue = value
        }
        return true
    }
}

/// A stand-in view the walker looks into, instead of asking for its body.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
protocol StandInNode {
    @MainActor func visit(_ walker: inout RowWalker)
}

/// Walks a view tree as SwiftUI builds a list: rows, their traits, and
/// the buttons and labels inside them.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor
struct RowWalker {
    /// A row being walked.
    struct Draft {
        var id: AnyHashable
        var offset: Int
        var onDelete: ((IndexSet) -> Void)?
        var onMove: ((IndexSet, Int) -> Void)?
        var accessibilityIdentifier: String?
        var childrenIdentifier: String?
        /// An identifier applied outside the modifiers walked, waiting for an
        /// `accessibilityElement(children:)` inside them to name.
        var pendingIdentifier: String?
        var swipes: [StandInSwipe] = []
        var menu: [StandInButton]?
        var isMoveDisabled = false, isDeleteDisabled = false, isSelectionDisabled = false
    }

    var rows: [StandInRow] = []
    /// The index of the section being walked; -1 before the first.
    var section = -1
    var row: Draft?
    /// Whether the view walked holds a ForEach or a Section: then it is no row.
    var holdsRows = false
    /// The edit actions of the ForEach about to be walked.
    var onDelete: ((IndexSet) -> Void)?
    var onMove: ((IndexSet, Int) -> Void)?
    /// What buttons, texts and images the view walked holds.
    var buttons: [StandInButton] = []
    var texts: [String] = []
    var images: [String] = []
    /// Selects a row in the first list walked.
    var select: ((AnyHashable) -> Bool)?

    mutating func walk(_ view: any View) {
        walkOpened(view)
    }

    private mutating func walkOpened<V: View>(_ view: V) {
        if let node = view as? any StandInNode {
            node.visit(&self)
        } else if ObjectIdentifier(V.Body.self) != ObjectIdentifier(Never.self) {
            walk(view.body)
        }
    }

    /// The buttons in `view`, as a swipe or a menu shows them.
    static func buttons(in view: any View) -> [StandInButton] {
        var walker = RowWalker()
        walker.walk(view)
        return walker.buttons
    }

    mutating func walkRows<Element, ID: Hashable>(
        of data: some Sequence<Element>, identifier: (Element) -> ID, content: (Element) -> any View
    ) {
        let onDelete = self.onDelete, onMove = self.onMove
        self.onDelete = nil
        self.onMove = nil
        for (offset, element) in data.enumerated() {
            var inner = RowWalker()
            inner.section = section
            inner.row = Draft(id: AnyHashable(identifier(element)), offset: offset, onDelete: onDelete, onMove: onMove)
            inner.walk(content(element))
            section = inner.section
            buttons += inner.buttons
            texts += inner.texts
            images += inner.images
            if inner.holdsRows {
                rows += inner.rows
            } else if let row = inner.row {
                rows.append(StandInRow(
                    id: row.id, section: Swift.max(section, 0), offset: row.offset,
                    accessibilityIdentifier: row.accessibilityIdentifier, childrenIdentifier: row.childrenIdentifier,
                    swipes: row.swipes, menu: row.menu,
                    isMoveDisabled: row.isMoveDisabled, isDeleteDisabled: row.isDeleteDisabled,
                    isSelectionDisabled: row.isSelectionDisabled, onDelete: row.onDelete, onMove: row.onMove))
            }
        }
        holdsRows = true
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: StandInNode where Content: View {
    @MainActor func visit(_ walker: inout RowWalker) {
        walker.walkRows(of: data, identifier: identifier, content: { content($0) })
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EditedContent: StandInNode {
    @MainActor func visit(_ walker: inout RowWalker) {
        if let onDelete { walker.onDelete = onDelete }
        if let onMove { walker.onMove = onMove }
        walker.walk(content)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section: StandInNode where Parent: View, Content: View, Footer: View {
    @MainActor func visit(_ walker: inout RowWalker) {
        walker.section += 1
        walker.holdsRows = true
        walker.walk(content)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List: StandInNode {
    @MainActor func visit(_ walker: inout RowWalker) {
        if walker.select == nil { walker.select = { self.select($0) } }
        walker.walk(content)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TupleView: StandInNode {
    @MainActor func visit(_ walker: inout RowWalker) {
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View { walker.walk(view) }
        }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: StandInNode where TrueContent: View, FalseContent: View {
    @MainActor func visit(_ walker: inout RowWalker) {
        switch storage {
        case .trueContent(let view): walker.walk(view)
        case .falseContent(let view): walker.walk(view)
        }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: StandInNode where Wrapped: View {
    @MainActor func visit(_ walker: inout RowWalker) {
        if let view = self { walker.walk(view) }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnyView: StandInNode {
    @MainActor func visit(_ walker: inout RowWalker) { walker.walk(view) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: StandInNode {
    @MainActor func visit(_ walker: inout RowWalker) { walker.texts.append(content) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image: StandInNode {
    @MainActor func visit(_ walker: inout RowWalker) { walker.images.append(systemName) }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label: StandInNode {
    @MainActor func visit(_ walker: inout RowWalker) {
        walker.walk(title)
        walker.walk(icon)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button: StandInNode {
    @MainActor func visit(_ walker: inout RowWalker) {
        var label = RowWalker()
        label.walk(self.label)
        walker.buttons.append(StandInButton(
            title: label.texts.joined(separator: " "), systemImage: label.images.first,
            isDestructive: isDestructive, tint: nil, action: action))
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension RowModified: StandInNode {
    @MainActor func visit(_ walker: inout RowWalker) {
        switch trait {
        case .swipeActions(let edge, let allowsFullSwipe, let content):
            walker.row?.swipes.append(StandInSwipe(
                edge: edge, allowsFullSwipe: allowsFullSwipe, buttons: RowWalker.buttons(in: content)))
        case .contextMenu(let items):
            let buttons = RowWalker.buttons(in: items)
            walker.row?.menu = buttons.isEmpty ? nil : buttons
        case .moveDisabled(let isDisabled): walker.row?.isMoveDisabled = isDisabled
        case .deleteDisabled(let isDisabled): walker.row?.isDeleteDisabled = isDisabled
        case .selectionDisabled(let isDisabled): walker.row?.isSelectionDisabled = isDisabled
        case .accessibilityIdentifier(let identifier):
            // Names the row's element if one is made inside, else its children.
            walker.row?.pendingIdentifier = identifier
            walker.walk(content)
            if let pending = walker.row?.pendingIdentifier {
                walker.row?.childrenIdentifier = pending
                walker.row?.pendingIdentifier = nil
            }
            return
        case .accessibilityElement:
            if let pending = walker.row?.pendingIdentifier {
                walker.row?.accessibilityIdentifier = pending
                walker.row?.pendingIdentifier = nil
            }
        }
        walker.walk(content)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension VStack: StandInNode {
    @MainActor func visit(_ walker: inout RowWalker) { walker.walk(content) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension HStack: StandInNode {
    @MainActor func visit(_ walker: inout RowWalker) { walker.walk(content) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ZStack: StandInNode {
    @MainActor func visit(_ walker: inout RowWalker) { walker.walk(content) }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView: StandInNode {
    @MainActor func visit(_ walker: inout RowWalker) {
        if let label { walker.walk(label) }
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack: StandInNode {
    @MainActor func visit(_ walker: inout RowWalker) { walker.walk(root) }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension NavigationView: StandInNode {
    @MainActor func visit(_ walker: inout RowWalker) { walker.walk(content) }
}
