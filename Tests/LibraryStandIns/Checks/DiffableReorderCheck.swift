// Reorders every kind of the generated Examples/Targets/FeedDiffable.swift
// in the screens of Consumers/FeedDiffableReorderApp.swift (a table on the
// generated FeedSectionTableDataSource, and a collection view with the
// generated reordering handlers), as a user moves a row to the top of every
// section, against the UIKit stand-in's diffable data sources; run by
// LibraryTypeCheckTests.
//
// A card (movable, allowed everywhere) moves, and the screen's typed
// sections and the data source's snapshot follow; a banner (not movable)
// is offered no move; an ad (movable, allowed only in the feed) moves within
// the feed, and the screen's delegates keep it out of the other sections.
// The grid's reorders start as a user starts them: a long press lifts the
// item (the screen's drag delegate) and a drop moves it (its drop
// delegate), as UICollectionView+DragAndDrop.swift says; the table's are
// its reorder control's moves in edit mode.
// Without those delegates the view would leave the ad in a section that
// refuses it: ItemizeRuntime's ShownItems then puts the old order back
// (the grid's on the next turn of the main queue, which the check waits
// for) and the screen's sections stay as they were.
//
// In the table's edit mode a card and an ad show their reorder controls and
// no delete control, and the banner nothing; the banner can be edited, so
// that the table asks for its swipe actions, once the data source is given
// a table of actions that offers it some.
//
// Its negative controls are a runtime with reordering handlers that offer
// every kind (NegativeControls/Runtime/ReorderingAnyKind), a runtime with
// typed sections that keep a row where its section refuses its kind
// (ReorderKeepingAnyKind), a runtime whose diffable table answers
// `tableView(_:canEditRowAt:)` as UIKit's does, false
// (DiffableTableWithoutEditableRows), and, with the argument
// `no-drag-and-drop`, a grid without the drag and drop set-up, where no
// reorder starts.
@_spi(StandInTap) import UIKit
import ItemizeRuntime

@main
@MainActor
enum DiffableReorderCheck {
    static func main() async {
        let control = CommandLine.arguments.dropFirst().first
        let first = FeedItem.card(Card(id: "1", title: "One", color: "red"))
        let banner = FeedItem.banner(Banner(campaign: "spring", slot: 1, imageURL: nil))
        let second = FeedItem.card(Card(id: "2", title: "Two", color: "blue"))
        let ad = FeedItem.ad(Ad(id: 1))
        let third = FeedItem.card(Card(id: "3", title: "Three", color: "green"))
        let shown = [
            FeedSectionModel(model: .featured, items: [first, banner]),
            FeedSectionModel(model: .feed, items: [second, ad]),
            FeedSectionModel(model: .day("Mon"), items: [third]),
        ]
        // One row of each kind.
        let rows = [(IndexPath(row: 0, section: 0), first), (IndexPath(row: 1, section: 0), banner), (IndexPath(row: 1, section: 1), ad)]

        let table = ReorderableFeedTable()
        table.show(shown)
        for (row, item) in rows {
            let expected = item.kind.isMovable
                ? StandInEditingControls(editingStyle: .none, reorders: true, indents: false) : .none
            let controls = table.tableView.standInEditingControls(forRowAt: row)
            check(controls == expected, "in edit mode the table's \(item.kind) at \(row) shows \(controls), not \(expected)")
        }
        let bannerRow = IndexPath(row: 1, section: 0)
        check(!table.dataSource.tableView(table.tableView, canEditRowAt: bannerRow), "the table's banner can be edited without swipe actions")
        table.dataSource.offerSwipeActions(of: BannerSwipes(), using: table.shown)
        check(table.dataSource.tableView(table.tableView, canEditRowAt: bannerRow), "the table's banner, which swipes, cannot be edited")
        await checkMoves(
            "table", rows: rows, shown: shown, show: table.show, sections: { table.sections },
            showing: { table.dataSource.snapshot() },
            move: { table.dataSource.standInMoveRow(at: $0, to: $1) },
            setDelegates: { table.tableView.delegate = $0 ? table : nil })

        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let grid = ReorderableFeedGrid(collectionView: view)
        if control == "no-drag-and-drop" {
            view.dragInteractionEnabled = false
            view.dragDelegate = nil
            view.dropDelegate = nil
        }
        // A drop delegate that proposes a move anywhere, in place of the
        // screen's, for a view that would leave an ad where it is refused.
        let anywhere = MoveAnywhere()
        await checkMoves(
            "grid", rows: rows, shown: shown, show: grid.show, sections: { grid.sections },
            showing: { grid.dataSource.snapshot() },
            move: { source, proposed in
                // A long press lifts the item; its drop moves it.
                guard let drag = view.standInDrag(itemAt: source) else { return nil }
                let identity = grid.dataSource.itemIdentifier(for: source)
                switch view.standInDrop(StandInDropSession(dropping: drag), at: proposed) {
                case .reordered: return identity.flatMap { grid.dataSource.indexPath(for: $0) }
                case .refused, .reverted: return source
                }
            },
            setDelegates: { screens in
                view.delegate = screens ? grid : nil
                view.dropDelegate = screens ? grid : anywhere
            })
        // What UIKit asks of a list cell's reorder accessory or an
        // interactive move, which start no reorder here: the handlers alone.
        for (_, item) in rows {
            let offered = grid.dataSource.reorderingHandlers.canReorderItem?(item.identity) == true
            check(offered == item.kind.isMovable, "the \(item.kind)'s reordering handler in the grid answers \(offered)")
        }

        finishChecks()
    }

