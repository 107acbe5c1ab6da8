#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A collection view is driven by `SectionedDataSource.apply(_:to:animated:updateStyle:completion:)`.
    ///
    /// `reloadData()` is UIKit's own method, which already meets the
    /// protocol's requirement.
    extension UICollectionView: BatchUpdateTarget {
        /// Whether the collection view is in a window: UIKit does not
        /// animate while it is off screen, so the data source reloads then
        /// instead.
        public var canAnimateUpdates: Bool { window != nil }

        /// Whether the collection view's data source is the adapter showing `data`.
        /// It holds its data source weakly, so a released adapter leaves
        /// none; a data source of the app's own cannot be checked and is
        /// trusted. (`hasUncommittedUpdates` is UIKit's own property.)
        public func readsData(from data: AnyObject) -> Bool {
            viewReadsData(data, through: dataSource)
        }

        /// Applies one stage of a diff in one `performBatchUpdates(_:completion:)`,
        /// switching the data source's data first inside the batch.
        ///
        /// With `.reconfigure`, updated items are reconfigured (iOS, tvOS and
        /// visionOS 15 and later; reloaded before) and updated sections get
        /// their supplementary views configured again when the adapter can
        /// (`CollectionViewDataSource.reconfigureSupplementaryView`), else
        /// reloaded.
        ///
        /// - Parameters:
        ///   - changeset: One stage of a diff, legal for UIKit's batch updates.
        ///   - updateStyle: How to show updated items and sections.
        ///   - updateData: Switches the data source to `changeset.sections`.
        ///   - completion: Called when UIKit's animations of the batch end.
        /// - Complexity: O(*n*) for *n* operations in the changeset, plus
        ///   what UIKit does.
        public func performBatchUpdates<Section: AnimatableSectionModelType>(
            _ changeset: Changeset<Section>, updateStyle: UpdateStyle, updateData: () -> Void,
            completion: @escaping () -> Void
        ) {
            UICollectionViewBatchOperations(self).perform(
                changeset, updateStyle: updateStyle, updateData: updateData, completion: completion)
        }
    }
#endif
