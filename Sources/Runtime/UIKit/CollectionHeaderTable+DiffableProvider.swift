#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension CollectionHeaderTable where HeaderSection: Hashable & Sendable {
        /// These views as the `supplementaryViewProvider` of `dataSource`, for
        /// the standard header and footer kinds; never nil, which UIKit does
        /// not accept ("The supplementary view provider must return a valid
        /// view object", Apple's page of `SupplementaryViewProvider`): an
        /// index path of no section the data source shows gets an empty view,
        /// as `view(ofKind:at:in:sectionAt:)` says.
        ///
        /// ```swift
        /// dataSource.supplementaryViewProvider = headers.supplementaryViewProvider(for: dataSource)
        /// ```
        public func supplementaryViewProvider<ItemIdentifier: Hashable & Sendable>(
            for dataSource: UICollectionViewDiffableDataSource<HeaderSection, ItemIdentifier>
        ) -> UICollectionViewDiffableDataSource<HeaderSection, ItemIdentifier>.SupplementaryViewProvider {
            { [weak dataSource] collectionView, kind, indexPath in
                self.view(ofKind: kind, at: indexPath, in: collectionView) { index in
                    guard let dataSource else { return nil }
                    if #available(iOS 15.0, tvOS 15.0, *) {
                        return dataSource.sectionIdentifier(for: index)
                    }
                    let sections = dataSource.snapshot().sectionIdentifiers
                    return sections.indices.contains(index) ? sections[index] : nil
                }
            }
        }
    }
#endif
