#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit

    /// A table view shows a single-section list driven by
    /// `SectionedDataSource.apply(_:to:animated:updateStyle:completion:)`: a table has rows only,
    /// so its data source answers with section 0.
    ///
    /// `reloadData()` is AppKit's own method, which already meets the
    /// protocol's requirement.
    extension NSTableView: BatchUpdateTarget {
        /// Whether the table is in a window; off screen the data source
        /// reloads instead.
        public var canAnimateUpdates: Bool { window != nil }

        /// Applies one stage of a diff between `beginUpdates()` and
        /// `endUpdates()`, switching the data source's data first.
        ///
        /// AppKit processes row changes one after another, so the stage's
        /// all-at-once indices are turned into steps: removals, then each
        /// insertion or move at its final row from the top down, then
        /// reloads (whatever `updateStyle` says: AppKit's table has no way
        /// to reconfigure a row). A stage with more than one section or with
        /// section changes, which a table cannot show, reloads the table
        /// instead. AppKit gives no completion for a table's row
        /// animations, so `completion` is called once `endUpdates()` returns.
        ///
        /// - Parameters:
        ///   - changeset: One stage of a diff of a single section.
        ///   - updateStyle: Ignored: updates are reloads.
        ///   - updateData: Switches the data source to `changeset.sections`.
        ///   - completion: Called once the batch has been applied.
        /// - Complexity: O(*n* + *m* × *n*) for *n* rows and *m* rows placed
        ///   out of their order, plus what AppKit does.
        public func performBatchUpdates<Section: AnimatableSectionModelType>(
            _ changeset: Changeset<Section>, updateStyle: UpdateStyle, updateData: () -> Void,
            completion: @escaping () -> Void
        ) {
            defer { completion() }
            guard let steps = TableRowSteps(changeset) else {
                updateData()
                reloadData()
                return
            }
            beginUpdates()
            updateData()
            if !steps.removed.isEmpty {
                removeRows(at: steps.removed, withAnimation: .effectFade)
            }
            for placement in steps.placements {
                switch placement {
                case .insert(let row): insertRows(at: IndexSet(integer: row), withAnimation: .effectFade)
                case .move(let from, let to): moveRow(at: from, to: to)
                }
            }
            if !steps.reloaded.isEmpty {
                reloadData(forRowIndexes: steps.reloaded, columnIndexes: IndexSet(integersIn: 0..<numberOfColumns))
            }
            endUpdates()
        }
    }
#endif
