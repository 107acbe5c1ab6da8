// Negative control for Checks/SupplementaryViewsCheck.swift: the empty view
// dequeued for a kind nothing was registered for.
#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension CollectionHeaderTable {
        // The mistake: the empty view dequeued for any kind from the
        // identifier registered only for the header and footer kinds.
        public static func emptyView(ofKind kind: String, in view: UICollectionView, at path: IndexPath) -> UICollectionReusableView {
            view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: emptyIdentifier, for: path)
        }
    }
#endif
