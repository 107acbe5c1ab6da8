import ItemizeRuntime

extension BatchUpdateSimulator {
    /// The strict rules that can be judged before the batch runs: patterns
    /// UIKit accepts but handles in an undefined way.
    ///
    /// - Complexity: O(*k*) for *k* operations.
    func checkStrictRules(
        _ update: BatchUpdate, sections: SectionPlan, items: ItemPlan, dataSourceAfter: [Section]
    ) throws(BatchUpdateError) {
        let row = BatchUpdateWording(tableView: viewKind == .tableView).row
        func strict(_ message: String) -> BatchUpdateError {
            BatchUpdateError(message: message, isStrictRule: true)
        }

        // UIKit places a reload's insert half ignoring moves, so a reload next
        // to any move can land on the wrong row.
        let hasReloads = !update.reloadedSections.isEmpty || !update.reloadedItems.isEmpty
        let hasMoves = !update.movedSections.isEmpty || !update.movedItems.isEmpty
        if hasReloads && hasMoves {
            let reload = update.reloadedItems.first.map { "\(row) \($0)" }
                ?? update.reloadedSections.first.map { "section \($0)" } ?? ""
            let move = update.movedItems.first.map { "\(row) \($0.from) to \($0.to)" }
                ?? update.movedSections.first.map { "section \($0.from) to \($0.to)" } ?? ""
            throw strict(
                "attempt to reload and move in the same batch (reload of \(reload), move of \(move)); "
                    + "UIKit places a reload ignoring moves, so it can land on another \(row)"
            )
        }

        // Item operations inside a section that moves, deletes, inserts or
        // reloads: reported as heap corruption, crashes and dropped moves.
        func beforeProblem(_ section: Int) -> String? {
            switch sections.fates[section] {
            case .kept: nil
            case .moved: "moves"
            case .deleted: "is deleted"
            case .reloaded: "is reloaded"
            }
        }
        func afterProblem(_ section: Int) -> String? {
            switch sections.origins[section] {
            case .kept: nil
            case .moved: "moves"
            case .inserted: "is inserted"
            case .reloaded: "is reloaded"
            }
        }
        func inSection(_ operation: String, _ path: ItemPath, _ problem: String) -> BatchUpdateError {
            strict(
                "attempt to \(operation) \(row) \(path) in section \(path.section), which \(problem) in the "
                    + "same batch; UIKit's behaviour is undefined"
            )
        }
        for path in update.deletedItems {
            if let problem = beforeProblem(path.section) { throw inSection("delete", path, problem) }
        }
        for path in update.reloadedItems {
            if let problem = beforeProblem(path.section) { throw inSection("reload", path, problem) }
        }
        for path in update.insertedItems {
            if let problem = afterProblem(path.section) { throw inSection("insert", path, problem) }
        }
        for move in update.movedItems {
            if let problem = beforeProblem(move.from.section) { throw inSection("move", move.from, problem) }
            if let problem = afterProblem(move.to.section) {
                throw strict(
                    "attempt to move \(row) \(move.from) to \(move.to) in section \(move.to.section), which "
                        + "\(problem) in the same batch; UIKit's behaviour is undefined"
                )
            }
        }

        // A reload must keep the identity, or the view animates one item into another.
        for section in update.reloadedSections {
            guard case .reloaded(let target) = sections.fates[section] else { continue }
            let before = shown[section].identity, after = dataSourceAfter[target].identity
            if before != after {
                throw strict(
                    "attempt to reload section \(section) showing \(quoted(before)) into section \(target), "
                        + "where the data source returns \(quoted(after)); a reload must keep the identity"
                )
            }
        }
        for reload in items.reloads {
            let before = shown[reload.from.section].items[reload.from.item].identity
            let after = dataSourceAfter[reload.to.section].items[reload.to.item].identity
            if before != after {
                throw strict(
                    "attempt to reload \(row) \(reload.from) showing \(quoted(before)) into \(row) \(reload.to), "
                        + "where the data source returns \(quoted(after)); a reload must keep the identity"
                )
            }
        }
    }

    /// The strict rule judged once the batch ran: every section and row the
    /// view kept (untouched or moved) must be, by identity, what the data
    /// source returns at that place, or the data source was not switched to
    /// the new data inside the update block.
    ///
    /// - Complexity: O(*n*) for *n* rows and sections after the batch.
    func checkDataSourceMatches(_ result: [Section], dataSourceAfter: [Section]) throws(BatchUpdateError) {
        let row = BatchUpdateWording(tableView: viewKind == .tableView).row
        let advice = "the data source must hold the new data when the update block ends"
        // Index loops: `enumerated()` in unspecialised generic code costs a
        // metadata lookup per row.
        for index in result.indices {
            let section = result[index], expected = dataSourceAfter[index]
            if section.identity != expected.identity {
                throw BatchUpdateError(
                    message: "after the update, section \(index) shows \(quoted(section.identity)) but the data "
                        + "source returns \(quoted(expected.identity)) there; \(advice)",
                    isStrictRule: true
                )
            }
            let shownItems = section.items, expectedItems = expected.items
            for position in shownItems.indices where shownItems[position].identity != expectedItems[position].identity {
                let item = shownItems[position]
                let path = ItemPath(section: index, item: position)
                throw BatchUpdateError(
                    message: "after the update, \(row) \(path) shows \(quoted(item.identity)) but the data "
                        + "source returns \(quoted(expected.items[position].identity)) there; \(advice)",
                    isStrictRule: true
                )
            }
        }
    }
}
