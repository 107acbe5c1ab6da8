// Drives the generated Examples/Targets/FeedDiffable.swift through seeded
// update sequences on the UIKit stand-in's diffable table data source, which
// keeps the first value of equal identifiers and stops on a reconfigured
// identifier the snapshot does not hold, as UIKit does: content changes,
// repeated sections and repeated identities. After every apply, every
// shown cell must show the newest content of its item. Built with that file
// into an executable and run by LibraryTypeCheckTests; reports as
// Tests/AppleStandIns/Checks/check.swift says, stopping at the first cell
// that shows other content.
//
// Its argument chooses what to run:
// - `generated` (the default): `ShownItems` and the cell provider (ItemizeRuntime's, named by the feed).
// - `old-design`: the design this replaced (a snapshot of the items
//   themselves, equal by identity, and every item whose content changed
//   reconfigured): the negative control, which must fail.
// - `reconfigure-missing`: reconfigures an identifier the snapshot does not
//   hold, which must stop the program with UIKit's message.
// - `reconfigure-another-identifier`: a provider that dequeues an edited
//   row's cell under another reuse identifier than its existing cell's,
//   which must stop the program with UIKit's message.
import UIKit

/// A list of a few sections, which may repeat, of a few items from a small
/// pool, which may repeat too, with content that changes between lists.
func randomSections(using random: inout SeededRandom) -> [FeedSectionModel] {
    let models: [FeedSection] = [.featured, .feed, .day("Mon"), .day("Tue")]
    let words = ["a", "b", "c"]
    return (0..<Int.random(in: 0...4, using: &random)).map { _ in
        let items = (0..<Int.random(in: 0...5, using: &random)).map { _ -> FeedItem in
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                return .card(
                    Card(id: "\(Int.random(in: 0..<6, using: &random))", title: words.randomElement(using: &random)!, color: "red"))
            case 1:
                return .banner(Banner(campaign: words.randomElement(using: &random)!, slot: Int.random(in: 0..<2, using: &random)))
            default:
                return .ad(Ad(id: Int.random(in: 0..<4, using: &random), text: words.randomElement(using: &random)!))
            }
        }
        return FeedSectionModel(model: models.randomElement(using: &random)!, items: items)
    }
}

/// What each identity must show after `sections` are applied: the first
/// item of that identity in a section not repeated from an earlier one.
func newestContent(of sections: [FeedSectionModel]) -> [FeedItem.Identity: FeedItem] {
    var seenSections: Set<FeedSection> = []
    var newest: [FeedItem.Identity: FeedItem] = [:]
    for section in sections where seenSections.insert(section.model).inserted {
        for item in section.items where newest[item.identity] == nil {
            newest[item.identity] = item
        }
    }
    return newest
}

/// The replaced design's item: equal and hashed by identity, so that a
/// snapshot follows it, with its content along.
struct IdentityEqualItem: Hashable, Sendable {
    var item: FeedItem
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.item.identity == rhs.item.identity }
    func hash(into hasher: inout Hasher) { hasher.combine(item.identity) }
}

