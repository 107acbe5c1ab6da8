// What a user adds beside the generated Examples/Feed.swift: the external
// `Ad` item, the cell classes the spec names, and a screen that uses the
// whole flow: register, data source, apply, tap -> typed item.
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

public final class AdCell: UITableViewCell {
    func show(_ ad: Ad) {}
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
        tableView.dataSource = dataSource
        tableView.delegate = self
        dataSource.commitEditing = { [weak self] style, item, _ in
            guard style == .delete, let self else { return }
            self.show(self.dataSource.data.sections.map { section in
                FeedSectionModel(original: section, items: section.items.filter { $0.identity != item.identity })
            })
        }
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
