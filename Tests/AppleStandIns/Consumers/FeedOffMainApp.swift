// The feed's models where apps make them: loaded in an actor, diffed in a
// detached task, shown from the main actor. It compiles in every build
// setting only if the generated data types are plain nonisolated values,
// whatever the target's default isolation.
import ItemizeRuntime
import UIKit

/// Makes the feed's sections off the main actor, as a network or database
/// layer does.
actor FeedLoader {
    private var page = 0

    func nextPage() -> [FeedSectionModel] {
        page += 1
        let card = Card(id: "\(page)", title: "Page \(page)", color: "blue")
        return [
            .featured([.card(card), .banner(Banner(campaign: "spring", slot: page, imageURL: nil))]),
            .feed([.ad(Ad(id: page, text: "Buy"))]),
            .day("Mon", [.card(card)]),
        ]
    }
}

/// Counts what changed between two lists on a background thread: the
/// identities, `==` and the diff run there.
func changeCount(from old: [FeedSectionModel], to new: [FeedSectionModel]) async -> Int {
    await Task.detached {
        let identities = Set(new.flatMap { $0.items.map(\.identity) })
        let changes = StagedChangeset(source: old, target: new)
        return changes.count + identities.count + (old == new ? 0 : 1)
    }.value
}

@MainActor
final class FeedOffMainScreen {
    let tableView = UITableView(frame: .zero, style: .plain)
    let dataSource = TableViewDataSource<FeedSectionModel>(
        configureCell: { tableView, indexPath, _ in tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) })
    let loader = FeedLoader()

    func refresh() async {
        let sections = await loader.nextPage()
        _ = await changeCount(from: dataSource.data.sections, to: sections)
        await dataSource.apply(sections, to: tableView)
    }

    /// A big page: the runtime diffs it off the main actor and applies it here.
    func refreshBigPage() async {
        await dataSource.applyDiffingOffMainActor(await loader.nextPage(), to: tableView)
    }
}
