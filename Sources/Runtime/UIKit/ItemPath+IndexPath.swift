#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension ItemPath {
        /// The path of the row or item at `indexPath`, or nil unless it has
        /// exactly two indices, a section and a row (or item): UIKit's
        /// `section`, `row` and `item` trap on any other index path.
        ///
        /// - Complexity: O(1).
        init?(_ indexPath: IndexPath) {
            guard indexPath.count == 2 else { return nil }
            self.init(section: indexPath[0], item: indexPath[1])
        }

        /// The index path of the row or item at this path, as table and
        /// collection views take it.
        ///
        /// - Complexity: O(1).
        var indexPath: IndexPath {
            IndexPath(item: item, section: section)
        }
    }
#endif
