// What a user adds beside the generated Examples/Inbox.swift: the table and
// collection classes the spec names, a table screen whose header view
// shows the live unread count and which refuses moves into sections that
// do not allow the row, and a collection screen with a compositional
// layout chosen per section.
import ItemizeRuntime
import UIKit

public final class MailCell: UITableViewCell {
    private(set) var subject = ""
    private(set) var isFirstOfDay = false
    func show(_ mail: Mail) { subject = mail.subject }
    func show(_ mail: Mail, isFirstOfDay: Bool) {
        show(mail)
        self.isFirstOfDay = isFirstOfDay
    }
}

public final class SpinnerCell: UITableViewCell {
    private(set) var isSpinning = false
    func startSpinning() { isSpinning = true }
}

public final class InboxHeaderView: UITableViewHeaderFooterView {
    private(set) var unread = 0
    func show(unread: Int) { self.unread = unread }
}

/// The grid's mail cell: a collection view makes only `UICollectionViewCell`s.
public final class MailTileCell: UICollectionViewCell {
    private(set) var subject = ""
    private(set) var isFirstOfDay = false
    func show(_ mail: Mail, isFirstOfDay: Bool) {
        subject = mail.subject
        self.isFirstOfDay = isFirstOfDay
    }
}

/// The grid's header: a collection view's supplementary views are
/// `UICollectionReusableView`s.
public final class InboxTileHeader: UICollectionReusableView {
    private(set) var unread = 0
    func show(unread: Int) { self.unread = unread }
}

@MainActor
final class InboxScreen: NSObject, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    let dataSource: TableViewDataSource<InboxSectionModel>
    let headers = InboxSection.TableHeaders(inboxHeader: { view, unread in view.show(unread: unread) })

    override init() {
        let cells = InboxItem.TableCells(
            mail: { cell, mail in cell.show(mail) },
            spinner: { cell in cell.startSpinning() })
        dataSource = TableViewDataSource(
            configureCell: { tableView, indexPath, item in cells.cell(for: item, in: tableView, at: indexPath) })
        super.init()
        InboxItem.TableCells.register(in: tableView)
        InboxSection.TableHeaders.register(in: tableView)
        // A new unread count configures the visible header again in place.
        dataSource.reconfigureHeaderView = { [headers] view, section in headers.configure(header: view, for: section.model) }
        dataSource.canMoveRow = { item, _ in item.kind == .mail }
        tableView.dataSource = dataSource
        tableView.delegate = self
    }

    func show(unread: Int, days: [String: [Mail]], isLoading: Bool) {
        var sections: [InboxSectionModel] = [.inbox(unread: unread, [])]
        for day in days.keys.sorted() {
            sections.append(.day(day, (days[day] ?? []).map(InboxItem.DayItems.mail)))
        }
        if isLoading {
            sections.append(.loading([.spinner]))
        }
        dataSource.apply(sections, to: tableView)
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard let model = dataSource.data.section(at: section)?.model else { return nil }
        return headers.headerView(for: model, in: tableView)
    }

    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        InboxSection.targetIndexPath(
            forMoveFrom: sourceIndexPath, toProposed: proposedDestinationIndexPath, in: dataSource.data.sections)
    }
}

/// A grid whose mail cells know where they are (the first of each day
/// looks different) and whose header views come from the generated helpers.
@MainActor
func makeInboxGrid(_ collectionView: UICollectionView) -> CollectionViewDataSource<InboxSectionModel> {
    InboxItem.CollectionCells.register(in: collectionView)
    InboxSection.CollectionHeaders.register(in: collectionView)
    let cells = InboxItem.CollectionCells.placed(
        mail: { cell, mail, place in
            var isDay = false
            if case .day? = place.section { isDay = true }
            cell.show(mail, isFirstOfDay: isDay && place.indexPath.item == 0)
        },
        // The spec names no collection cell for the spinner: a plain one.
        spinner: { _, _ in })
    let headers = InboxSection.CollectionHeaders(inboxHeader: { view, unread in view.show(unread: unread) })
    let data = SectionedDataSource<InboxSectionModel>()
    let dataSource = CollectionViewDataSource(
        data: data,
        configureSupplementaryView: { collectionView, kind, indexPath, section in
            headers.view(ofKind: kind, for: section.model, in: collectionView, at: indexPath)
        },
        configureCell: { [weak data] collectionView, indexPath, item in
            guard let section = data?.section(at: indexPath.section)?.model else {
                return cells.cell(for: item, in: collectionView, at: indexPath)
            }
            return cells.cell(for: item, in: section, of: collectionView, at: indexPath)
        })
    dataSource.reconfigureSupplementaryView = { view, kind, _, section in
        headers.configure(view, ofKind: kind, for: section.model)
    }
    collectionView.dataSource = dataSource
    return dataSource
}

