// The AppKit stand-in's rules for a table's row changes, each broken in
// turn: run by AppleTypeCheckTests once without an argument (every legal
// use passes) and once per rule named as the argument, which must stop the
// program with the rule's message. The rules, from the pages of
// NSTableView: `insertRows(at:withAnimation:)` takes "the final positions
// of the new rows" and increases `numberOfRows` by their count;
// `removeRows(at:withAnimation:)` and `moveRow(at:to:)` name existing
// rows; at the outermost `endUpdates()` the rows counted must be the data
// source's (stricter than AppKit, which does not check).
import AppKit

@MainActor
final class CountedRows: NSObject, NSTableViewDataSource {
    var count: Int
    init(_ count: Int) { self.count = count }
    func numberOfRows(in tableView: NSTableView) -> Int { count }
}

@main @MainActor
enum NSTableViewRowsCheck {
    static func main() {
        let rows = CountedRows(3)
        let table = NSTableView(frame: .zero)
        table.dataSource = rows
        check(table.numberOfRows == 3, "a table counts \(table.numberOfRows) rows, not its data source's 3")
        switch CommandLine.arguments.dropFirst().first {
        case "insert-past-the-end":
            table.insertRows(at: IndexSet(integer: 4))
        case "remove-a-missing-row":
            table.removeRows(at: IndexSet(integer: 3))
        case "move-a-missing-row":
            table.moveRow(at: 3, to: 0)
        case "end-with-other-rows":
            table.beginUpdates()
            rows.count = 4
            table.endUpdates()
        default:
            table.beginUpdates()
            table.beginUpdates()
            rows.count = 4
            table.removeRows(at: IndexSet([0, 2]))
            table.insertRows(at: IndexSet([1, 2, 3]))
            table.endUpdates()
            table.moveRow(at: 3, to: 0)
            table.endUpdates()
            check(table.numberOfRows == 4, "after removing 2 rows and inserting 3 the table counts \(table.numberOfRows)")
            rows.count = 1
            table.reloadData()
            check(table.numberOfRows == 1, "a reload counts \(table.numberOfRows) rows, not the data source's 1")
        }
        finishChecks()
    }
}
