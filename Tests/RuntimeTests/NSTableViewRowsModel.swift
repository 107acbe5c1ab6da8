/// A model of the rows an `NSTableView` keeps between `beginUpdates()` and
/// `endUpdates()`, with AppKit's rules for the calls `GroupedRowSteps`
/// plans, from the pages of NSTableView:
/// - changes "are processed incrementally", each at the indices the rows
///   have at that moment (insertRows(at:withAnimation:));
/// - `removeRows(at:withAnimation:)` takes indices of existing rows;
/// - `insertRows(at:withAnimation:)` takes an index up to the row count;
/// - `moveRow(at:to:)` takes two indices of existing rows;
/// - at `endUpdates()` the table has as many rows as its data source's
///   `numberOfRows(in:)` answers, and reloads name existing rows.
/// A row is the key it was created for, so the rows can be compared with
/// the data's own after the updates.
struct NSTableViewRowsModel<Key: Equatable> {
    /// The rows shown, in order; nil for a row inserted, not yet reloaded.
    private(set) var rows: [Key?]
    /// The first rule broken, if any.
    private(set) var failure: String?

    init(rows: [Key]) { self.rows = rows }

    mutating func removeRows(_ indexes: [Int]) {
        for index in indexes.sorted().reversed() {
            guard rows.indices.contains(index) else { return fail("removeRows at \(index) of \(rows.count)") }
            rows.remove(at: index)
        }
    }

    mutating func insertRow(_ index: Int) {
        guard index >= 0, index <= rows.count else { return fail("insertRows at \(index) of \(rows.count)") }
        rows.insert(nil, at: index)
    }

    mutating func moveRow(_ from: Int, _ to: Int) {
        guard rows.indices.contains(from), rows.indices.contains(to) else {
            return fail("moveRow(at: \(from), to: \(to)) of \(rows.count)")
        }
        rows.insert(rows.remove(at: from), at: to)
    }

    /// `endUpdates()`: the rows must number what the data source says, and
    /// the inserted rows take their keys from it, as AppKit asks for them.
    mutating func endUpdates(numberOfRows: Int, key: (Int) -> Key) {
        guard failure == nil else { return }
        guard rows.count == numberOfRows else {
            return fail("endUpdates with \(rows.count) rows, the data source has \(numberOfRows)")
        }
        for index in rows.indices where rows[index] == nil { rows[index] = key(index) }
    }

    private mutating func fail(_ message: String) {
        if failure == nil { failure = message }
    }
}
