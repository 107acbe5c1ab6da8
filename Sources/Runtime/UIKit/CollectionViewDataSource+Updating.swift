#if canImport(UIKit) && !os(watchOS)
    import UIKit

    // What the collection view asks its adapter while it applies a batch. `apply`,
    // `bind` and `applyDiffingOffMainActor` come from `SectionedViewDataSource`.

    extension CollectionViewDataSource: SectionedViewDataSource, CollectionViewAdapting {
        /// The view this data source answers for.
        public typealias ListView = UICollectionView

        /// Configures the visible supplementary views of `sections`, of every
        /// kind the layout has asked for, again through
        /// `reconfigureSupplementaryView`; false while it is not set.
        ///
        /// - Complexity: O(*k* × *v*) for *k* kinds and *v* visible
        ///   supplementary views.
        func reconfigureSupplementaryViews(ofSections sections: [Int], in collectionView: UICollectionView) -> Bool {
            guard let reconfigureSupplementaryView else { return false }
            let updated = Set(sections)
            for kind in supplementaryKinds.sorted() {
                for indexPath in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind)
                where indexPath.count == 2 && updated.contains(indexPath[0]) {
                    guard let section = data.section(at: indexPath[0]),
                        let view = collectionView.supplementaryView(forElementKind: kind, at: indexPath)
                    else { continue }
                    reconfigureSupplementaryView(view, kind, indexPath, section)
                }
            }
            return true
        }
    }
#endif