/// The same grid through typed registrations (iOS 14 and later), made once
/// here: no register call, no reuse identifier. A registration's handler
/// knows no section, so each cell's place has its index path alone.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
func makeRegisteredInboxGrid(_ collectionView: UICollectionView) -> CollectionViewDataSource<InboxSectionModel> {
    let cells = InboxItem.CellRegistrations(
        InboxItem.CollectionCells.placed(
            mail: { cell, mail, place in cell.show(mail, isFirstOfDay: place.indexPath.item == 0) },
            spinner: { _, _ in }))
    let headers = InboxSection.SupplementaryRegistrations(
        InboxSection.CollectionHeaders(inboxHeader: { view, unread in view.show(unread: unread) }))
    let dataSource = CollectionViewDataSource<InboxSectionModel>(
        configureSupplementaryView: headers.configureSupplementaryView, configureCell: cells.configureCell)
    collectionView.dataSource = dataSource
    return dataSource
}

/// A compositional layout with one layout per section, chosen by the
/// generated section dispatch: the compiler checks every section has one.
/// The grid's view is made with it:
/// `UICollectionView(frame: frame, collectionViewLayout: makeInboxLayout { dataSource.data.sections })`.
@MainActor
func makeInboxLayout(sections: @escaping @MainActor () -> [InboxSectionModel]) -> UICollectionViewLayout {
    let layouts = InboxSection.Dispatch<any NSCollectionLayoutEnvironment, NSCollectionLayoutSection>(
        inbox: { _, _ in row(height: 44) },
        day: { _, _ in row(height: 64) },
        loading: { _ in row(height: 32) })
    return UICollectionViewCompositionalLayout { index, environment in
        let current = sections()
        guard current.indices.contains(index) else { return nil }
        return layouts(current[index].model, in: environment)
    }
}

@MainActor
private func row(height: CGFloat) -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
    return NSCollectionLayoutSection(
        group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
}

/// The Inbox table's row behaviour: the app's own delegate answers UIKit
/// with the generated helpers, one line each, given the row's item and
/// section (docs/row-behaviour.md).
@MainActor
final class InboxActionsScreen: NSObject, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    let dataSource: TableViewDataSource<InboxSectionModel>
    let actions: InboxItem.Actions

    init(actions: InboxItem.Actions) {
        self.actions = actions
        let cells = InboxItem.TableCells(mail: { cell, mail in cell.show(mail) }, spinner: { cell in cell.startSpinning() })
        dataSource = TableViewDataSource(
            configureCell: { tableView, indexPath, item in cells.cell(for: item, in: tableView, at: indexPath) })
        super.init()
        InboxItem.TableCells.register(in: tableView)
        // A mail moves and swipes; the spinner, which can neither, cannot be edited.
        dataSource.editRowsByKind(offering: actions)
        tableView.dataSource = dataSource
        tableView.delegate = self
        // Rows drag on an iPhone too (iOS 14 and earlier leave it off there).
        tableView.dragInteractionEnabled = true
        tableView.dragDelegate = self
        tableView.dropDelegate = self
    }

    /// The row's item and where it is, for the helpers.
    private func row(at indexPath: IndexPath) -> (item: InboxItem, place: InboxItem.ActionPlace)? {
        dataSource.data.sections.actionRow(at: indexPath)
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        dataSource.item(at: indexPath)?.kind.isSelectable ?? false
    }

    /// A keyboard's focus selects rows without highlighting them first.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        dataSource.item(at: indexPath)?.kind.isSelectable == true ? indexPath : nil
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        row(at: indexPath).map { actions.select($0.item, at: $0.place) }
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        dataSource.editingStyle(forRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        dataSource.shouldIndentWhileEditing(rowAt: indexPath)
    }

    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        actions.leadingSwipeActions(at: indexPath, in: ActionRows(dataSource.data))
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        actions.trailingSwipeActions(at: indexPath, in: ActionRows(dataSource.data))
    }

    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        actions.contextMenu(at: indexPath, in: ActionRows(dataSource.data))
    }

    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        InboxSection.targetIndexPath(
            forMoveFrom: sourceIndexPath, toProposed: proposedDestinationIndexPath, in: dataSource.data.sections)
    }
}

