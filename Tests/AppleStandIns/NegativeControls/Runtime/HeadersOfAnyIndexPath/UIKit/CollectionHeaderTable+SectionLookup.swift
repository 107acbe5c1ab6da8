#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension CollectionHeaderTable {
        /// The view of `kind` at `indexPath` for the section `section(at:)`
        /// finds at its first index: what a data source's supplementary view
        /// provider returns. A layout's global header or footer (an index
        /// path of one index, of no section) and an index of no section get
        /// an empty view registered for their kind, which UIKit accepts where
        /// it refuses nil, and a debug build of the runtime says what was
        /// asked for: make those views in a provider of your own that calls
        /// this one for the rest.
        ///
        /// - Complexity: that of `section(at:)`, then O(1).
        public func view(
            ofKind kind: String, at indexPath: IndexPath, in collectionView: UICollectionView,
            sectionAt section: (_ index: Int) -> HeaderSection?
        ) -> UICollectionReusableView {
            // The mistake: a global header or footer (one index) is read as the first index's section.
            guard let found = section(indexPath[0]) else {
                debugMessage(
                    "the layout asked for a supplementary view of kind \(kind) at \(indexPath), in no section the data "
                        + "source shows")
                return Self.emptyView(ofKind: kind, in: collectionView, at: indexPath)
            }
            return view(ofKind: kind, for: found, in: collectionView, at: indexPath)
        }
    }
#endif