@main
@MainActor
enum DiffableContentCheck {
    static func main() {
        let mode = CommandLine.arguments.dropFirst().first ?? "generated"
        switch mode {
        case "generated": run(sequences: 2_000, oldDesign: false)
        case "old-design": run(sequences: 2_000, oldDesign: true)
        case "reconfigure-missing":
            var snapshot = NSDiffableDataSourceSnapshot<FeedSection, FeedItem.Identity>()
            snapshot.appendSections([.feed])
            snapshot.appendItems([.ad(1)], toSection: .feed)
            snapshot.reconfigureItems([.ad(2)])
            fail("reconfigured an identifier the snapshot does not hold")
        case "reconfigure-another-identifier":
            let tableView = UITableView(frame: .zero, style: .plain)
            for identifier in ["First", "Second"] {
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: identifier)
            }
            var calls = 0
            let shown = FeedItem.ShownItems()
            let dataSource = UITableViewDiffableDataSource<FeedSection, FeedItem.Identity>(tableView: tableView) {
                tableView, indexPath, _ in
                calls += 1
                return tableView.dequeueReusableCell(withIdentifier: calls == 1 ? "First" : "Second", for: indexPath)
            }
            for title in ["Old", "New"] {
                let card = FeedItem.card(Card(id: "1", title: title, color: "red"))
                dataSource.apply(shown.snapshot(showing: [FeedSectionModel(model: .feed, items: [card])]))
            }
            fail("reconfigured a row through another reuse identifier")
        default: fail("unknown mode \(mode)")
        }
    }

    /// Applies `sequences` seeded sequences of eight lists each and checks
    /// every shown cell after each apply.
    static func run(sequences: Int, oldDesign: Bool) {
        let tableView = UITableView(frame: .zero, style: .plain)
        FeedItem.TableCells.register(in: tableView)
        // What each cell was last configured with.
        var shownByCell: [ObjectIdentifier: FeedItem] = [:]
        let cells = FeedItem.TableCells(
            card: { cell, card in shownByCell[ObjectIdentifier(cell)] = .card(card) },
            banner: { cell, banner in shownByCell[ObjectIdentifier(cell)] = .banner(banner) },
            ad: { cell, ad in shownByCell[ObjectIdentifier(cell)] = .ad(ad) })
        var applies = 0
        var reconfigured = 0
        for seed in 0..<sequences {
            var random = SeededRandom(state: UInt64(seed))
            // Each design's data source, behind the one question the check asks.
            let apply: ([FeedSectionModel]) -> Int
            let shownSnapshot: () -> NSDiffableDataSourceSnapshot<FeedSection, FeedItem.Identity>
            if oldDesign {
                let dataSource = UITableViewDiffableDataSource<FeedSection, IdentityEqualItem>(tableView: tableView) {
                    tableView, indexPath, keyed in cells.cell(for: keyed.item, in: tableView, at: indexPath)
                }
                var previous: [FeedSectionModel] = []
                apply = { sections in
                    let snapshot = oldSnapshot(showing: sections, after: previous)
                    previous = sections
                    dataSource.apply(snapshot, animatingDifferences: true)
                    return snapshot.reconfiguredItemIdentifiers.count
                }
                shownSnapshot = { identities(of: dataSource.snapshot()) }
            } else {
                let shown = FeedItem.ShownItems()
                let dataSource = UITableViewDiffableDataSource<FeedSection, FeedItem.Identity>(
                    tableView: tableView, cellProvider: cells.cellProvider(shown))
                apply = { sections in
                    let snapshot = shown.snapshot(showing: sections, repeatedIdentities: { _, _ in })
                    dataSource.apply(snapshot, animatingDifferences: true)
                    return snapshot.reconfiguredItemIdentifiers.count + snapshot.reloadedItemIdentifiers.count
                }
                shownSnapshot = { dataSource.snapshot() }
            }
            for step in 0..<8 {
                let sections = randomSections(using: &random)
                reconfigured += apply(sections)
                applies += 1
                let newest = newestContent(of: sections)
                let snapshot = shownSnapshot()
                require(
                    snapshot.numberOfItems == newest.count,
                    "seed \(seed) step \(step): the table shows \(snapshot.numberOfItems) items, the list has \(newest.count)")
                for (sectionIndex, section) in snapshot.sectionIdentifiers.enumerated() {
                    for row in snapshot.itemIdentifiers(inSection: section).indices {
                        let indexPath = IndexPath(row: row, section: sectionIndex)
                        let content = tableView.cellForRow(at: indexPath).flatMap { shownByCell[ObjectIdentifier($0)] }
                        require(content != nil, "seed \(seed) step \(step): no configured cell at \(indexPath)")
                        let expected = content.flatMap { newest[$0.identity] }
                        require(
                            content == expected,
                            "seed \(seed) step \(step): the cell at \(indexPath) shows \(content.map { "\($0)" } ?? "nothing"), "
                                + "the list has \(expected.map { "\($0)" } ?? "nothing")")
                    }
                }
            }
        }
        check(applies == sequences * 8, "\(applies) applies in \(sequences) sequences of eight lists")
        check(reconfigured > 1_000, "the sequences changed too little content: \(reconfigured) items reconfigured")
        finishChecks()
    }

    /// The identities of a snapshot of the old design's items, in order.
    static func identities(
        of snapshot: NSDiffableDataSourceSnapshot<FeedSection, IdentityEqualItem>
    ) -> NSDiffableDataSourceSnapshot<FeedSection, FeedItem.Identity> {
        var identities = NSDiffableDataSourceSnapshot<FeedSection, FeedItem.Identity>()
        for section in snapshot.sectionIdentifiers {
            identities.appendSections([section])
            identities.appendItems(snapshot.itemIdentifiers(inSection: section).map(\.item.identity), toSection: section)
        }
        return identities
    }

    /// The replaced generated `snapshot(of:)` and `itemsWithChangedContent`:
    /// repeats left out of the snapshot, and every item of the new list
    /// whose identity was shown with other content reconfigured.
    static func oldSnapshot(
        showing sections: [FeedSectionModel], after old: [FeedSectionModel]
    ) -> NSDiffableDataSourceSnapshot<FeedSection, IdentityEqualItem> {
        var snapshot = NSDiffableDataSourceSnapshot<FeedSection, IdentityEqualItem>()
        var shownSections: Set<FeedSection> = []
        var shownItems: Set<FeedItem.Identity> = []
        for section in sections where shownSections.insert(section.model).inserted {
            let items = section.items.filter { shownItems.insert($0.identity).inserted }
            snapshot.appendSections([section.model])
            snapshot.appendItems(items.map(IdentityEqualItem.init), toSection: section.model)
        }
        var previous: [FeedItem.Identity: FeedItem] = [:]
        for section in old {
            for item in section.items where previous[item.identity] == nil { previous[item.identity] = item }
        }
        let changed = sections.flatMap(\.items).filter { item in
            previous[item.identity].map { $0 != item } ?? false
        }
        snapshot.reconfigureItems(changed.map(IdentityEqualItem.init))
        return snapshot
    }
}
