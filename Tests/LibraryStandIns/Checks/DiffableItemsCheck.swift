// Runs the part of the generated Examples/Targets/FeedDiffable.swift that
// needs no UIKit: equality and hashing by identity (what a diffable data
// source tracks items by), content equality, and the items whose content
// changed. Built with that file into an executable and run by
// LibraryTypeCheckTests; prints "ok" or the failures.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The spec's external item.
public struct Ad: Equatable, Sendable {
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

        expect(card == retitled, "items of the same identity must be == for the data source to follow them")
        expect(card.hashValue == retitled.hashValue, "== items must hash alike")
        expect(Set([card, retitled, otherCard]).count == 2, "a set keeps one item per identity")
        expect(card != otherCard, "items of different identities must differ")
        expect(ad != FeedItem.card(Card(id: "1", title: "1", color: "")), "kinds never collide")
        expect(!card.isContentEqual(to: retitled), "a new title is a content change")
        expect(card.isContentEqual(to: card), "an item's content equals itself")
        expect(!ad.isContentEqual(to: card), "different kinds never have equal content")

        let old = [
            FeedSectionModel(model: .featured, items: [card, banner]),
            FeedSectionModel(model: .feed, items: [ad]),
        ]
        let new = [
            FeedSectionModel(model: .feed, items: [reworded, otherCard]),
            FeedSectionModel(model: .featured, items: [banner, retitled]),
        ]
        let changed = FeedSectionModel.itemsWithChangedContent(from: old, to: new)
        expect(
            changed.count == 2 && changed[0].isContentEqual(to: reworded) && changed[1].isContentEqual(to: retitled),
            "changed content: expected the reworded ad then the retitled card, in the new order, got \(changed)")
        expect(FeedSectionModel.itemsWithChangedContent(from: new, to: new).isEmpty, "nothing changed from a list to itself")
        expect(FeedSectionModel.itemsWithChangedContent(from: [], to: new).isEmpty, "new items are inserted, not reconfigured")

        print(failures.isEmpty ? "ok" : failures.joined(separator: "\n"))
        exit(failures.isEmpty ? 0 : 1)
    }
}
