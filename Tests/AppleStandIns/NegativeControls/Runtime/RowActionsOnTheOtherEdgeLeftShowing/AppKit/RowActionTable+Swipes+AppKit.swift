// Negative control of AppKitRowActionsCheck: two mistakes, each caught by its
// own check: a swipe shows the other edge's actions, and a click leaves the
// row's actions showing.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit

    extension RowActionTable {
        static func swipeMenu(at edge: NSTableView.RowActionEdge) -> ActionMenu? {
            edge == .leading ? .trailingSwipe : .leadingSwipe
        }

        static func perform(_ action: RowAction, hidingRowActionsOf _: NSTableView?) {
            action.perform()
        }
    }
#endif
