// The SwiftUI screen of Examples/Targets/FeedDiffable.swift, beside the UIKit
// screen of FeedDiffableApp.swift: the generated view table and list
// content over ItemizeRuntime's section model, deleting and moving rows at
// the item paths the hooks give, and a selection by identity; and the same
// rows hosted in a collection view's list cells (iOS 16 and later).
import SwiftUI

struct FeedList: View {
    @State private var sections: [FeedSectionModel] = [
        .featured([.card(Card(id: "1", title: "Hello", color: "red"))]),
        .feed([.ad(Ad(id: 7))]),
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
                onDelete: { _, path in sections[path.section].items.remove(at: path.item) },
                onMove: { item, from, to in
                    sections[from.section].items.remove(at: from.item)
                    sections[to.section].items.insert(item, at: to.item)
                })
        }
    }

    /// The typed item of each selected identity, in the list's order.
    var selectedItems: [FeedItem] { sections.items(in: selection) }
}

#if canImport(UIKit)
    import UIKit

    /// The list's rows in a UIKit collection view, through the diffable data
    /// source: one table of row views for both lists.
    @available(iOS 16.0, tvOS 16.0, *)
    @MainActor
    func makeHostedFeedGrid(
        _ collectionView: UICollectionView, showing shown: FeedItem.ShownItems
    ) -> UICollectionViewDiffableDataSource<FeedSection, FeedItem.Identity> {
        let hosted = FeedItem.HostedRows(
            FeedItem.RowViews(
                card: { card in Text(card.title) },
                banner: { banner in Text(banner.campaign) },
                ad: { ad in Text("Ad \(ad.id)") }))
        // Every snapshot comes from `shown`, so each identity has its item.
        return UICollectionViewDiffableDataSource<FeedSection, FeedItem.Identity>(collectionView: collectionView) {
            collectionView, indexPath, identity in
            shown[identity].map { hosted.cell(for: $0, in: collectionView, at: indexPath) }
        }
    }
#endif
