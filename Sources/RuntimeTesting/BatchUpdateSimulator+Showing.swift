import ItemizeRuntime

extension BatchUpdateSimulator {
    /// What the view shows once a checked batch ran: the data source's
    /// sections and rows where they were inserted or reloaded, the shown
    /// ones, content unchanged, everywhere else.
    ///
    /// - Complexity: O(*n*) for *n* rows and sections before and after.
    func showing(after sections: SectionPlan, items: ItemPlan, dataSourceAfter: [Section]) -> [Section] {
        var result: [Section] = []
        result.reserveCapacity(dataSourceAfter.count)
        for (section, origin) in sections.origins.enumerated() {
            guard let source = origin.survivor else {
                result.append(dataSourceAfter[section])
                continue
            }
            if items.isUntouched(source: source, section: section) {
                result.append(shown[source])
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
            rows.reserveCapacity(origins.count)
            var slotIndex = 0
            while slotIndex < origins.count {
                let origin = origins[slotIndex]
                if origin >= 0 {
                    rows.append(kept[origin])
                } else if origin == fromDataSource || origin == unfilled {
                    rows.append(fresh[slotIndex])
                } else {
                    let from = moves[-2 - origin].from
                    rows.append(shown[from.section].items[from.item])
                }
                slotIndex += 1
            }
            result.append(Section(original: shown[source], items: rows))
        }
        return result
    }
}
