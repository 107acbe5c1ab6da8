/// The rows of a list that shows sections one after another, each led by a
/// row of its own for its header, as an `NSTableView` shows sections with
/// group rows (`tableView(_:isGroupRow:)`): row 0 is section 0's header,
/// then its items, then section 1's header, and so on.
///
/// Maps a table row to what it shows (a section's header or an item's
/// path) and back. Built from the sections' item counts; build it again
/// whenever the sections change.
public struct GroupedRows: Equatable, Sendable {
    /// What one row shows.
    public enum Row: Equatable, Hashable, Sendable {
        /// The header of the section at this index: a group row.
        case header(section: Int)
        /// The item at this path.
        case item(ItemPath)
    }

    /// The row of each section's header, ascending.
    private let headerRows: [Int]
    /// The number of rows, headers included.
    public let count: Int

    /// The rows of sections holding these numbers of items.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public init(itemCounts: [Int]) {
        var headerRows: [Int] = []
        headerRows.reserveCapacity(itemCounts.count)
        var next = 0
        for itemCount in itemCounts {
            headerRows.append(next)
            next += 1 + max(itemCount, 0)
        }
        self.headerRows = headerRows
        count = next
    }

    /// The rows of `sections`.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public init<Section: SectionModelType>(_ sections: [Section]) {
        self.init(itemCounts: sections.map(\.items.count))
    }

    /// The number of sections.
    public var sectionCount: Int { headerRows.count }

    /// What row `index` shows; nil outside the rows.
    ///
    /// - Complexity: O(log *s*) for *s* sections.
    public func row(at index: Int) -> Row? {
        guard index >= 0, index < count else { return nil }
        // The last section whose header is at or above `index`.
        var low = 0
        var high = headerRows.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if headerRows[middle] <= index { low = middle } else { high = middle }
        }
        let offset = index - headerRows[low]
        return offset == 0 ? .header(section: low) : .item(ItemPath(section: low, item: offset - 1))
    }

    /// Whether row `index` is a section's header, for
    /// `tableView(_:isGroupRow:)`.
    ///
    /// - Complexity: O(log *s*) for *s* sections.
    public func isHeader(_ index: Int) -> Bool {
        if case .header = row(at: index) { return true }
        return false
    }

    /// The path of the item row `index` shows; nil for a header or outside the rows.
    ///
    /// - Complexity: O(log *s*) for *s* sections.
    public func itemPath(at index: Int) -> ItemPath? {
        if case .item(let path) = row(at: index) { return path }
        return nil
    }

    /// The row of section `section`'s header; nil when there is no such section.
    ///
    /// - Complexity: O(1).
    public func headerRow(ofSection section: Int) -> Int? {
        headerRows.indices.contains(section) ? headerRows[section] : nil
    }

    /// The row showing the item at `path`, or, with `item` equal to the
    /// section's item count, the row just past the section's last item
    /// (where a dropped row lands at its end); nil when the section does
    /// not exist or `item` is out of that range.
    ///
    /// - Complexity: O(1).
    public func row(of path: ItemPath) -> Int? {
        guard headerRows.indices.contains(path.section), path.item >= 0 else { return nil }
        let end = path.section + 1 < headerRows.count ? headerRows[path.section + 1] : count
        let row = headerRows[path.section] + 1 + path.item
        return row <= end ? row : nil
    }

    /// Where a row dropped above row `index` (`index == count` for the end)
    /// lands: the place in front of the item that row shows, or, above a
    /// header, at the end of the section before it. nil above the first
    /// header, which has no section before it.
    ///
    /// - Complexity: O(log *s*) for *s* sections.
    public func dropPath(aboveRow index: Int) -> ItemPath? {
        guard index >= 0, index <= count else { return nil }
        switch row(at: index) {
        case .item(let path): return path
        case .header(let section):
            guard section > 0 else { return nil }
            return ItemPath(section: section - 1, item: index - headerRows[section - 1] - 1)
        case nil:
            guard let last = headerRows.last else { return nil }
            return ItemPath(section: headerRows.count - 1, item: count - last - 1)
        }
    }
}
