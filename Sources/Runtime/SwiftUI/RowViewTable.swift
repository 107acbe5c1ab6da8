#if canImport(SwiftUI)
import SwiftUI

/// A table of one row view per kind of item, such as a generated
/// `FeedItem.RowViews`: the compiler checks that it has every kind, and
/// `ListSections` shows each item through it.
@MainActor
public protocol RowViewTable {
    /// The items the table shows, such as `FeedItem`.
    associatedtype Item
    /// The row of `item`'s kind, built from the item's own type; wrapped in
    /// an `AnyView`, so that the table is one type whatever the kinds.
    func callAsFunction(_ item: Item) -> AnyView
}
#endif
