#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension CollectionHeaderTable {
        /// An empty view of `kind` at `indexPath`, for a supplementary view the
        /// spec does not describe: a section without a view of that kind, a
        /// kind other than header and footer, a layout's global header or
        /// footer. Registered for `kind` first, as dequeuing a kind nothing
        /// was registered for raises an exception.
        ///
        /// - Complexity: O(1).
        public static func emptyView(
            ofKind kind: String, in collectionView: UICollectionView, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            // Apple's page asks only that a class be registered before a view
            // of it is dequeued, so a data source may register it when asked;
            // registering it again replaces the entry with the same class.
            // https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-661io
            // Apple's rule against making a registration inside a provider (an
            // exception from iOS 15 on) is about
            // `UICollectionView.SupplementaryRegistration` values, which this is not.
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: emptyIdentifier)
            return collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: emptyIdentifier, for: indexPath)
        }
    }
#endif
