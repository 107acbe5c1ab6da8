#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit

    extension ItemPath {
        /// The path of the item at `indexPath`, or nil unless it has exactly
        /// two indices, a section and an item: AppKit's `section` and `item`
        /// trap on any other index path.
        ///
        /// - Complexity: O(1).
        init?(_ indexPath: IndexPath) {
            guard indexPath.count == 2 else { return nil }
            self.init(section: indexPath[0], item: indexPath[1])
        }

        /// The index path of the item at this path, as collection views take it.
        ///
        /// - Complexity: O(1).
        var indexPath: IndexPath {
            IndexPath(item: item, section: section)
        }
    }
#endif
