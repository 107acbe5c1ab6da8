// The reordering screens of FeedDiffableApp.swift, for a feed with movable
// kinds (Examples/Targets/FeedDiffable.itemize.json: cards and ads): a table
// on the generated FeedSectionTableDataSource, and a grid with the generated
// reordering handlers (iOS 14 and later) whose reorders start by drag and
// drop. Each keeps the order the user leaves, and its delegates keep a
// moving row in the sections that allow its kind.
// Checks/DiffableReorderCheck.swift drives both.
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

/// The feed in a grid whose cards and ads the user reorders: a long press
/// lifts one (its `dragItems`; a banner has none), and dropping it where
/// its section allows its kind reorders it through the diffable data
/// source's reordering handlers.
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
        #if !os(tvOS)
            // What starts a reorder: items drag on an iPhone too (iOS 14 and
            // earlier leave it off there), and drops of them move.
            collectionView.dragInteractionEnabled = true
            collectionView.dragDelegate = self
            collectionView.dropDelegate = self
        #endif
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

#if !os(tvOS)
    /// The grid's drag and drop: a card or an ad lifts, and drops as a move
    /// only within this grid, into a section that allows its kind.
    @available(iOS 14.0, *)
    extension ReorderableFeedGrid: UICollectionViewDragDelegate, UICollectionViewDropDelegate {
        func collectionView(
            _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
        ) -> [UIDragItem] {
            shown.item(at: indexPath, in: dataSource)?.dragItems ?? []
        }

        func collectionView(
            _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UICollectionViewDropProposal {
            FeedSection.collectionDropProposal(for: session, at: destinationIndexPath, in: sections, over: collectionView)
        }

        /// The proposal takes only reorders, which the diffable data source
        /// performs; nothing else comes here.
        func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {}
    }
#endif
