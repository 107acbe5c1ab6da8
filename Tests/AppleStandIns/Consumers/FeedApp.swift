// What a user adds beside the generated Examples/Feed.swift: the external
// `Ad` item, the cell classes the spec names, a screen that uses the whole
// flow (register, data source, apply, tap -> typed item) and the README's
// table view controller, as written there.
import ItemizeRuntime
import UIKit

/// The spec's external item: the user's own struct.
public struct Ad: IdentifiableType, Equatable, Sendable {
    public var id: Int
    public var text: String
    public var identity: Int { id }
}

public final class CardCell: UITableViewCell {
    func show(_ card: Card) {}
}

/// A cell with its own designated initializer: UIKit's `init?(coder:)` is
/// required, so it must provide that one too.
public final class AdCell: UITableViewCell {
    private var shown: Ad?

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func show(_ ad: Ad) { shown = ad }
}

@MainActor
final class FeedScreen: NSObject, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    let dataSource: TableViewDataSource<FeedSectionModel>
    private(set) var openedCards: [Card] = []

    override init() {
        let cells = FeedItem.TableCells(
            card: { cell, card in cell.show(card) },
            banner: { _, _ in },
            ad: { cell, ad in cell.show(ad) })
        dataSource = TableViewDataSource(
            titleForHeader: { $0.model.header },
            titleForFooter: { $0.model.footer },
            configureCell: { tableView, indexPath, item in cells.cell(for: item, in: tableView, at: indexPath) })
        super.init()
        FeedItem.TableCells.register(in: tableView)
        // Before the table is given its data source: UIKit asks then which
        // optional methods it implements.
        dataSource.commitEditing = { [weak self] style, item, _ in
            guard style == .delete, let self else { return }
            self.show(self.dataSource.data.sections.map { section in
                FeedSectionModel(original: section, items: section.items.filter { $0.identity != item.identity })
            })
        }
        tableView.dataSource = dataSource
        tableView.delegate = self
    }

    func show(_ sections: [FeedSectionModel]) {
        dataSource.apply(sections, to: tableView)
    }

    func load() {
        show([
            FeedSectionModel(model: .featured, items: [.card(Card(id: "1", title: "Hello", color: "red"))]),
            FeedSectionModel(model: .feed, items: [.ad(Ad(id: 7, text: "Buy"))]),
            FeedSectionModel(model: .day("Mon"), items: []),
        ])
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let card = dataSource.item(at: indexPath)?.card else { return }
        openedCards.append(card)
    }
}

@MainActor
final class FeedGrid {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let dataSource: CollectionViewDataSource<FeedSectionModel>

    init() {
        let cells = FeedItem.CollectionCells(card: { _, _ in }, banner: { _, _ in }, ad: { _, _ in })
        dataSource = CollectionViewDataSource(
            configureSupplementaryView: { collectionView, kind, indexPath, _ in
                collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
            },
            configureCell: { collectionView, indexPath, item in
                cells.cell(for: item, in: collectionView, at: indexPath)
            })
        FeedItem.CollectionCells.register(in: collectionView)
        collectionView.dataSource = dataSource
    }

    func selectedAd(at indexPath: IndexPath) -> Ad? {
        dataSource.item(at: indexPath)?.ad
    }
}

/// The README's "whole flow" example, unchanged but for `open(_:)`, which
/// the README leaves to the app.
final class FeedViewController: UITableViewController {
    private lazy var dataSource = TableViewDataSource<FeedSectionModel>(
        titleForHeader: { $0.model.header },            // from the spec's "header"
        titleForFooter: { $0.model.footer },
        configureCell: { [cells] tableView, indexPath, item in
            cells.cell(for: item, in: tableView, at: indexPath)
        })
    // One closure per kind, each given its own cell class and item type;
    // leaving one out is a compile error.
    private let cells = FeedItem.TableCells(
        card: { cell, card in cell.show(card) },            // cell: CardCell, card: Card
        banner: { cell, banner in cell.textLabel?.text = banner.campaign },
        ad: { cell, ad in cell.show(ad) })                  // cell: AdCell, ad: Ad
    private(set) var openedCards: [Card] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        FeedItem.TableCells.register(in: tableView)         // every kind's class under its reuse identifier
        tableView.dataSource = dataSource                   // weak: the controller keeps it
    }

    func show(_ sections: [FeedSectionModel]) {
        // Diffs, then one batch per stage, switching the data inside each
        // batch; reloads instead when the table has no window.
        dataSource.apply(sections, to: tableView)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        // The tap, typed: no `modelSelected`, no cast.
        guard let card = dataSource.item(at: indexPath)?.card else { return }
        open(card)
    }

    private func open(_ card: Card) { openedCards.append(card) }
}
