/// An item whose row UI tests find by an identifier, such as a generated
/// item enum (`FeedItem.accessibilityIdentifier`, `"card.42"`): the list
/// views of the library set it on each row.
public protocol AccessibilityIdentifiable {
    /// The identifier of the item's row.
    var accessibilityIdentifier: String { get }
}

extension AccessibilityIdentifiable {
    /// `parts` as one identifier, each as string interpolation shows it:
    /// how a generated identity joins its kind's case name and its fields
    /// (`"card."`, `42`), with one call per kind, which the compiler checks
    /// faster than an interpolated literal per kind.
    ///
    /// - Complexity: O(*n*) in the length of the identifier.
    public static func accessibilityIdentifier(joining parts: Any...) -> String {
        parts.map { String(describing: $0) }.joined()
    }
}
