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
            var rows = [Section.Item?](repeating: nil, count: dataSourceAfter[section].items.count)
            for row in items.arriving[section] ?? [] {
                rows[row] = dataSourceAfter[section].items[row]
            }
            for move in items.movedIn[section] ?? [] {
                rows[move.to] = shown[move.from.section].items[move.from.item]
            }
            var isLeaving = [Bool](repeating: false, count: shown[source].items.count)
            for row in items.leaving[source] ?? [] { isLeaving[row] = true }
            var slot = 0
            for (row, item) in shown[source].items.enumerated() where !isLeaving[row] {
                while slot < rows.count, rows[slot] != nil { slot += 1 }
                guard slot < rows.count else { break }
                rows[slot] = item
            }
            // The row counts were checked, so every slot is filled.
            result.append(Section(original: shown[source], items: rows.compactMap { $0 }))
        }
        return result
    }
}
