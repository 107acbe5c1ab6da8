// The feed's SwiftUI rows in UIKit lists, on iOS 16 and later: one table of
// row views, as FeedSwiftUIApp.swift's list shows them, hosted in the list
// cells of a collection view and in the cells of a table through
// UIHostingConfiguration, over the same generated Examples/Feed.swift.
// Each row sizes itself to its SwiftUI content: the collection view has a
// list layout (a flow layout would give every cell its fixed `itemSize`,
// as its `estimatedItemSize` is zero by default), the table automatic row
// heights.
import ItemizeRuntime
import SwiftUI
import UIKit

@available(iOS 16.0, tvOS 16.0, *)
@MainActor
final class FeedHostedRowsScreen {
    let collectionView = UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
    let tableView = UITableView(frame: .zero, style: .plain)
    let collectionDataSource: CollectionViewDataSource<FeedSectionModel>
    let tableDataSource: TableViewDataSource<FeedSectionModel>

    init() {
        // One view per kind, as for a SwiftUI List; made once, up front,
        // with the registration of the cells that host them, and kept while
        // the screen shows cells.
        let hosted = FeedItem.HostedRows(
            FeedItem.RowViews(
                card: { card in Text(card.title) },
                banner: { banner in Text(banner.campaign) },
                ad: { ad in Text(ad.text) }))
        collectionDataSource = CollectionViewDataSource(configureCell: hosted.configureCell)
        tableDataSource = TableViewDataSource(
            titleForHeader: { $0.model.header },
            configureCell: { tableView, indexPath, item in hosted.cell(for: item, in: tableView, at: indexPath) })
        FeedItem.HostedRows.register(in: tableView)
        // UIKit's default, said here: the height comes from the row's content.
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        collectionView.dataSource = collectionDataSource
        tableView.dataSource = tableDataSource
    }

    func show(_ sections: [FeedSectionModel]) {
        collectionDataSource.apply(sections, to: collectionView)
        tableDataSource.apply(sections, to: tableView)
    }
}
