/// An item that says which kind it is, such as a generated item enum
/// (`FeedItem.kind`), so that a section can allow some kinds and not others.
public protocol KindedItem {
    /// The kinds of item, such as `FeedItem.Kind`.
    associatedtype Kind: Hashable

    /// The kind of this item.
    var kind: Kind { get }
}
