/// What the app does for each kind's actions and selection: the generated
/// `Actions` table, one closure per action of each kind. The UIKit, AppKit
/// and SwiftUI helpers turn its descriptions into buttons.
@MainActor
public protocol RowActionTable {
    /// The item enum, such as `InboxItem`.
    associatedtype Item
    /// The section enum, such as `InboxSection`.
    associatedtype Section

    /// The actions `item`'s row offers in `menu`, in the spec's order, each
    /// calling its handler with the item and `place`; empty where its kind
    /// offers none.
    func actions(in menu: ActionMenu, for item: Item, at place: ActionPlace<Section>) -> [RowAction]

    /// Calls the `select` handler of `item`'s kind; nothing for a kind
    /// without one.
    func select(_ item: Item, at place: ActionPlace<Section>)
}
