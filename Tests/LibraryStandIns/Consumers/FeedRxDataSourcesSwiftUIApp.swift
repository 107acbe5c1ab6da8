// The SwiftUI screen of Examples/Targets/FeedRxDataSources.swift, beside the UIKit
// screen of FeedRxDataSourcesApp.swift: the generated view table and list
// content over the target's own section model, deleting and moving rows at
// the index paths the hooks give, and a selection by identity.
import SwiftUI

struct FeedList: View {
    @State private var sections: [FeedSectionModel] = [
        .featured([.card(Card(id: "1", title: "Hello", color: "red"))]),
        .feed([.ad(Ad(id: 7, text: "Buy"))]),
    ]
    @State private var selection: Set<FeedItem.Identity> = []

    private let rows = FeedItem.RowViews(
        card: { card in Text(card.title) },
        banner: { banner in Text(banner.campaign) },
        ad: { ad in Text("Ad \(ad.id)") })

    var body: some View {
        List(selection: $selection) {
            FeedItem.ListSections(
                sections, rows: rows,
                onDelete: { _, indexPath in sections[indexPath[0]].items.remove(at: indexPath[1]) },
                onMove: { item, from, to in
                    sections[from[0]].items.remove(at: from[1])
                    sections[to[0]].items.insert(item, at: to[1])
                })
        }
    }

    /// The typed item of each selected identity, in the list's order.
    var selectedItems: [FeedItem] { sections.items(in: selection) }
}
