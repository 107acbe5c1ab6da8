// What a user adds beside the generated Examples/Feed.swift: the external
// `Ad` item, the cell classes the spec names, a screen that uses the whole
// flow (register, data source, apply, tap -> typed item) and the README's
// table view controller, as written there.
import ItemizeRuntime
import UIKit

/// The spec's external item: the user's own struct.
nonisolated public struct Ad: IdentifiableType, Equatable, Sendable {
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
            .featured([.card(Card(id: "1", title: "Hello", color: "red"))]),
            .feed([.ad(Ad(id: 7, text: "Buy"))]),
            .day("Mon", []),
        ])
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let card = dataSource.item(at: indexPath)?.card else { return }
        openedCards.append(card)
    }
}

/// The collection view's cells: a collection view makes only `UICollectionViewCell`s.
public final class CardTileCell: UICollectionViewCell {
    private(set) var shown: Card?
    func show(_ card: Card) { shown = card }
}

/// The ad's tile.
public final class AdTileCell: UICollectionViewCell {
    private(set) var shown: Ad?
    func show(_ ad: Ad) { shown = ad }
}

/// The feed in a grid on iOS 14 and later, through typed registrations:
/// made once, from one closure per kind, and dequeued with no reuse
/// identifier and no cast. The banner, which names no collection cell
/// class, gets a plain cell showing a list content configuration.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
final class FeedGrid {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let dataSource: CollectionViewDataSource<FeedSectionModel>

    init() {
        // Once, here: never inside the cell provider.
        let registrations = FeedItem.CellRegistrations(
            FeedItem.CollectionCells(
                card: { cell, card in cell.show(card) },
                banner: { cell, banner in
                    var content = UIListContentConfiguration.cell()
                    content.text = banner.campaign
                    cell.contentConfiguration = content
                },
                ad: { cell, ad in cell.show(ad) }))
        dataSource = CollectionViewDataSource(configureCell: registrations.configureCell)
        collectionView.dataSource = dataSource
    }

    func show(_ sections: [FeedSectionModel]) {
        dataSource.apply(sections, to: collectionView)
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

// MARK: - The runtime page's examples of updates, as written there

/// A header view of the app's own class, configured again in place when
/// only its section's header data changed.
final class FeedHeaderView: UITableViewHeaderFooterView {
    private(set) var title: String?
    func show(_ section: FeedSection) { title = section.header }
}

@MainActor
final class FeedUpdatesScreen: NSObject, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    let feed = SectionedArray<FeedSectionModel>()
    let dataSource: TableViewDataSource<FeedSectionModel>
    private(set) var scrolls = 0

    override init() {
        let cells = FeedItem.TableCells(card: { $0.show($1) }, banner: { _, _ in }, ad: { $0.show($1) })
        dataSource = TableViewDataSource(configureCell: { tableView, indexPath, item in
            cells.cell(for: item, in: tableView, at: indexPath)
        })
        super.init()
        FeedItem.TableCells.register(in: tableView)
        tableView.register(FeedHeaderView.self, forHeaderFooterViewReuseIdentifier: "Header")

        // A header of the app's own class is configured again in place when
        // only its section's data changed; the section's rows stay.
        dataSource.reconfigureHeaderView = { view, section in (view as? FeedHeaderView)?.show(section.model) }
        // One animation per kind of operation; .automatic where not given.
        dataSource.rowAnimations = TableViewRowAnimations(insertedRows: .top, deletedRows: .left)
        // Above 300 operations, reload instead of animating (100 by default).
        dataSource.data.reloadPolicy = .changes(above: 300)
        tableView.dataSource = dataSource
        tableView.delegate = self
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
        if let view, let model = dataSource.data.section(at: section) {
            dataSource.reconfigureHeaderView?(view, model)
        }
        return view
    }

    func show(_ sections: [FeedSectionModel]) {
        // Changed rows keep their cells (reconfigured); call when it has finished.
        dataSource.apply(sections, to: tableView) { [weak self] in self?.scrollToTop() }
    }

    func replaceCells(with sections: [FeedSectionModel]) {
        // This call replaces changed cells instead; `data.updateStyle` sets it for every call.
        dataSource.apply(sections, to: tableView, updateStyle: .reload)
    }

    func refresh(_ sections: [FeedSectionModel]) async {
        await dataSource.apply(sections, to: tableView)   // returns once the animation has ended
        scrollToTop()
    }

    func follow() throws {
        try feed.appendSection(.feed([]))
        dataSource.bind(feed, to: tableView)   // each changeset of the array animates, no diff
        try feed.appendItem(.card(Card(id: "2", title: "New", color: "blue")), to: .feed)   // typed: only what `feed` allows
    }

    private func scrollToTop() { scrolls += 1 }
}
