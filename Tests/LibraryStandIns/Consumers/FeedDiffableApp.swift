// What a user adds beside the generated Examples/Targets/FeedDiffable.swift:
// the external `Ad` item (an `identity` and Equatable), the cell classes,
// and a screen on UIKit's diffable data sources.
import UIKit

/// The spec's external item: the user's own struct.
nonisolated public struct Ad: Equatable, Sendable {
    public var id: Int
    public var identity: Int { id }
}

public final class CardCell: UITableViewCell {
    func show(_ card: Card) {}
}

public final class AdCell: UITableViewCell {}
@MainActor
final class FeedScreen {
    let tableView = UITableView(frame: .zero, style: .plain)
    /// What the data source shows, by identity: made once, with the data source.
    let shown = FeedItem.ShownItems()
    let dataSource: UITableViewDiffableDataSource<FeedSection, FeedItem.Identity>

    init() {
        FeedItem.TableCells.register(in: tableView)
        let cells = FeedItem.TableCells(card: { cell, card in cell.show(card) }, banner: { _, _ in }, ad: { _, _ in })
        // The generated subclass shows the sections' header and footer titles.
        dataSource = FeedSectionTableDataSource(tableView: tableView, cellProvider: cells.cellProvider(shown))
    }

    func show(_ sections: [FeedSectionModel]) {
        // A snapshot of identities; the cells of changed items are reconfigured.
        dataSource.apply(shown.snapshot(showing: sections), animatingDifferences: true)
    }

    /// The tap, typed: the modelSelected replacement for a diffable data source.
    func openedCard(at indexPath: IndexPath) -> Card? {
        shown.item(at: indexPath, in: dataSource)?.card
    }
}
