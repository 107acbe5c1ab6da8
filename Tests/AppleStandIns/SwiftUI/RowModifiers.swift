// Stand-ins for the modifiers that give a list's row its behaviour:
// https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:),
// https://developer.apple.com/documentation/swiftui/view/contextmenu(menuitems:),
// https://developer.apple.com/documentation/swiftui/view/movedisabled(_:),
// https://developer.apple.com/documentation/swiftui/view/deletedisabled(_:) and
// https://developer.apple.com/documentation/swiftui/view/selectiondisabled(_:),
// with https://developer.apple.com/documentation/swiftui/horizontaledge.
// Each returns the view with what it says about the row; the stand-in
// list reads that back (StandInListRows.swift), as SwiftUI does when it
// shows the row.

/// `enum HorizontalEdge`
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum HorizontalEdge: Hashable, Sendable {
    /// `case leading`
    case leading
    /// `case trailing`
    case trailing
}

/// What one modifier says about the row it is on.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
enum RowTrait {
    /// The buttons of a swipe on `edge`, and whether a full swipe performs the first.
    case swipeActions(edge: HorizontalEdge, allowsFullSwipe: Bool, content: any View)
    case contextMenu(any View)
    case moveDisabled(Bool)
    case deleteDisabled(Bool)
    case selectionDisabled(Bool)
    case accessibilityIdentifier(String)
    case accessibilityElement(AccessibilityChildBehavior)
}

/// A view with one modifier's trait: SwiftUI's `ModifiedContent`, whose
/// modifiers are not public either.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated struct RowModified<Content: View>: View {
    let content: Content
    let trait: RowTrait

    var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// `nonisolated func swipeActions<T>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View where T : View`
    /// "Adds custom swipe actions to a row in a list": the buttons of
    /// `content`, on `edge`; "allowsFullSwipe: A Boolean value that
    /// indicates whether a full swipe automatically performs the first
    /// action." No tvOS on the page.
    @available(iOS 15.0, macOS 12.0, watchOS 8.0, *)
    @available(tvOS, unavailable)
    nonisolated public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        RowModified(content: self, trait: .swipeActions(edge: edge, allowsFullSwipe: allowsFullSwipe, content: content()))
    }

    /// `nonisolated func contextMenu<MenuItems>(@ViewBuilder menuItems: () -> MenuItems) -> some View where MenuItems : View`
    /// "Compose the menu by returning controls like Button ... You can
    /// deactivate the context menu by returning nothing from the closure."
    /// The page gives tvOS 14 and watchOS 6 to 7 (deprecated in watchOS 7,
    /// which has no context menus).
    @available(iOS 13.0, macOS 10.15, tvOS 14.0, *)
    @available(watchOS, introduced: 6.0, deprecated: 7.0)
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        RowModified(content: self, trait: .contextMenu(menuItems()))
    }

    /// `nonisolated func moveDisabled(_ isDisabled: Bool) -> some View`:
    /// "Adds a condition for whether the view's view hierarchy is movable."
    nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View {
        RowModified(content: self, trait: .moveDisabled(isDisabled))
    }

    /// `nonisolated func deleteDisabled(_ isDisabled: Bool) -> some View`:
    /// whether the row can be deleted by its list's `onDelete`.
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View {
        RowModified(content: self, trait: .deleteDisabled(isDisabled))
    }

    /// `nonisolated func selectionDisabled(_ isDisabled: Bool = true) -> some View`:
    /// "Use this modifier to control the selectability of views in
    /// selectable containers like List or Table."
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        RowModified(content: self, trait: .selectionDisabled(isDisabled))
    }
}
