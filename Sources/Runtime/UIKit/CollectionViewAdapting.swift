#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// What a collection view asks its data source, when it is the
    /// runtime's adapter, while it applies a batch: whether the
    /// supplementary views of updated sections can be configured again in
    /// place.
    @MainActor protocol CollectionViewAdapting: SectionedDataAdapter {
        /// Configures the visible supplementary views of `sections`
        /// (before-indices, which the batch leaves in place) again from the
        /// data, which already holds the new sections.
        ///
        /// - Returns: False, having done nothing, when they cannot be
        ///   configured in place and must be reloaded.
        func reconfigureSupplementaryViews(ofSections sections: [Int], in collectionView: UICollectionView) -> Bool
    }
#endif
