#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit

    /// The update target of a table that `GroupedTableDataSource` shows:
    /// each stage of a diff becomes the row changes of `GroupedRowSteps`,
    /// from the sections the data source shows before the stage to the
    /// stage's own, so group rows come and go with their sections.
    @MainActor
    final class GroupedTableUpdates<Shown: AnimatableSectionModelType>: BatchUpdateTarget {
        /// The table updated; the data source does not keep it alive.
        weak var tableView: NSTableView?
        /// The data whose sections the table shows before each stage.
        private unowned let data: SectionedDataSource<Shown>

        init(tableView: NSTableView, data: SectionedDataSource<Shown>) {
            self.tableView = tableView
            self.data = data
        }

        /// Whether the table is in a window; off screen the data source reloads instead.
        var canAnimateUpdates: Bool { tableView?.window != nil }

        /// Whether the table's data source reads `data`.
        func readsData(from data: AnyObject) -> Bool { viewReadsData(data, through: tableView?.dataSource) }

        func reloadData() { tableView?.reloadData() }

        /// Applies one stage between `beginUpdates()` and `endUpdates()`:
        /// removals, then insertions and moves from the top down, then
        /// reloads. A stage whose rows cannot be planned (an identity
        /// repeats) reloads the table. AppKit gives no completion for row
        /// animations, so `completion` is called once `endUpdates()` returns.
        ///
        /// - Complexity: O(*n* + *m* × *n*) for *n* rows and *m* rows placed
        ///   out of their order, plus what AppKit does.
        func performBatchUpdates<Section: AnimatableSectionModelType>(
            _ changeset: Changeset<Section>, updateStyle: UpdateStyle, updateData: () -> Void,
            completion: @escaping () -> Void
        ) {
            defer { completion() }
            guard let tableView, let before = data.sections as? [Section],
                let steps = GroupedRowSteps(from: before, to: changeset.sections)
            else {
                updateData()
                reloadData()
                return
            }
            tableView.beginUpdates()
            updateData()
            if !steps.removed.isEmpty {
                tableView.removeRows(at: IndexSet(steps.removed), withAnimation: .effectFade)
            }
            for placement in steps.placements {
                switch placement {
                case .insert(let row): tableView.insertRows(at: IndexSet(integer: row), withAnimation: .effectFade)
                case .move(let from, let to): tableView.moveRow(at: from, to: to)
                }
            }
            if !steps.reloaded.isEmpty {
                let columns = IndexSet(integersIn: 0..<tableView.numberOfColumns)
                tableView.reloadData(forRowIndexes: IndexSet(steps.reloaded), columnIndexes: columns)
            }
            tableView.endUpdates()
        }
    }
#endif
