/// A section of a list: the items it holds, and a way to rebuild it with
/// other items while keeping the rest of the section as it is.
public protocol SectionModelType {
    /// The type of the items in the section.
    associatedtype Item

    /// The items of the section, in display order.
    var items: [Item] { get }

    /// Creates a section equal to `original` but holding `items`.
    ///
    /// - Parameters:
    ///   - original: The section whose model (header data) is kept.
    ///   - items: The items of the new section.
    init(original: Self, items: [Item])
}