/// The Inbox table's drag and drop: a mail drags, and drops only into a
/// section of this table that allows mail; UIKit then reorders through the
/// data source's `tableView(_:moveRowAt:to:)`. A mail dragged from another
/// view (the list beside it, another window) is refused.
extension InboxActionsScreen: UITableViewDragDelegate, UITableViewDropDelegate {
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        dataSource.item(at: indexPath)?.dragItems ?? []
    }

    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        InboxSection.tableDropProposal(for: session, at: destinationIndexPath, in: dataSource.data.sections, over: tableView)
    }

    /// The proposal takes only reorders of this table's rows, which the
    /// data source performs; nothing else comes here.
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {}
}

/// The Inbox as a list in a collection view with the same row behaviour:
/// the list configuration's swipe providers and the collection delegate
/// call the same generated helpers as the table's delegate.
@available(iOS 14.0, *)
@MainActor
final class InboxActionsGrid: NSObject, UICollectionViewDelegate {
    let dataSource: CollectionViewDataSource<InboxSectionModel>
    let actions: InboxItem.Actions
    private(set) var listConfiguration = UICollectionLayoutListConfiguration(appearance: .plain)

    init(collectionView: UICollectionView, actions: InboxItem.Actions) {
        self.actions = actions
        dataSource = makeInboxGrid(collectionView)
        super.init()
        listConfiguration.leadingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
            self.actions.leadingSwipeActions(at: indexPath, in: ActionRows(self.dataSource.data))
        }
        listConfiguration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
            self.actions.trailingSwipeActions(at: indexPath, in: ActionRows(self.dataSource.data))
        }
        dataSource.canMoveItem = { item, _ in item.kind.isMovable }
        // UIKit asks a data source what it implements when it is assigned.
        collectionView.dataSource = dataSource
        collectionView.delegate = self
        collectionView.dragInteractionEnabled = true
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
    }

    /// The row's item and where it is, for the helpers.
    private func row(at indexPath: IndexPath) -> (item: InboxItem, place: InboxItem.ActionPlace)? {
        dataSource.data.sections.actionRow(at: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        dataSource.item(at: indexPath)?.kind.isSelectable ?? false
    }

    /// A keyboard's focus selects items without highlighting them first.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        dataSource.item(at: indexPath)?.kind.isSelectable ?? false
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        row(at: indexPath).map { actions.select($0.item, at: $0.place) }
    }

    @available(iOS 16.0, *)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return actions.contextMenu(at: indexPaths[0], in: ActionRows(dataSource.data))
    }

    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        InboxSection.targetIndexPath(forMoveFrom: originalIndexPath, toProposed: proposedIndexPath, in: dataSource.data.sections)
    }

    @available(iOS 15.0, *)
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        InboxSection.targetIndexPath(forMoveFrom: originalIndexPath, toProposed: proposedIndexPath, in: dataSource.data.sections)
    }
}

/// The list's drag and drop, as the table's: UIKit reorders through the
/// data source's `collectionView(_:moveItemAt:to:)`.
@available(iOS 14.0, *)
extension InboxActionsGrid: UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        dataSource.item(at: indexPath)?.dragItems ?? []
    }

    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        InboxSection.collectionDropProposal(
            for: session, at: destinationIndexPath, in: dataSource.data.sections, over: collectionView)
    }

    /// The proposal takes only reorders of this list's items, which the
    /// data source performs; nothing else comes here.
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {}
}
