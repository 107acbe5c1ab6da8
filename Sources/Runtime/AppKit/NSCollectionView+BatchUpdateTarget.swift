#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit

    /// A collection view is driven by `SectionedDataSource.apply(_:to:animated:updateStyle:completion:)`.
    ///
    /// `reloadData()` is AppKit's own method, which already meets the
    /// protocol's requirement.
    extension NSCollectionView: BatchUpdateTarget {
        /// Whether the collection view is in a window; off screen the data
        /// source reloads instead.
        public var canAnimateUpdates: Bool { window != nil }

        /// Whether the collection view's data source is the adapter showing
        /// `data`. It holds its data source weakly, so a released adapter
        /// leaves none; a data source of the app's own cannot be checked
        /// and is trusted.
        public func readsData(from data: AnyObject) -> Bool {
            guard let dataSource else { return false }
            guard let adapter = dataSource as? any SectionedDataAdapter else { return true }
            return adapter.adaptedData === data
        }

        /// Applies one stage of a diff in one
        /// `performBatchUpdates(_:completionHandler:)`, switching the data
        /// source's data first inside the batch.
        ///
        /// Section and item updates are reloads, whatever `updateStyle`
        /// says: AppKit has no way to configure an item again in place. The
        /// batch is sent to the view itself, not to its `animator()` proxy.
        ///
        /// - Parameters:
        ///   - changeset: One stage of a diff, legal for batch updates.
        ///   - updateStyle: Ignored: updates are reloads.
        ///   - updateData: Switches the data source to `changeset.sections`.
        ///   - completion: Called when AppKit's animations of the batch end.
        /// - Complexity: O(*n*) for *n* operations in the changeset, plus
        ///   what AppKit does.
        public func performBatchUpdates<Section: AnimatableSectionModelType>(
            _ changeset: Changeset<Section>, updateStyle: UpdateStyle, updateData: () -> Void,
            completion: @escaping () -> Void
        ) {
            // AppKit declares the updates block NS_NOESCAPE and runs it before
            // returning, so the closure does not outlive this call.
            withoutActuallyEscaping(updateData) { updateData in
                performBatchUpdates(
                    {
                        updateData()
                        self.applyOperations(of: changeset)
                    }, completionHandler: { _ in completion() })
            }
        }

        private func applyOperations<Section: AnimatableSectionModelType>(of changeset: Changeset<Section>) {
            if !changeset.deletedSections.isEmpty {
                deleteSections(IndexSet(changeset.deletedSections))
            }
            if !changeset.insertedSections.isEmpty {
                insertSections(IndexSet(changeset.insertedSections))
            }
            for move in changeset.movedSections {
                moveSection(move.from, toSection: move.to)
            }
            if !changeset.updatedSections.isEmpty {
                reloadSections(IndexSet(changeset.updatedSections))
            }
            if !changeset.deletedItems.isEmpty {
                deleteItems(at: Set(changeset.deletedItems.map(Self.indexPath)))
            }
            if !changeset.insertedItems.isEmpty {
                insertItems(at: Set(changeset.insertedItems.map(Self.indexPath)))
            }
            for move in changeset.movedItems {
                moveItem(at: Self.indexPath(move.from), to: Self.indexPath(move.to))
            }
            if !changeset.updatedItems.isEmpty {
                reloadItems(at: Set(changeset.updatedItems.map(Self.indexPath)))
            }
        }

        private static func indexPath(_ path: ItemPath) -> IndexPath {
            IndexPath(item: path.item, section: path.section)
        }
    }
#endif
