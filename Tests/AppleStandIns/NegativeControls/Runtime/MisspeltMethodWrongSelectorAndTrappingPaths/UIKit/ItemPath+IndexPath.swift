#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension ItemPath {
        /// The path of the row or item at `indexPath`, or nil unless it has
        /// exactly two indices, a section and a row (or item): UIKit's
        /// `section`, `row` and `item` trap on any other index path.
        ///
        /// - Complexity: O(1).
        init?(_ indexPath: IndexPath) {
            self.init(section: indexPath.section, item: indexPath.row)
        }

        /// The index path of the row or item at this path, as the runtime's.
        var indexPath: IndexPath {
            IndexPath(item: item, section: section)
        }
    }
#endif
