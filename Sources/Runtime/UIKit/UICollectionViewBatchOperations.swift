#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// How a batch shows its changes on a collection view: content that
    /// changed in place where the update style and the adapter allow.
    struct UICollectionViewBatchOperations: BatchOperations {
        let collectionView: UICollectionView
        /// The collection view's data source when it is the runtime's adapter.
        let adapter: (any CollectionViewAdapting)?

        init(_ collectionView: UICollectionView) {
            self.collectionView = collectionView
            adapter = collectionView.dataSource as? any CollectionViewAdapting
        }

        func performBatch(_ updates: @escaping () -> Void, completion: @escaping () -> Void) {
            collectionView.performBatchUpdates(updates, completion: { _ in completion() })
        }

        func deleteSections(_ sections: [Int]) {
            collectionView.deleteSections(IndexSet(sections))
        }

        func insertSections(_ sections: [Int]) {
            collectionView.insertSections(IndexSet(sections))
        }

        func moveSection(_ section: Int, toSection newSection: Int) {
            collectionView.moveSection(section, toSection: newSection)
        }

        /// Supplementary views configured again when `style` is
        /// `.reconfigure` and the adapter can, else the sections reloaded.
        func updateSections(_ sections: [Int], style: UpdateStyle) {
            if style == .reconfigure,
                adapter?.reconfigureSupplementaryViews(ofSections: sections, in: collectionView) == true
            {
                return
            }
            collectionView.reloadSections(IndexSet(sections))
        }

        func deleteItems(at paths: [ItemPath]) {
            collectionView.deleteItems(at: paths.map(\.indexPath))
        }

        func insertItems(at paths: [ItemPath]) {
            collectionView.insertItems(at: paths.map(\.indexPath))
        }

        func moveItem(at path: ItemPath, to newPath: ItemPath) {
            collectionView.moveItem(at: path.indexPath, to: newPath.indexPath)
        }

        /// Items reconfigured when `style` is `.reconfigure` (iOS, tvOS and
        /// visionOS 15 and later), else reloaded.
        func updateItems(at paths: [ItemPath], style: UpdateStyle) {
            let indexPaths = paths.map(\.indexPath)
            if style == .reconfigure, #available(iOS 15.0, tvOS 15.0, *) {
                collectionView.reconfigureItems(at: indexPaths)
            } else {
                collectionView.reloadItems(at: indexPaths)
            }
        }
    }
#endif
