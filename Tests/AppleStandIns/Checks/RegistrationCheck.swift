// Runs the UIKit stand-in's registration, dequeuing and reloading on Linux: compiled
// with the UIKit stand-in alone into an executable, and run by
// AppleTypeCheckTests once per argument.
// - No argument: every kind of view is dequeued as the class registered
//   for it, made with the initializer UIKit calls (a table cell with
//   `init(style:reuseIdentifier:)`, a header-footer view with
//   `init(reuseIdentifier:)`, a collection cell or supplementary view with
//   `init(frame:)`), and nil unregisters.
//   A row and an item reconfigured get their existing cell back from
//   dequeuing, configured again.
// - One of the rules' names: breaks that rule, so that the stand-in stops
//   the program with its message, as UIKit raises on a device.
@_spi(StandInDequeue) import UIKit

/// A table cell that records the initializer UIKit calls for a registered class.
final class RowCell: UITableViewCell {
    private(set) var madeWithStyle = false

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        madeWithStyle = true
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { nil }
}

/// A header-footer view that records its initializer.
final class RowHeader: UITableViewHeaderFooterView {
    private(set) var madeWithIdentifier = false

    override init(reuseIdentifier: String?) {
        madeWithIdentifier = true
        super.init(reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { nil }
}

/// A collection cell that records its initializer.
final class TileCell: UICollectionViewCell {
    private(set) var madeWithFrame = false

    override init(frame: CGRect) {
        madeWithFrame = true
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }
}

/// A supplementary view kept as UIKit makes it, without initializers of its own.
final class TileHeader: UICollectionReusableView {}

/// A table showing a drop's placeholder.
final class DroppingTable: UITableView {
    override var hasUncommittedUpdates: Bool { true }
}

/// A collection view showing a drop's placeholder.
final class DroppingGrid: UICollectionView {
    override var hasUncommittedUpdates: Bool { true }
}

/// A table's data source that dequeues each row with `identifier` (which
/// a rule may change between two requests for a row), or makes a new cell
/// without dequeuing, and counts the cells it configures.
final class RowSource: NSObject, UITableViewDataSource {
    var identifier = "Row"
    var makesNewCells = false
    private(set) var configured = 0

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        configured += 1
        guard !makesNewCells else { return UITableViewCell(style: .default, reuseIdentifier: identifier) }
        return tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
}

/// The same for a collection view, dequeuing by reuse identifier or, when
/// set, through `registration` (which a rule may replace by a new one).
final class TileSource: NSObject, UICollectionViewDataSource {
    var identifier = "Tile"
    var registration: UICollectionView.CellRegistration<TileCell, Int>?
    private(set) var configured = 0

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        configured += 1
        guard let registration else {
            return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        }
        return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }
}

@main
struct RegistrationCheck {
    @MainActor
    static func main() {
        let rule = CommandLine.arguments.dropFirst().first
        let path = IndexPath(item: 0, section: 0)
        let table = UITableView(frame: .zero, style: .plain)
        let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        // A row and an item on screen, for the reconfiguring rules.
        let rows = RowSource()
        let tiles = TileSource()
        func showRow() -> UITableViewCell? {
            table.register(RowCell.self, forCellReuseIdentifier: "Row")
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Other")
            table.dataSource = rows
            return table.standInCellForRow(at: path)
        }
        func showTile() -> UICollectionViewCell? {
            grid.register(TileCell.self, forCellWithReuseIdentifier: "Tile")
            grid.register(TileCell.self, forCellWithReuseIdentifier: "Other")
            grid.dataSource = tiles
            return grid.standInCellForItem(at: path)
        }
        switch rule {
        case nil:
            break
        case "table-cell-not-registered":
            _ = table.dequeueReusableCell(withIdentifier: "Row", for: path)
        case "table-cell-of-a-collection":
            table.register(TileCell.self, forCellReuseIdentifier: "Row")
        case "header-footer-of-a-table-cell":
            table.register(RowCell.self, forHeaderFooterViewReuseIdentifier: "Header")
        case "collection-cell-not-registered":
            _ = grid.dequeueReusableCell(withReuseIdentifier: "Tile", for: path)
        case "collection-cell-of-a-table":
            grid.register(RowCell.self, forCellWithReuseIdentifier: "Tile")
            _ = grid.dequeueReusableCell(withReuseIdentifier: "Tile", for: path)
        case "supplementary-view-of-another-kind":
            grid.register(TileHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
            _ = grid.dequeueReusableSupplementaryView(
                ofKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "Header", for: path)
        case "supplementary-view-of-a-table":
            grid.register(RowHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
            _ = grid.dequeueReusableSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header", for: path)
        case "table-reload-during-drop":
            DroppingTable(frame: .zero, style: .plain).reloadData()
        case "collection-reload-during-drop":
            DroppingGrid(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).reloadData()
        case "table-reconfigure-with-another-identifier":
            _ = showRow()
            rows.identifier = "Other"
            table.reconfigureRows(at: [path])
        case "table-reconfigure-returning-a-new-cell":
            _ = showRow()
            rows.makesNewCells = true
            table.reconfigureRows(at: [path])
        case "collection-reconfigure-with-another-identifier":
            _ = showTile()
            tiles.identifier = "Other"
            grid.reconfigureItems(at: [path])
        case "collection-reconfigure-with-another-registration":
            tiles.registration = UICollectionView.CellRegistration { _, _, _ in }
            _ = showTile()
            // The same class and handler, but a new registration: a screen
            // that makes its registrations again between two updates.
            tiles.registration = UICollectionView.CellRegistration { _, _, _ in }
            grid.reconfigureItems(at: [path])
        default:
            fail("unknown rule \(rule ?? "")")
        }
        guard rule == nil else {
            fail("\(rule ?? "") did not stop the program")
        }


        table.register(RowCell.self, forCellReuseIdentifier: "Row")
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Plain")
        table.register(RowHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
        let row = table.dequeueReusableCell(withIdentifier: "Row", for: path)
        check((row as? RowCell)?.madeWithStyle == true, "a table cell is \(type(of: row)), not a RowCell made with init(style:reuseIdentifier:)")
        let plain = table.dequeueReusableCell(withIdentifier: "Plain", for: path)
        check(type(of: plain) == UITableViewCell.self, "a plain table cell is \(type(of: plain))")
        let header = table.dequeueReusableHeaderFooterView(withIdentifier: "Header")
        check((header as? RowHeader)?.madeWithIdentifier == true, "a header is \(header.map { "\(type(of: $0))" } ?? "nil"), not a RowHeader made with init(reuseIdentifier:)")
        check(table.dequeueReusableHeaderFooterView(withIdentifier: "Footer") == nil, "a header of an identifier nothing was registered under is not nil")
        table.register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: "Header")
        check(table.dequeueReusableHeaderFooterView(withIdentifier: "Header") == nil, "an unregistered header is still dequeued")

        grid.register(TileCell.self, forCellWithReuseIdentifier: "Tile")
        grid.register(TileHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
        let tile = grid.dequeueReusableCell(withReuseIdentifier: "Tile", for: path)
        check((tile as? TileCell)?.madeWithFrame == true, "a collection cell is \(type(of: tile)), not a TileCell made with init(frame:)")
        let tileHeader = grid.dequeueReusableSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header", for: path)
        check(tileHeader is TileHeader, "a supplementary view is \(type(of: tileHeader)), not a TileHeader")

        // Reconfiguring through the same identifier or registration gives
        // the data source the cell it shows, configured again.
        let shownRow = showRow()
        table.reconfigureRows(at: [path])
        check(shownRow is RowCell && rows.configured == 2, "a reconfigured row was configured \(rows.configured - 1) times")
        check(table.standInCellForRow(at: path) !== shownRow, "a row's cell asked for again is the one on screen")
        let shownTile = showTile()
        grid.reconfigureItems(at: [path])
        check(shownTile is TileCell && tiles.configured == 2, "a reconfigured item was configured \(tiles.configured - 1) times")
        var handled: [UICollectionViewCell] = []
        tiles.registration = UICollectionView.CellRegistration { cell, _, _ in handled.append(cell) }
        let registered = grid.standInCellForItem(at: path)
        grid.reconfigureItems(at: [path])
        check(
            handled.count == 2 && handled.allSatisfy { $0 === registered },
            "a reconfigured item's registration handler got \(handled.count) cells, not its existing cell twice")
        // Rows not on screen are left alone; a reload forgets the cells.
        table.reloadData()
        table.reconfigureRows(at: [path, IndexPath(row: 5, section: 0)])
        check(rows.configured == 3, "a row not on screen was reconfigured")

        // No drop in progress: a reload is allowed.
        table.reloadData()
        grid.reloadData()

        finishChecks()
    }
}