    /// Moves each of `rows` to the top of every section of a screen showing
    /// `shown` (to its end in its own section when it is at the top), and
    /// checks where it went (nil: no reorder started), what the data source
    /// shows and the screen's sections; then moves the ad into the first
    /// section with the screen's delegates replaced (`setDelegates(false)`)
    /// by none that keeps it out.
    static func checkMoves(
        _ name: String, rows: [(IndexPath, FeedItem)], shown: [FeedSectionModel],
        show: ([FeedSectionModel]) -> Void, sections: () -> [FeedSectionModel],
        showing: () -> NSDiffableDataSourceSnapshot<FeedSection, FeedItem.Identity>,
        move: (IndexPath, IndexPath) -> IndexPath?, setDelegates: (Bool) -> Void
    ) async {
        let identities = shown.map { $0.items.map(\.identity) }
        /// The identities `snapshot` shows, section by section.
        func shownIdentities() -> [[FeedItem.Identity]] {
            let snapshot = showing()
            return snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
        }

        for (source, item) in rows {
            for (index, section) in shown.enumerated() {
                show(shown)
                let row = index == source.section && source.row == 0 ? section.items.count - 1 : 0
                let proposed = IndexPath(row: row, section: index)
                let target = move(source, proposed)
                let place = "the \(item.kind) at \(source) moved to \(proposed) in the \(name)"
                guard item.kind.isMovable else {
                    check(target == nil, "\(place) was offered a move")
                    check(sections() == shown && shownIdentities() == identities, "\(place) changed the order")
                    continue
                }
                guard target != nil else {
                    check(false, "\(place) started no reorder")
                    continue
                }
                guard section.model.allows(item) else {
                    check(target == source, "\(place), which its section refuses, went to \(String(describing: target))")
                    check(sections() == shown && shownIdentities() == identities, "\(place), which its section refuses, changed the order")
                    continue
                }
                var expected = shown
                expected[source.section].items.remove(at: source.row)
                expected[index].items.insert(item, at: row)
                check(target == proposed, "\(place) went to \(String(describing: target))")
                check(sections() == expected, "after \(place) the screen's sections are \(sections()), not \(expected)")
                check(
                    shownIdentities() == expected.map { $0.items.map(\.identity) },
                    "after \(place) the data source shows \(shownIdentities())")
            }
        }

        // A view that leaves the ad in the featured section, which refuses ads.
        show(shown)
        setDelegates(false)
        let target = move(IndexPath(row: 1, section: 1), IndexPath(row: 0, section: 0))
        setDelegates(true)
        check(target == IndexPath(row: 0, section: 0), "without the delegate the ad in the \(name) went to \(String(describing: target))")
        // The grid's undo comes on the next turn of the main queue.
        await Task.yield()
        check(sections() == shown, "the \(name) kept an ad moved into the featured section: \(sections())")
        check(shownIdentities() == identities, "the \(name) shows an ad moved into the featured section: \(shownIdentities())")
    }
}

/// Swipe actions for banners alone, as a generated `Actions` gives them.
@MainActor
struct BannerSwipes: RowActionTable {
    func actions(in menu: ActionMenu, for item: FeedItem, at place: ActionPlace<FeedSection>) -> [RowAction] {
        guard case .banner = item, menu == .trailingSwipe else { return [] }
        return [RowAction(name: "hide", title: "Hide") {}]
    }

    func select(_ item: FeedItem, at place: ActionPlace<FeedSection>) {}
}

/// A drop delegate that proposes a move of anything anywhere, as a screen
/// that ignores the kinds would.
@MainActor
final class MoveAnywhere: NSObject, UICollectionViewDropDelegate {
    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {}
}
