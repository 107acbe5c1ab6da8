import ItemizeRuntime

// How UIKit reconfigures a row inside a batch, and what the strict rules
// below reject. Sources: Apple's pages for `reconfigureRows(at:)` and
// `reconfigureItems(at:)` (iOS 15); the WWDC 2021 session "Make blazing
// fast lists and collection views" and its authors' notes; apps' crash
// reports (code-payments/code-ios-app PR 483).
//
// - A reconfigure keeps the cell. It is not split into a delete and an
//   insert as a reload is, so it changes no count; the view calls the data
//   source's cell method for the row again, and dequeuing there returns the
//   existing cell (`prepareForReuse` is not called). The cell must be of
//   the same type as before, or UIKit raises an exception; for a row
//   without a cell it does nothing.
// - It names the row by its index before the batch, and UIKit resolves it
//   when it is called, against what the data source returns then. Inside a
//   batch the data source has already switched to the new data, so the
//   row's before-index must still hold the same item there: an insert,
//   delete or move that shifts it hands the kept cell another row's item,
//   shown in the wrong place or, with another cell class, a crash.
//   (Strict: the data source must return, at every reconfigured index, the
//   item the view shows there.)
// - A row reconfigured and also deleted, reloaded or moved in the same
//   batch, or reconfigured twice, asks two things of one cell; a row in a
//   section that is deleted, reloaded or moved has no stable index.
//   (Strict.)
// - Out of bounds of what the view shows: the cell method is asked for a
//   row that does not exist. (Rejected as UIKit would.)
//
// Headers and footers configured again in place are the adapter's doing,
// not a UIKit operation: inside the batch it takes the visible header and
// footer views of a section (`headerView(forSection:)`,
// `supplementaryView(forElementKind:at:)`, by the index the view shows)
// and configures them with the data source's section at that index. The
// same rules hold (strict): the section must be one the view shows, named
// once, not also deleted, reloaded or moved, and the data source must
// return the same section at that index.

extension BatchUpdateSimulator {
    /// The strict rules for reconfigured rows and for sections whose
    /// headers and footers are configured again in place.
    ///
    /// - Complexity: O(*k*) for *k* operations.
    func checkReconfigureRules(
        _ update: BatchUpdate, sections: SectionPlan, dataSourceAfter: [Section]
    ) throws(BatchUpdateError) {
        guard !update.reconfiguredItems.isEmpty || !update.reconfiguredSections.isEmpty else { return }
        let row = BatchUpdateWording(tableView: viewKind == .tableView).row
        func strict(_ message: String) -> BatchUpdateError {
            BatchUpdateError(message: message, isStrictRule: true)
        }

        let deleted = Set(update.deletedItems), reloaded = Set(update.reloadedItems)
        let movedFrom = Set(update.movedItems.map(\.from))
        var reconfigured = Set<ItemPath>()
        for path in update.reconfiguredItems {
            guard reconfigured.insert(path).inserted else {
                throw strict("attempt to reconfigure \(row) \(path) twice")
            }
            for (other, names) in [("delete", deleted), ("reload", reloaded), ("move", movedFrom)]
            where names.contains(path) {
                throw strict(
                    "attempt to reconfigure and \(other) the same \(row) \(path); UIKit's behaviour is undefined")
            }
            if case .kept = sections.fates[path.section] {} else {
                throw strict(
                    "attempt to reconfigure \(row) \(path) in section \(path.section), which is deleted, reloaded "
                        + "or moved in the same batch; UIKit's behaviour is undefined")
            }
            let before = shown[path.section].items[path.item].identity
            let after = dataSourceAfter.indices.contains(path.section)
                && dataSourceAfter[path.section].items.indices.contains(path.item)
                ? dataSourceAfter[path.section].items[path.item].identity : nil
            if after != before {
                throw strict(
                    "attempt to reconfigure \(row) \(path) showing \(quoted(before)), where the data source returns "
                        + "\(after.map(quoted) ?? "nothing") after the update; UIKit asks for the cell at once, at "
                        + "that index, so the kept cell would show another \(row)'s item (a crash when its cell "
                        + "class differs)")
            }
        }

        let deletedSections = Set(update.deletedSections), reloadedSections = Set(update.reloadedSections)
        let movedSections = Set(update.movedSections.map(\.from))
        var configured = Set<Int>()
        for section in update.reconfiguredSections {
            guard shown.indices.contains(section) else {
                throw strict(
                    "attempt to configure the header of section \(section) again, but there are only "
                        + "\(shown.count) sections before the update")
            }
            guard configured.insert(section).inserted else {
                throw strict("attempt to configure the header of section \(section) again twice")
            }
            for (other, names) in [("delete", deletedSections), ("reload", reloadedSections), ("move", movedSections)]
            where names.contains(section) {
                throw strict(
                    "attempt to configure the header of section \(section) again and \(other) it in the same batch")
            }
            let before = shown[section].identity
            let after = dataSourceAfter.indices.contains(section) ? dataSourceAfter[section].identity : nil
            if after != before {
                throw strict(
                    "attempt to configure the header of section \(section) showing \(quoted(before)) again, where "
                        + "the data source returns \(after.map(quoted) ?? "nothing") after the update; the kept "
                        + "header would show another section")
            }
        }
    }
}
