import ItemizeRuntime

extension BatchUpdateSimulator {
    /// What the view shows once a checked batch ran, and in which views.
    struct Showing {
        var sections: [Section]
        var cellIDs: [[Int]]
        var sectionViewIDs: [Int]
    }

    /// What the view shows once a checked batch ran: the data source's
    /// sections and rows where they were inserted or reloaded, in new
    /// views; the shown ones, content unchanged and in the same views,
    /// everywhere else, except that a reconfigured row or section keeps its
    /// views and shows what the data source returns at its before-index
    /// (UIKit asks the data source for a reconfigured cell at once, at that
    /// index).
    ///
    /// - Parameter nextViewID: The next number for a new view; advanced past
    ///   those handed out.
    /// - Complexity: O(*n*) for *n* rows and sections before and after.
    func showing(
        _ update: BatchUpdate, after sections: SectionPlan, items: ItemPlan, dataSourceAfter: [Section],
        nextViewID: inout Int
    ) -> Showing {
        var reconfigured: [ItemPath: Section.Item] = [:]
        for path in update.reconfiguredItems
        where dataSourceAfter.indices.contains(path.section)
            && dataSourceAfter[path.section].items.indices.contains(path.item)
        {
            reconfigured[path] = dataSourceAfter[path.section].items[path.item]
        }
        let reconfiguredSections = Set(update.reconfiguredSections.filter(dataSourceAfter.indices.contains))
        func newIDs(_ count: Int) -> [Int] {
            defer { nextViewID += count }
            return Array(nextViewID..<(nextViewID + count))
        }

        var result = Showing(sections: [], cellIDs: [], sectionViewIDs: [])
        result.sections.reserveCapacity(dataSourceAfter.count)
        for (section, origin) in sections.origins.enumerated() {
            guard let source = origin.survivor else {
                result.sections.append(dataSourceAfter[section])
                result.cellIDs.append(newIDs(dataSourceAfter[section].items.count))
                result.sectionViewIDs.append(newIDs(1)[0])
                continue
            }
            result.sectionViewIDs.append(sectionViewIDs[source])
            // The section's own content: the data source's when its headers
            // were configured again, else what the view showed.
            let model = reconfiguredSections.contains(source) ? dataSourceAfter[source] : shown[source]
            if items.isUntouched(source: source, section: section) {
                var rows = shown[source].items
                for index in rows.indices {
                    if let content = reconfigured[ItemPath(section: source, item: index)] { rows[index] = content }
                }
                result.sections.append(Section(original: model, items: rows))
                result.cellIDs.append(cellIDs[source])
                continue
            }
            // Where each after-row comes from, as plain integers so the generic
            // items are copied once: a row of the source section (>= 0), the data
            // source (`fromDataSource`), or the k-th move into this section.
            let unfilled = Int.min, fromDataSource = -1
            let moves = items.movedIn[section] ?? []
            var origins = [Int](repeating: unfilled, count: dataSourceAfter[section].items.count)
            for row in items.arriving[section] ?? [] { origins[row] = fromDataSource }
            for (index, move) in moves.enumerated() { origins[move.to] = -2 - index }
            var isLeaving = [Bool](repeating: false, count: shown[source].items.count)
            for row in items.leaving[source] ?? [] { isLeaving[row] = true }
            var slot = 0
            for row in isLeaving.indices where !isLeaving[row] {
                while slot < origins.count, origins[slot] != unfilled { slot += 1 }
                guard slot < origins.count else { break }
                origins[slot] = row
            }
            // The row counts were checked, so no slot is left unfilled.
            let kept = shown[source].items, fresh = dataSourceAfter[section].items
            var rows: [Section.Item] = []
            var cells: [Int] = []
            rows.reserveCapacity(origins.count)
            cells.reserveCapacity(origins.count)
            var slotIndex = 0
            while slotIndex < origins.count {
                let origin = origins[slotIndex]
                if origin >= 0 {
                    rows.append(reconfigured[ItemPath(section: source, item: origin)] ?? kept[origin])
                    cells.append(cellIDs[source][origin])
                } else if origin == fromDataSource || origin == unfilled {
                    rows.append(fresh[slotIndex])
                    cells.append(newIDs(1)[0])
                } else {
                    let from = moves[-2 - origin].from
                    rows.append(reconfigured[from] ?? shown[from.section].items[from.item])
                    cells.append(cellIDs[from.section][from.item])
                }
                slotIndex += 1
            }
            result.sections.append(Section(original: model, items: rows))
            result.cellIDs.append(cells)
        }
        return result
    }
}
