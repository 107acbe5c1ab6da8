/// A section value with a header and a footer title, such as a generated
/// section enum (`FeedSection.header`), which lists show around its rows.
public protocol TitledSection {
    /// The section's header title, if it has one.
    var header: String? { get }
    /// The section's footer title, if it has one.
    var footer: String? { get }
}
