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
    let dataSource: UITableViewDiffableDataSource<FeedSection, FeedItem>
    private var shown: [FeedSectionModel] = []

    init() {
        FeedItem.TableCells.register(in: tableView)
        let cells = FeedItem.TableCells(card: { cell, card in cell.show(card) }, banner: { _, _ in }, ad: { _, _ in })
        // The generated subclass shows the sections' header and footer titles.
        dataSource = FeedSectionTableDataSource(tableView: tableView, cellProvider: cells.cellProvider)
    }

    func show(_ sections: [FeedSectionModel]) {
        var snapshot = FeedSectionModel.snapshot(of: sections)
        // Same identity, new content: the snapshot alone would keep the old cell.
        let changed = FeedSectionModel.itemsWithChangedContent(from: shown, to: sections)
        if #available(iOS 15.0, tvOS 15.0, *) {
            snapshot.reconfigureItems(changed)
        } else {
            snapshot.reloadItems(changed)
        }
        dataSource.apply(snapshot, animatingDifferences: true)
        shown = sections
    }

    /// The tap, typed: the modelSelected replacement for a diffable data source.
    func openedCard(at indexPath: IndexPath) -> Card? {
        dataSource.item(at: indexPath)?.card
    }
}
