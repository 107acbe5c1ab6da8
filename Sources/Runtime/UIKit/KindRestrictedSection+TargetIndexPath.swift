#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension KindRestrictedSection where Self: IdentifiableType & Equatable, Item: IdentifiableType & Equatable {
        /// `targetItemPath(forMoveFrom:toProposed:in:)` for index paths: return
        /// it from a table delegate's
        /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)` or
        /// a collection delegate's
        /// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`.
        /// An index path of other than two indices keeps the item at `source`.
        ///
        /// - Complexity: O(*k*) for *k* allowed kinds.
        public static func targetIndexPath(
            forMoveFrom source: IndexPath, toProposed proposed: IndexPath, in sections: [AnimatableSectionModel<Self, Item>]
        ) -> IndexPath {
            guard let from = ItemPath(source), let to = ItemPath(proposed) else { return source }
            return targetItemPath(forMoveFrom: from, toProposed: to, in: sections) == to ? proposed : source
        }
    }
#endif
