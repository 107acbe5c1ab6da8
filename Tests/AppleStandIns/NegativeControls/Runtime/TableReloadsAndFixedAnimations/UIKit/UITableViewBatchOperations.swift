// Negative control for Checks/UIKitUpdatesCheck.swift: a table that animates
// every operation with `.automatic` and reloads what changed.
#if canImport(UIKit) && !os(watchOS)
    import UIKit

    struct UITableViewBatchOperations: BatchOperations {
        let table: UITableView

        init(_ table: UITableView) { self.table = table }

        func performBatch(_ updates: @escaping () -> Void, completion: @escaping () -> Void) {
            table.performBatchUpdates(updates, completion: { _ in completion() })
        }

        // The mistakes: the adapter's animations ignored, and sections and
        // rows reloaded where they would be configured again in place.
        func deleteSections(_ sections: [Int]) { table.deleteSections(IndexSet(sections), with: .automatic) }
        func insertSections(_ sections: [Int]) { table.insertSections(IndexSet(sections), with: .automatic) }
        func moveSection(_ section: Int, toSection newSection: Int) { table.moveSection(section, toSection: newSection) }
        func updateSections(_ sections: [Int], style _: UpdateStyle) { table.reloadSections(IndexSet(sections), with: .automatic) }
        func deleteItems(at paths: [ItemPath]) { table.deleteRows(at: paths.map(Self.indexPath), with: .automatic) }
        func insertItems(at paths: [ItemPath]) { table.insertRows(at: paths.map(Self.indexPath), with: .automatic) }
        func moveItem(at path: ItemPath, to newPath: ItemPath) { table.moveRow(at: Self.indexPath(path), to: Self.indexPath(newPath)) }
        func updateItems(at paths: [ItemPath], style _: UpdateStyle) { table.reloadRows(at: paths.map(Self.indexPath), with: .automatic) }

        private static func indexPath(_ path: ItemPath) -> IndexPath { IndexPath(row: path.item, section: path.section) }
    }
#endif
