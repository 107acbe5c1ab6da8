// What the docs' snippets of the default target take as given, beside the
// generated Examples/Feed.swift: the spec's external `Ad` item, and
// `FeedRun`, whose properties are the names the snippets use. No UIKit
// here: the snippets marked `run` run on Linux with `SimulatedListView` as
// their table.
import ItemizeRuntime
import ItemizeTesting

/// The spec's external item: the app's own struct.
nonisolated public struct Ad: IdentifiableType, Equatable, Sendable {
    public var id: Int
    public var text: String
    public var identity: Int { id }
}

/// Records what a snippet logs, in place of `os.Logger`.
final class SnippetLogger {
    /// What was logged since the last `removeAll()`.
    private(set) var lines: [String] = []
    func error(_ message: String) { lines.append(message) }
    func removeAll() { lines = [] }
}

/// The app's logger, a global as `os.Logger`s usually are.
@MainActor let logger = SnippetLogger()

/// The surroundings of a snippet marked `body in FeedRun` or
/// `run in FeedRun`: a data source showing the feed in a simulated table.
@MainActor
final class FeedRun {
    let card = Card(id: "1", title: "Hello", color: "red")
    let ad = Ad(id: 7, text: "Buy")
    var item: FeedItem { .card(card) }
    /// What the table shows first.
    let sections: [FeedSectionModel] = [
        .featured([.card(Card(id: "1", title: "Hello", color: "red"))]),
        .feed([.ad(Ad(id: 7, text: "Buy"))]),
    ]
    /// New data, for an update.
    let newSections: [FeedSectionModel] = [
        .feed([.ad(Ad(id: 7, text: "Buy")), .card(Card(id: "2", title: "Hi", color: "blue"))]),
        .featured([.card(Card(id: "1", title: "Hello again", color: "red"))]),
    ]
    var old: [FeedSectionModel] { sections }
    var new: [FeedSectionModel] { newSections }
    lazy var dataSource = SectionedDataSource<FeedSectionModel>(sections: sections)
    lazy var tableView: SimulatedListView<FeedSectionModel> = SimulatedListView { [unowned self] in
        self.dataSource.sections
    }
    private(set) var openedCards: [Card] = []

    func open(_ card: Card) { openedCards.append(card) }
    func scrollToTop() {}
}
