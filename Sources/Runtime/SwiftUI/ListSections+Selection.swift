#if canImport(SwiftUI)
import SwiftUI

extension ListSections {
    /// `selection` as a list writes it, letting in only the identities of
    /// rows shown in `sections` whose kind can be selected, then calling
    /// the action table's `select` for each row newly selected, with its
    /// item and place. Give it to the list:
    /// `List(selection: content.selection($selection)) { content }`. It
    /// keeps the other kinds out on every version, where
    /// `selectionDisabled(_:)` (iOS 17, macOS 14) only stops the tap.
    ///
    /// - Complexity: O(*n*) for *n* items, each time the list writes.
    public func selection(_ selection: Binding<Set<Item.Identity>>) -> Binding<Set<Item.Identity>> {
        let sections = self.sections
        let select = self.select
        return Binding(get: { selection.wrappedValue }, set: { proposed in
            // SwiftUI writes a list's selection on the main thread.
            MainActor.assumeIsolated {
                let previous = selection.wrappedValue
                let kept = Self.selectedRows(of: proposed, in: sections)
                selection.wrappedValue = Set(kept.map(\.item.identity))
                if let select {
                    for (item, place) in kept where !previous.contains(item.identity) { select(item, place) }
                }
            }
        })
    }

    /// A single selection as `selection(_:)` of a set makes it: only a
    /// selectable kind's row is selected, and `select` is called when
    /// another row is.
    public func selection(_ selection: Binding<Item.Identity?>) -> Binding<Item.Identity?> {
        let set = self.selection(Binding(
            get: { selection.wrappedValue.map { [$0] } ?? [] }, set: { selection.wrappedValue = $0.first }))
        return Binding(get: { selection.wrappedValue }, set: { set.wrappedValue = $0.map { [$0] } ?? [] })
    }
}
#endif
