/// An item in a section that does not allow its kind, as
/// `SectionedDataSource` reports it to its `disallowedItemsHandler`.
public struct DisallowedItem<Section: AnimatableSectionModelType> {
    /// Where the item is.
    public var path: ItemPath
    /// The item.
    public var item: Section.Item
    /// The item's kind, as text, such as `mail`.
    public var kind: String
    /// The section, as text, such as `inbox(unread: 3)`.
    public var section: String
    /// The kinds the section allows, as text, in a stable order.
    public var allowedKinds: [String]
}

extension DisallowedItem: Sendable where Section.Item: Sendable {}

extension DisallowedItem: CustomStringConvertible {
    /// A line for a log, such as `a mail at [1, 0] in section feed, which allows card, ad`.
    public var description: String {
        "a \(kind) at \(path) in section \(section), which allows "
            + (allowedKinds.isEmpty ? "no kind" : allowedKinds.joined(separator: ", "))
    }
}
