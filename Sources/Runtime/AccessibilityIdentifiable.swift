/// An item whose row UI tests find by an identifier, such as a generated
/// item enum (`FeedItem.accessibilityIdentifier`, `"card.42"`): the list
/// views of the library set it on each row.
public protocol AccessibilityIdentifiable {
    /// The identifier of the item's row.
    var accessibilityIdentifier: String { get }
}
