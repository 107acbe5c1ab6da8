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
//   whose content is a hosting configuration. Prints "ok checks=N", or each
//   failure and exits 1.
// - A rule's name: a data source that makes its registration inside its
//   provider, which must stop the program as UIKit raises from iOS 15 on.
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
            print("FAIL a registration made inside the cell provider did not stop the program")
            exit(1)
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
            print("FAIL a registration made inside the supplementary view provider did not stop the program")
            exit(1)
        case let rule?:
            print("unknown rule \(rule)")
            exit(2)
        }

        var checks = 0
        var failures = 0
        func check(_ condition: Bool, _ message: String) {
            checks += 1
            if !condition {
                failures += 1
                print("FAIL \(message)")
            }
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
        }

        if failures > 0 { exit(1) }
        print("ok checks=\(checks)")
    }
}
