// Runs the feed's registered and hosted screens (Consumers/FeedApp.swift,
// Consumers/FeedHostedRowsApp.swift) on Linux: compiled as an executable
// with the generated Examples/Feed.swift, against ItemizeRuntime and the
// UIKit and SwiftUI stand-ins, and run by
// AppleTypeCheckTests once per argument. The collection views are asked
// for their cells as UIKit asks (`standInCellForItem(at:)`).
// - No argument: each kind's cell comes through its registration as its
//   own class, configured with its item (the banner, which names no
//   collection cell class, as a plain cell with its content
//   configuration); the hosted rows' cells are list cells and table cells
//   whose content is a hosting configuration. A content-only update, on
//   screens in a window, reconfigures the cells on screen: each gets its
//   existing cell back, configured with the new item.
// - A rule's name: a data source that makes its registration inside its
//   provider (at once or lazily), which must stop the program as UIKit
//   raises from iOS 15 on; or a screen that makes its registrations or
//   hosted rows again between two updates, so that reconfiguring a cell on
//   screen dequeues it through another registration, where UIKit raises.
@_spi(StandInDequeue) import UIKit
import ItemizeRuntime
import SwiftUI

@main
struct CellRegistrationsCheck {
    @MainActor
    static func main() {
        let card = Card(id: "1", title: "Hello", color: "red")
        let banner = Banner(campaign: "spring", slot: 2, imageURL: nil)
        let ad = Ad(id: 7, text: "Buy")
        let sections = [
            FeedSectionModel(model: .featured, items: [.card(card), .banner(banner)]),
            FeedSectionModel(model: .feed, items: [.ad(ad)]),
        ]
        let path = IndexPath(item: 0, section: 0)
        // The card with new content: the update reconfigures its cell.
        let changedCard = Card(id: "1", title: "Hello again", color: "red")
        var changed = sections
        changed[0].items[0] = .card(changedCard)
        let window = UIWindow(frame: .zero)
        let cells = FeedItem.CollectionCells(
            card: { cell, card in cell.show(card) },
            banner: { _, _ in },
            ad: { cell, ad in cell.show(ad) })

        switch CommandLine.arguments.dropFirst().first {
        case nil:
            break
        case "cell-registration-inside-provider":
            let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            let dataSource = CollectionViewDataSource<FeedSectionModel>(configureCell: { collectionView, indexPath, item in
                let registration = UICollectionView.CellRegistration<UICollectionViewCell, FeedItem> { _, _, _ in }
                return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            })
            grid.dataSource = dataSource
            dataSource.apply(sections, to: grid)
            _ = grid.standInCellForItem(at: path)
            fail("a registration made inside the cell provider did not stop the program")
        case "supplementary-registration-inside-provider":
            let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            let dataSource = CollectionViewDataSource<FeedSectionModel>(
                configureSupplementaryView: { collectionView, kind, indexPath, _ in
                    let registration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: kind) { _, _, _ in }
                    return collectionView.dequeueConfiguredReusableSupplementary(using: registration, for: indexPath)
                },
                configureCell: { _, _, _ in UICollectionViewCell(frame: .zero) })
            grid.dataSource = dataSource
            dataSource.apply(sections, to: grid)
            _ = grid.standInSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: path)
            fail("a registration made inside the supplementary view provider did not stop the program")
        case "registrations-made-lazily-in-provider":
            // Made once, but on the first request for a cell: inside the provider.
            let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            var registrations: FeedItem.CellRegistrations?
            let dataSource = CollectionViewDataSource<FeedSectionModel>(configureCell: { collectionView, indexPath, item in
                let made = registrations ?? FeedItem.CellRegistrations(cells)
                registrations = made
                return made.cell(for: item, in: collectionView, at: indexPath)
            })
            grid.dataSource = dataSource
            dataSource.apply(sections, to: grid)
            _ = grid.standInCellForItem(at: path)
            fail("registrations made lazily inside the cell provider did not stop the program")
        case "registrations-recreated-between-updates":
            let grid = FeedGrid()
            window.addSubview(grid.collectionView)
            grid.show(sections)
            _ = grid.collectionView.standInCellForItem(at: path)
            // New registrations for the next update, while the card's cell is shown.
            grid.dataSource.configureCell = FeedItem.CellRegistrations(cells).configureCell
            grid.show(changed)
            fail("reconfiguring a cell through new registrations did not stop the program")
        case "hosted-rows-recreated-between-updates":
            let hosted = FeedHostedRowsScreen()
            window.addSubview(hosted.collectionView)
            hosted.show(sections)
            _ = hosted.collectionView.standInCellForItem(at: path)
            hosted.collectionDataSource.configureCell = FeedItem.HostedRows(
                FeedItem.RowViews(card: { Text($0.title) }, banner: { Text($0.campaign) }, ad: { Text($0.text) })
            ).configureCell
            hosted.show(changed)
            fail("reconfiguring a cell through new hosted rows did not stop the program")
        case let rule?:
            fail("unknown rule \(rule)")
        }

        func name(_ view: AnyObject?) -> String { view.map { "\(type(of: $0))" } ?? "nil" }

        let grid = FeedGrid()
        grid.show(sections)
        let tile = grid.collectionView.standInCellForItem(at: path)
        check((tile as? CardTileCell)?.shown == card, "the card's cell is \(name(tile)), not a CardTileCell showing the card")
        let plain = grid.collectionView.standInCellForItem(at: IndexPath(item: 1, section: 0))
        check(
            plain.map { type(of: $0) == UICollectionViewCell.self } == true
                && (plain?.contentConfiguration as? UIListContentConfiguration)?.text == "spring",
            "the banner's cell is \(name(plain)), not a plain cell whose content shows the campaign")
        let adTile = grid.collectionView.standInCellForItem(at: IndexPath(item: 0, section: 1))
        check((adTile as? AdTileCell)?.shown == ad, "the ad's cell is \(name(adTile)), not an AdTileCell showing the ad")
        // Each dequeue makes a cell: the stand-in keeps no reuse queue.
        check(grid.collectionView.standInCellForItem(at: path) !== tile, "a second dequeue returned the first cell")

        let hosted = FeedHostedRowsScreen()
        hosted.show(sections)
        for indexPath in [path, IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1)] {
            let cell = hosted.collectionView.standInCellForItem(at: indexPath)
            check(
                cell is UICollectionViewListCell && cell?.contentConfiguration is UIHostingConfiguration<AnyView, EmptyView>,
                "the hosted cell at \(indexPath) is \(name(cell)) showing \(cell?.contentConfiguration.map { "\(type(of: $0))" } ?? "nothing"), "
                    + "not a list cell hosting its row")
            let row = hosted.tableDataSource.tableView(hosted.tableView, cellForRowAt: indexPath)
            check(
                row.contentConfiguration is UIHostingConfiguration<AnyView, EmptyView>,
                "the hosted table cell at \(indexPath) shows \(row.contentConfiguration.map { "\(type(of: $0))" } ?? "nothing"), not its row")
            // A hosted row carries its item's identifier, for UI tests, in both views.
            let identifier = sections[indexPath.section].items[indexPath[1]].accessibilityIdentifier
            check(
                cell?.accessibilityIdentifier == identifier && row.accessibilityIdentifier == identifier,
                "the hosted cells at \(indexPath) are identified as \(String(describing: cell?.accessibilityIdentifier)) and "
                    + "\(String(describing: row.accessibilityIdentifier)), not \(identifier)")
        }
        check(
            tile?.accessibilityIdentifier == "card.1",
            "the registered card's cell is identified as \(String(describing: tile?.accessibilityIdentifier))")

        // A kind's closure may set an identifier of its own: the
        // registration sets the item's before the closure runs, not after.
        let ownCells = FeedItem.CollectionCells(
            card: { cell, card in cell.accessibilityIdentifier = "own-\(card.id)" }, banner: { _, _ in }, ad: { _, _ in })
        let ownRegistrations = FeedItem.CellRegistrations(ownCells)
        let ownGrid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let ownSource = CollectionViewDataSource<FeedSectionModel>(configureCell: ownRegistrations.configureCell)
        ownGrid.dataSource = ownSource
        ownSource.apply(sections, to: ownGrid)
        let ownCard = ownGrid.standInCellForItem(at: path)?.accessibilityIdentifier
        check(ownCard == "own-1", "a card whose closure sets its own identifier is identified as \(String(describing: ownCard))")
        let ownAd = ownGrid.standInCellForItem(at: IndexPath(item: 0, section: 1))?.accessibilityIdentifier
        check(ownAd == FeedItem.ad(ad).accessibilityIdentifier, "an ad whose closure sets none is identified as \(String(describing: ownAd))")

        // On screen, a content-only update reconfigures the cells shown,
        // through the registrations made once: each existing cell comes back.
        let shownGrid = FeedGrid()
        window.addSubview(shownGrid.collectionView)
        shownGrid.show(sections)
        let shownTile = shownGrid.collectionView.standInCellForItem(at: path)
        shownGrid.show(changed)
        check(
            (shownTile as? CardTileCell)?.shown == changedCard,
            "the card's cell on screen shows \((shownTile as? CardTileCell)?.shown?.title ?? "nothing"), not the changed card")
        let shownHosted = FeedHostedRowsScreen()
        window.addSubview(shownHosted.collectionView)
        window.addSubview(shownHosted.tableView)
        shownHosted.show(sections)
        let hostedCell = shownHosted.collectionView.standInCellForItem(at: path)
        let hostedRow = shownHosted.tableView.standInCellForRow(at: path)
        shownHosted.show(changed)
        check(
            hostedCell is UICollectionViewListCell && hostedRow?.contentConfiguration is UIHostingConfiguration<AnyView, EmptyView>,
            "the hosted cells on screen were not reconfigured in place")

        finishChecks()
    }
}
