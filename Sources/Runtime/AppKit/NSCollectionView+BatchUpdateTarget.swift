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
            viewReadsData(data, through: dataSource)
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
            NSCollectionViewBatchOperations(collectionView: self).perform(
                changeset, updateStyle: updateStyle, updateData: updateData, completion: completion)
        }
    }
#endif
