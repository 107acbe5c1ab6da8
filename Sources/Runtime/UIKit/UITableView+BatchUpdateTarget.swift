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
            guard let dataSource else { return false }
            guard let adapter = dataSource as? any SectionedDataAdapter else { return true }
            return adapter.adaptedData === data
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
            let adapter = dataSource as? any TableViewAdapting
            // UIKit declares the updates block NS_NOESCAPE and runs it before
            // returning, so the closure does not outlive this call.
            withoutActuallyEscaping(updateData) { updateData in
                performBatchUpdates(
                    {
                        updateData()
                        self.applyOperations(of: changeset, updateStyle: updateStyle, adapter: adapter)
                    }, completion: { _ in completion() })
            }
        }

        private func applyOperations<Section: AnimatableSectionModelType>(
            of changeset: Changeset<Section>, updateStyle: UpdateStyle, adapter: (any TableViewAdapting)?
        ) {
            let animations = Self.rowAnimations(of: adapter)
            let inPlace = updateStyle == .reconfigure
            if !changeset.deletedSections.isEmpty {
                deleteSections(IndexSet(changeset.deletedSections), with: animations.deletedSections)
            }
            if !changeset.insertedSections.isEmpty {
                insertSections(IndexSet(changeset.insertedSections), with: animations.insertedSections)
            }
            for move in changeset.movedSections {
                moveSection(move.from, toSection: move.to)
            }
            if !changeset.updatedSections.isEmpty {
                showUpdatedSections(
                    changeset.updatedSections, inPlace: inPlace, adapter: adapter, animation: animations.reloadedSections)
            }
            if !changeset.deletedItems.isEmpty {
                deleteRows(at: changeset.deletedItems.map(Self.indexPath), with: animations.deletedRows)
            }
            if !changeset.insertedItems.isEmpty {
                insertRows(at: changeset.insertedItems.map(Self.indexPath), with: animations.insertedRows)
            }
            for move in changeset.movedItems {
                moveRow(at: Self.indexPath(move.from), to: Self.indexPath(move.to))
            }
            if !changeset.updatedItems.isEmpty {
                let paths = changeset.updatedItems.map(Self.indexPath)
                showUpdatedRows(at: paths, inPlace: inPlace, animation: animations.reloadedRows)
            }
        }

        private static func indexPath(_ path: ItemPath) -> IndexPath {
            IndexPath(row: path.item, section: path.section)
        }
    }
#endif
