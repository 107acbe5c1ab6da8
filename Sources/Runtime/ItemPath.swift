/// The position of an item: its section and its index in that section.
///
/// Ordered by section, then by item, like `IndexPath` in UIKit.
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The index of the section.
    public var section: Int
    /// The index of the item within its section.
    public var item: Int

    /// Creates a path from a section index and an item index.
    @inlinable public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Orders paths by section, then by item.
    @inlinable public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `[section, item]`, as UIKit prints an index path.
    public var description: String { "[\(section), \(item)]" }
}
