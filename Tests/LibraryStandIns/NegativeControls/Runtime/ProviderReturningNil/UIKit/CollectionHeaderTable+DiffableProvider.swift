#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension CollectionHeaderTable where HeaderSection: Hashable & Sendable {
        /// The mistake: nil, which UIKit refuses, for an index path of no
        /// section the data source shows.
        public func supplementaryViewProvider<ItemIdentifier: Hashable & Sendable>(
            for dataSource: UICollectionViewDiffableDataSource<HeaderSection, ItemIdentifier>
        ) -> UICollectionViewDiffableDataSource<HeaderSection, ItemIdentifier>.SupplementaryViewProvider {
            { [weak dataSource] collectionView, kind, indexPath in
                let sections = dataSource?.snapshot().sectionIdentifiers ?? []
                guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return nil }
                return self.view(ofKind: kind, for: sections[indexPath[0]], in: collectionView, at: indexPath)
            }
        }
    }
#endif
