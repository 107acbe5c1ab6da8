import ItemizeRuntime

extension BatchUpdateSimulator {
    /// Compares what the view shows with `expected`, content included.
    ///
    /// Sections must match in order by identity and `isContentEqual(to:)`
    /// (a header that was never reloaded is stale); rows must match position
    /// by position by identity and `==` (a cell that only moved is stale).
    ///
    /// - Parameter expected: What the view should show, usually the target
    ///   of a diff or what the data source holds after a stage.
    /// - Returns: nil when the view shows exactly `expected`, else a
    ///   description of the first difference.
    /// - Complexity: O(*n*) for *n* rows and sections.
    public func shownDifference(from expected: [Section]) -> String? {
        for index in 0..<Swift.min(shown.count, expected.count) {
            let section = shown[index], wanted = expected[index]
            if section.identity != wanted.identity {
                return "section \(index) is \(quoted(section.identity)), expected \(quoted(wanted.identity))"
            }
            if !section.isContentEqual(to: wanted) {
                return "section \(index) (\(quoted(section.identity))) shows stale content: "
                    + "\(String(describing: section)), expected \(String(describing: wanted))"
            }
            for position in 0..<Swift.min(section.items.count, wanted.items.count) {
                let item = section.items[position], wantedItem = wanted.items[position]
                let path = ItemPath(section: index, item: position)
                if item.identity != wantedItem.identity {
                    return "item \(path) is \(quoted(item.identity)), expected \(quoted(wantedItem.identity))"
                }
                if item != wantedItem {
                    return "item \(path) (\(quoted(item.identity))) shows stale content: "
                        + "\(String(describing: item)), expected \(String(describing: wantedItem))"
                }
            }
            if section.items.count != wanted.items.count {
                return "section \(index) (\(quoted(section.identity))) shows \(section.items.count) items, "
                    + "expected \(wanted.items.count)"
            }
        }
        if shown.count != expected.count {
            return "the view shows \(shown.count) sections, expected \(expected.count)"
        }
        return nil
    }
}
