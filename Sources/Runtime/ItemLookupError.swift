/// Why there is no item at a path: the path, and the counts it was checked
/// against.
///
/// Its `description` reads like `no item at [2, 5]: section 2 has 3 items`
/// or `no section 4: there are 2 sections`.
public struct ItemLookupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path that was asked for.
    public var path: ItemPath
    /// How many sections there were.
    public var sectionCount: Int
    /// How many items `path.section` had; nil when that section does not
    /// exist.
    public var itemCount: Int?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - path: The path that was asked for.
    ///   - sectionCount: How many sections there were.
    ///   - itemCount: How many items the path's section had; nil when it
    ///     does not exist.
    public init(path: ItemPath, sectionCount: Int, itemCount: Int?) {
        self.path = path
        self.sectionCount = sectionCount
        self.itemCount = itemCount
    }

    /// The path and the counts, in one line.
    public var description: String {
        guard let itemCount else {
            return "no section \(path.section): there \(sectionCount == 1 ? "is" : "are") "
                + "\(counted(sectionCount, "section"))"
        }
        return "no item at \(path): section \(path.section) has \(counted(itemCount, "item"))"
    }
}
