// Runs the part of the generated Examples/Targets/FeedDiffable.swift that
// needs no UIKit: content equality (a snapshot holds identities, so the
// items compare what they show) and each identity's kind. Built with that
// file into an executable and run by LibraryTypeCheckTests; reports as
// Tests/AppleStandIns/Checks/check.swift says.

/// The spec's external item.
nonisolated public struct Ad: Equatable, Sendable {
    public var id: Int
    public var text: String
    public var identity: Int { id }
}

@main
enum DiffableItemsCheck {
    static func main() {
        let card = FeedItem.card(Card(id: "1", title: "Old", color: "red"))
        let retitled = FeedItem.card(Card(id: "1", title: "New", color: "red"))
        let otherCard = FeedItem.card(Card(id: "2", title: "Old", color: "red"))
        let banner = FeedItem.banner(Banner(campaign: "spring", slot: 1))
        let ad = FeedItem.ad(Ad(id: 1, text: "Buy"))
        let reworded = FeedItem.ad(Ad(id: 1, text: "Buy now"))

        check(card != retitled, "a new title is a new value: the cell provider must see it")
        check(card == FeedItem.card(Card(id: "1", title: "Old", color: "red")), "equal content is ==")
        check(card.identity == retitled.identity, "a new title keeps the identity")
        check(card.identity != otherCard.identity, "items of different identities differ")
        check(ad.identity != FeedItem.card(Card(id: "1", title: "1", color: "")).identity, "kinds never collide")
        check(ad != reworded && ad.identity == reworded.identity, "an external item's content counts too")
        check(
            [card.identity.kind, banner.identity.kind, ad.identity.kind] == [.card, .banner, .ad],
            "each identity names its kind")
        check(
            FeedSectionModel(model: .feed, items: [ad]) != FeedSectionModel(model: .feed, items: [reworded]),
            "sections compare their items")

        finishChecks()
    }
}
