#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A table view is driven by `SectionedDataSource.apply(_:to:animated:updateStyle:completion:)`.
    ///
    /// `reloadData()` is UIKit's own method, which already meets the
    /// protocol's requirement.
    extension UITableView: BatchUpdateTarget {
        /// Whether the table is in a window: UIKit does not animate, and may
        /// not even ask for counts, while it is off screen, so the data
        /// source reloads then instead.
        public var canAnimateUpdates: Bool { window != nil }

        /// Whether the table's data source is the adapter showing `data`.
        /// It holds its data source weakly, so a released adapter leaves
        /// none; a data source of the app's own cannot be checked and is
        /// trusted. (`hasUncommittedUpdates` is UIKit's own property.)
        public func readsData(from data: AnyObject) -> Bool {
            viewReadsData(data, through: dataSource)
        }

        /// Applies one stage of a diff in one `performBatchUpdates(_:completion:)`,
        /// switching the data source's data first inside the batch.
        ///
        /// Inserts, deletes and reloads use the adapter's `rowAnimations`
        /// (`.automatic` for a data source of the app's own). With
        /// `.reconfigure`, updated rows are reconfigured (iOS, tvOS and
        /// visionOS 15 and later; reloaded before) and updated sections get
        /// their headers and footers configured again when the adapter can
        /// (`TableViewDataSource.reconfigureHeaderView`), else reloaded.
        ///
        /// - Parameters:
        ///   - changeset: One stage of a diff, legal for UIKit's batch updates.
        ///   - updateStyle: How to show updated rows and sections.
        ///   - updateData: Switches the data source to `changeset.sections`.
        ///   - completion: Called when UIKit's animations of the batch end.
        /// - Complexity: O(*n*) for *n* operations in the changeset, plus
        ///   what UIKit does.
        public func performBatchUpdates<Section: AnimatableSectionModelType>(
            _ changeset: Changeset<Section>, updateStyle: UpdateStyle, updateData: () -> Void,
            completion: @escaping () -> Void
        ) {
            UITableViewBatchOperations(self).perform(
                changeset, updateStyle: updateStyle, updateData: updateData, completion: completion)
        }
    }
#endif
