// The surroundings of the docs' diffable data source snippets, beside the
// generated Examples/Targets/FeedDiffable.swift and its app
// (Tests/LibraryStandIns/Consumers/FeedDiffableApp.swift).
import UIKit

/// A table on UIKit's diffable data source: `body in DiffableTable`.
@MainActor
final class DiffableTable {
    let tableView = UITableView(frame: .zero, style: .plain)
    let cells = FeedItem.TableCells(card: { _, _ in }, banner: { _, _ in }, ad: { _, _ in })
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let collectionCells = FeedItem.CollectionCells(card: { _, _ in }, banner: { _, _ in }, ad: { _, _ in })
    let shown = FeedItem.ShownItems()
    var sections: [FeedSectionModel] = []
    let indexPath = IndexPath(row: 0, section: 0)
}
