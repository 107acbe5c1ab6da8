#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// How a batch shows its changes on a table: with the adapter's
    /// animations, and content that changed in place where the update
    /// style and the adapter allow.
    struct UITableViewBatchOperations: BatchOperations {
        let table: UITableView
        /// The table's data source when it is the runtime's adapter.
        let adapter: (any TableViewAdapting)?
        /// The adapter's animations, else `.automatic` for every operation.
        let animations: TableViewRowAnimations

        init(_ table: UITableView) {
            self.table = table
            adapter = table.dataSource as? any TableViewAdapting
            animations = adapter?.rowAnimations ?? TableViewRowAnimations()
        }

        func performBatch(_ updates: @escaping () -> Void, completion: @escaping () -> Void) {
            table.performBatchUpdates(updates, completion: { _ in completion() })
        }

        func deleteSections(_ sections: [Int]) {
            table.deleteSections(IndexSet(sections), with: animations.deletedSections)
        }

        func insertSections(_ sections: [Int]) {
            table.insertSections(IndexSet(sections), with: animations.insertedSections)
        }

        func moveSection(_ section: Int, toSection newSection: Int) {
            table.moveSection(section, toSection: newSection)
        }

        /// Headers and footers configured again when `style` is
        /// `.reconfigure` and the adapter can, else the sections reloaded.
        func updateSections(_ sections: [Int], style: UpdateStyle) {
            if style == .reconfigure, adapter?.reconfigureHeadersAndFooters(ofSections: sections, in: table) == true {
                return
            }
            table.reloadSections(IndexSet(sections), with: animations.reloadedSections)
        }

        func deleteItems(at paths: [ItemPath]) {
            table.deleteRows(at: paths.map(\.indexPath), with: animations.deletedRows)
        }

        func insertItems(at paths: [ItemPath]) {
            table.insertRows(at: paths.map(\.indexPath), with: animations.insertedRows)
        }

        func moveItem(at path: ItemPath, to newPath: ItemPath) {
            table.moveRow(at: path.indexPath, to: newPath.indexPath)
        }

        /// Rows reconfigured when `style` is `.reconfigure` (iOS, tvOS and
        /// visionOS 15 and later), else reloaded.
        func updateItems(at paths: [ItemPath], style: UpdateStyle) {
            let indexPaths = paths.map(\.indexPath)
            if style == .reconfigure, #available(iOS 15.0, tvOS 15.0, *) {
                table.reconfigureRows(at: indexPaths)
            } else {
                table.reloadRows(at: indexPaths, with: animations.reloadedRows)
            }
        }
    }
#endif
