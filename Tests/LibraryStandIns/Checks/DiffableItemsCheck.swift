// Runs the part of the generated Examples/Targets/FeedDiffable.swift that
// needs no UIKit: content equality (a snapshot holds identities, so the
// items compare what they show) and each identity's kind. Built with that
// file into an executable and run by LibraryTypeCheckTests; prints "ok" or
// the failures.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The spec's external item.
nonisolated public struct Ad: Equatable, Sendable {
    public var id: Int
    public var text: String
    public var identity: Int { id }
}

@main
enum DiffableItemsCheck {
    static func main() {
        var failures: [String] = []
        func expect(_ condition: Bool, _ message: String) {
            if !condition { failures.append(message) }
        }

        let card = FeedItem.card(Card(id: "1", title: "Old", color: "red"))
        let retitled = FeedItem.card(Card(id: "1", title: "New", color: "red"))
        let otherCard = FeedItem.card(Card(id: "2", title: "Old", color: "red"))
        let banner = FeedItem.banner(Banner(campaign: "spring", slot: 1))
        let ad = FeedItem.ad(Ad(id: 1, text: "Buy"))
        let reworded = FeedItem.ad(Ad(id: 1, text: "Buy now"))

        expect(card != retitled, "a new title is a new value: the cell provider must see it")
        expect(card == FeedItem.card(Card(id: "1", title: "Old", color: "red")), "equal content is ==")
        expect(card.identity == retitled.identity, "a new title keeps the identity")
        expect(card.identity != otherCard.identity, "items of different identities differ")
        expect(ad.identity != FeedItem.card(Card(id: "1", title: "1", color: "")).identity, "kinds never collide")
        expect(ad != reworded && ad.identity == reworded.identity, "an external item's content counts too")
        expect(
            [card.identity.kind, banner.identity.kind, ad.identity.kind] == [.card, .banner, .ad],
            "each identity names its kind")
        expect(
            FeedSectionModel(model: .feed, items: [ad]) != FeedSectionModel(model: .feed, items: [reworded]),
            "sections compare their items")

        print(failures.isEmpty ? "ok" : failures.joined(separator: "\n"))
        exit(failures.isEmpty ? 0 : 1)
    }
}
