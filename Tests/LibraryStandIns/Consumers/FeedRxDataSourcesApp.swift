// What a user adds beside the generated Examples/Targets/FeedRxDataSources.swift:
// the external `Ad` item (RxDataSources' IdentifiableType), the cell classes
// the spec names, and a screen on RxDataSources' animated data sources.
import RxDataSources
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

public final class AdCell: UITableViewCell {
    func show(_ ad: Ad) {}
}

@MainActor
final class FeedScreen {
    // The animated data source accepts only AnimatableSectionModelType
    // sections of IdentifiableType & Equatable items.
    let dataSource = RxTableViewSectionedAnimatedDataSource<FeedSectionModel>(
        configureCell: FeedItem.TableCells(
            card: { cell, card in cell.show(card) },
            banner: { _, _ in },
            ad: { cell, ad in cell.show(ad) }
        ).configureCell(),
        titleForHeaderInSection: FeedSection.headerTitles(),
        titleForFooterInSection: FeedSection.footerTitles())

    func load() {
        dataSource.setSections([
            .featured([.card(Card(id: "1", title: "Hello", color: "red"))]),
            .feed([.ad(Ad(id: 7, text: "Buy"))]),
        ])
    }

    /// The tap, typed, without `modelSelected`'s cast.
    func openedCard(at indexPath: IndexPath) -> Card? {
        dataSource[indexPath].card
    }
}
