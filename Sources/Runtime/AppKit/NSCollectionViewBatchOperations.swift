#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit

    /// How a batch shows its changes on an AppKit collection view: items as
    /// sets of index paths, and updates as reloads, whatever the update
    /// style (AppKit has no way to configure an item again in place).
    struct NSCollectionViewBatchOperations: BatchOperations {
        let collectionView: NSCollectionView

        func performBatch(_ updates: @escaping () -> Void, completion: @escaping () -> Void) {
            collectionView.performBatchUpdates(updates, completionHandler: { _ in completion() })
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

        func updateSections(_ sections: [Int], style _: UpdateStyle) {
            collectionView.reloadSections(IndexSet(sections))
        }

        func deleteItems(at paths: [ItemPath]) {
            collectionView.deleteItems(at: Self.indexPaths(paths))
        }

        func insertItems(at paths: [ItemPath]) {
            collectionView.insertItems(at: Self.indexPaths(paths))
        }

        func moveItem(at path: ItemPath, to newPath: ItemPath) {
            collectionView.moveItem(at: path.indexPath, to: newPath.indexPath)
        }

        func updateItems(at paths: [ItemPath], style _: UpdateStyle) {
            collectionView.reloadItems(at: Self.indexPaths(paths))
        }

        private static func indexPaths(_ paths: [ItemPath]) -> Set<IndexPath> {
            Set(paths.map(\.indexPath))
        }
    }
#endif
