// The reordering screens of FeedDiffableApp.swift, for a feed with movable
// kinds (Examples/Targets/FeedDiffable.itemize.json: cards and ads): a table
// on the generated FeedSectionTableDataSource, and a grid with the generated
// reordering handlers (iOS 14 and later). Each keeps the order the user
// leaves, and its delegate keeps a moving row in the sections that allow
// its kind. Checks/DiffableReorderCheck.swift drives both.
import UIKit

/// The feed in a table whose cards and ads move in edit mode.
@MainActor
final class ReorderableFeedTable: NSObject, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    let shown = FeedItem.ShownItems()
    let dataSource: FeedSectionTableDataSource
    /// The sections shown, in the order the user left them.
    private(set) var sections: [FeedSectionModel] = []

    override init() {
        FeedItem.TableCells.register(in: tableView)
        let cells = FeedItem.TableCells(card: { cell, card in cell.show(card) }, banner: { _, _ in }, ad: { _, _ in })
        dataSource = FeedSectionTableDataSource(tableView: tableView, cellProvider: cells.cellProvider(shown))
        super.init()
        dataSource.reorderMovableRows(using: shown) { [weak self] sections in self?.sections = sections }
        tableView.delegate = self
    }

    func show(_ sections: [FeedSectionModel]) {
        self.sections = sections
        dataSource.apply(shown.snapshot(showing: sections), animatingDifferences: true)
    }

    /// The table deletes nothing: in edit mode a row that moves shows its
    /// reorder control and no delete control.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        .none
    }

    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { false }

    /// A moving row stays in the sections that allow its kind.
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        FeedSection.targetIndexPath(forMoveFrom: sourceIndexPath, toProposed: proposedDestinationIndexPath, in: sections)
    }
}

/// The feed in a grid whose cards and ads the user reorders.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
final class ReorderableFeedGrid: NSObject, UICollectionViewDelegate {
    let collectionView: UICollectionView
    let shown = FeedItem.ShownItems()
    let dataSource: UICollectionViewDiffableDataSource<FeedSection, FeedItem.Identity>
    /// The sections shown, in the order the user left them.
    private(set) var sections: [FeedSectionModel] = []

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        let registrations = FeedItem.CellRegistrations(
            FeedItem.CollectionCells(card: { _, _ in }, banner: { _, _ in }, ad: { _, _ in }))
        dataSource = UICollectionViewDiffableDataSource<FeedSection, FeedItem.Identity>(
            collectionView: collectionView, cellProvider: registrations.cellProvider(shown))
        super.init()
        dataSource.reorderingHandlers = shown.reorderingHandlers(for: dataSource) { [weak self] sections in
            self?.sections = sections
        }
        collectionView.delegate = self
    }

    func show(_ sections: [FeedSectionModel]) {
        self.sections = sections
        dataSource.apply(shown.snapshot(showing: sections), animatingDifferences: true)
    }

    /// A moving item stays in the sections that allow its kind.
    @available(iOS 15.0, *)
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        FeedSection.targetIndexPath(forMoveFrom: originalIndexPath, toProposed: proposedIndexPath, in: sections)
    }

    /// The same before iOS 15.
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        FeedSection.targetIndexPath(forMoveFrom: originalIndexPath, toProposed: proposedIndexPath, in: sections)
    }
}
