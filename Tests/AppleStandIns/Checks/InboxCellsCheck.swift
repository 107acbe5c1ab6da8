// Runs the Inbox screens of Consumers/InboxApp.swift on Linux: compiled as
// an executable with the generated Examples/Inbox.swift, against
// ItemizeRuntime and the UIKit stand-in, and run by AppleTypeCheckTests. Each
// cell, header and supplementary view the data sources return is the class
// the generated helpers registered, configured with its item or section:
// the generated casts found the class they expect, which a debug build
// would stop at otherwise ("... was dequeued where ... was registered").
// The registered grid is asked as UIKit asks (`standInCellForItem(at:)`), so
// a registration made inside its providers would stop it.
// Reports as check.swift says.
@_spi(StandInDequeue) import UIKit
import ItemizeRuntime

@main
struct InboxCellsCheck {
    @MainActor
    static func main() {
        let mail = Mail(id: 1, subject: "Hello", isRead: false)
        let sections = [
            InboxSectionModel(model: .inbox(unread: 3), items: []),
            InboxSectionModel(model: .day("Mon"), items: [.mail(mail)]),
            InboxSectionModel(model: .loading, items: [.spinner]),
        ]

        let screen = InboxScreen()
        screen.show(unread: 3, days: ["Mon": [mail]], isLoading: true)
        let table = screen.tableView
        let row = screen.dataSource.tableView(table, cellForRowAt: IndexPath(row: 0, section: 1))
        check((row as? MailCell)?.subject == "Hello", "the table's mail cell is \(type(of: row)), not a configured MailCell")
        let spinner = screen.dataSource.tableView(table, cellForRowAt: IndexPath(row: 0, section: 2))
        check((spinner as? SpinnerCell)?.isSpinning == true, "the table's spinner is \(type(of: spinner)), not a spinning SpinnerCell")
        let header = screen.tableView(table, viewForHeaderInSection: 0)
        check((header as? InboxHeaderView)?.unread == 3, "the table's header is \(header.map { "\(type(of: $0))" } ?? "nil"), not an InboxHeaderView showing 3")

        let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = makeInboxGrid(grid)
        dataSource.apply(sections, to: grid, animated: false)
        let tile = dataSource.collectionView(grid, cellForItemAt: IndexPath(item: 0, section: 1))
        check(
            (tile as? MailTileCell).map { $0.subject == "Hello" && $0.isFirstOfDay } == true,
            "the grid's mail cell is \(type(of: tile)), not a MailTileCell configured as the first of its day")
        let plain = dataSource.collectionView(grid, cellForItemAt: IndexPath(item: 0, section: 2))
        check(type(of: plain) == UICollectionViewCell.self, "the grid's spinner is \(type(of: plain)), not a plain UICollectionViewCell")
        let tileHeader = dataSource.collectionView(
            grid, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        check((tileHeader as? InboxTileHeader)?.unread == 3, "the grid's header is \(type(of: tileHeader)), not an InboxTileHeader showing 3")

        // The same grid through the typed registrations, asked as UIKit asks.
        let registeredGrid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let registered = makeRegisteredInboxGrid(registeredGrid)
        registered.apply(sections, to: registeredGrid, animated: false)
        let registeredTile = registeredGrid.standInCellForItem(at: IndexPath(item: 0, section: 1))
        check(
            (registeredTile as? MailTileCell).map { $0.subject == "Hello" && $0.isFirstOfDay } == true,
            "the registered grid's mail cell is \(registeredTile.map { "\(type(of: $0))" } ?? "nil"), not a configured MailTileCell")
        // Through registrations too, each cell carries its item's identifier for UI tests.
        check(
            registeredTile?.accessibilityIdentifier == "mail.1",
            "the registered grid's mail cell is identified as \(String(describing: registeredTile?.accessibilityIdentifier))")
        let registeredSpinner = registeredGrid.standInCellForItem(at: IndexPath(item: 0, section: 2))
        check(
            registeredSpinner.map { type(of: $0) == UICollectionViewCell.self } == true,
            "the registered grid's spinner is \(registeredSpinner.map { "\(type(of: $0))" } ?? "nil"), not a plain UICollectionViewCell")
        let registeredHeader = registeredGrid.standInSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        check(
            (registeredHeader as? InboxTileHeader)?.unread == 3,
            "the registered grid's header is \(registeredHeader.map { "\(type(of: $0))" } ?? "nil"), not an InboxTileHeader showing 3")
        // A section without a header view gets an empty one, and so does a kind of the layout's own.
        for (kind, section) in [(UICollectionView.elementKindSectionHeader, 1), ("badge", 0)] {
            let empty = registeredGrid.standInSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))
            check(
                empty.map { type(of: $0) == UICollectionReusableView.self } == true,
                "the registered grid's \(kind) in section \(section) is \(empty.map { "\(type(of: $0))" } ?? "nil"), not an empty view")
        }

        finishChecks()
    }
}
