/// The items one section of a spec may hold, as the generated enum of the
/// kinds it allows (`FeedItem.FeedItems`, with a case for each kind the spec
/// allows in the `feed` section): every value is an item that section allows.
public protocol SectionMembers {
    /// The item enum the section model holds, such as `FeedItem`.
    associatedtype Item

    /// The member as the section model holds it, with its identity unchanged.
    var item: Item { get }
}
