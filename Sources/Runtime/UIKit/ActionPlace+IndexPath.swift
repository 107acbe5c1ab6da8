#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension ActionPlace {
        /// The place of the row at `indexPath` in `section`: its first index
        /// is the section's, its second the row's (0 where it has fewer).
        public init(section: Section, indexPath: IndexPath) {
            let indices = Array(indexPath)
            self.init(
                section: section,
                path: ItemPath(section: indices.first ?? 0, item: indices.count > 1 ? indices[1] : 0))
        }

        /// The row's index path, as UIKit's delegates take it.
        public var indexPath: IndexPath { IndexPath(indexes: [path.section, path.item]) }
    }

    extension Array {
        /// The item at `indexPath` and its place, as the action helpers take
        /// them: what a delegate asks first. Nil outside the sections.
        ///
        /// - Complexity: O(1).
        public func actionRow<Section, Item>(at indexPath: IndexPath) -> (item: Item, place: ActionPlace<Section>)?
        where Element == AnimatableSectionModel<Section, Item> {
            ItemPath(indexPath).flatMap(actionRow(at:))
        }
    }
#endif
