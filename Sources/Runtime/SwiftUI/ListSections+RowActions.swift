#if canImport(SwiftUI)
import SwiftUI

// The row actions (`RowAction`) as SwiftUI shows them: swipe buttons and a
// context menu, each where the platform has them.
extension ListSections {
    #if !os(tvOS)
        /// `row` with `actions` as its swipe actions on `edge`; no modifier
        /// for an edge without actions, which leaves that edge as SwiftUI
        /// makes it (the trailing edge's Delete of `onDelete`).
        @available(iOS 15.0, macOS 12.0, watchOS 8.0, *)
        @ViewBuilder
        static func swiped(_ row: some View, on edge: HorizontalEdge, _ actions: [RowAction]) -> some View {
            if actions.isEmpty {
                row
            } else {
                row.swipeActions(edge: edge) { buttons(actions) }
            }
        }
    #endif

    /// `row` with `actions` as its context menu; none without actions, on
    /// watchOS (which has no context menus from watchOS 7 on), and before
    /// tvOS 14.
    @ViewBuilder
    static func withMenu(_ row: some View, _ actions: [RowAction]) -> some View {
        #if os(watchOS)
            row
        #elseif os(tvOS)
            if actions.isEmpty {
                row
            } else {
                if #available(tvOS 14.0, *) {
                    row.contextMenu { buttons(actions) }
                } else {
                    row
                }
            }
        #else
            if actions.isEmpty {
                row
            } else {
                row.contextMenu { buttons(actions) }
            }
        #endif
    }

    /// A button per action, in order.
    static func buttons(_ actions: [RowAction]) -> some View {
        ForEach(actions.indices, id: \.self) { index in button(actions[index]) }
    }

    /// `action`'s button where SwiftUI has roles and tints (iOS 15, macOS
    /// 12): a destructive one has the destructive role, which removes its
    /// row as it is tapped; a caution one is tinted red and has no role, so
    /// its row stays. A plain button before.
    @ViewBuilder
    static func button(_ action: RowAction) -> some View {
        if #available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) {
            if action.style == .caution {
                Button(action: { action.perform() }) { label(action) }.tint(.red)
            } else {
                Button(role: action.isDestructive ? .destructive : nil, action: { action.perform() }) { label(action) }
            }
        } else {
            Button(action: { action.perform() }) { label(action) }
        }
    }

    /// `action`'s title, beside its SF Symbol where it has one and SwiftUI
    /// has labels (iOS 14, macOS 11).
    @ViewBuilder
    static func label(_ action: RowAction) -> some View {
        if let image = action.systemImage {
            if #available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) {
                Label(action.title, systemImage: image)
            } else {
                Text(action.title)
            }
        } else {
            Text(action.title)
        }
    }
}
#endif
