// Runs `FeedItem.ShownItems.snapshot(showing:)` (ItemizeRuntime's, named by
// Examples/Targets/FeedDiffable.swift) against the UIKit stand-in's working
// snapshot, which stops the program on a repeated identifier as UIKit does:
// repeated sections and items must be left out and reported, never
// appended. Built with that file into an executable and run by
// LibraryTypeCheckTests; reports as
// Tests/AppleStandIns/Checks/check.swift says.
import UIKit

@main
@MainActor
enum DiffableSnapshotCheck {
    static func main() {
        let card = FeedItem.card(Card(id: "1", title: "One", color: "red"))
        let sameCardAgain = FeedItem.card(Card(id: "1", title: "One, edited", color: "blue"))
        let otherCard = FeedItem.card(Card(id: "2", title: "Two", color: "red"))
        let ad = FeedItem.ad(Ad(id: 1, text: "Buy"))
        let sameAdAgain = FeedItem.ad(Ad(id: 1, text: "Buy"))

        let unique = [
            FeedSectionModel(model: .featured, items: [card, otherCard]),
            FeedSectionModel(model: .feed, items: [ad]),
        ]
        var calls = 0
        let plain = FeedItem.ShownItems().snapshot(showing: unique, repeatedIdentities: { _, _ in calls += 1 })
        check(plain.sectionIdentifiers == [.featured, .feed], "sections in order, got \(plain.sectionIdentifiers)")
        check(
            plain.itemIdentifiers == [card.identity, otherCard.identity, ad.identity], "items in order, got \(plain.itemIdentifiers)")
        check(calls == 0, "nothing repeated, yet the handler was called \(calls) times")

        // An item repeated in its own section and in another one, and a
        // section repeated with items of its own.
        let repeating = [
            FeedSectionModel(model: .featured, items: [card, sameCardAgain, otherCard]),
            FeedSectionModel(model: .feed, items: [ad, card]),
            FeedSectionModel(model: .featured, items: [sameAdAgain]),
            FeedSectionModel(model: .day("Mon"), items: [sameAdAgain]),
        ]
        var leftOutSections: [FeedSectionModel] = []
        var leftOutItems: [FeedItem] = []
        calls = 0
        let shown = FeedItem.ShownItems()
        let snapshot = shown.snapshot(showing: repeating) { sections, items in
            calls += 1
            leftOutSections = sections
            leftOutItems = items
        }
        check(
            snapshot.sectionIdentifiers == [.featured, .feed, .day("Mon")],
            "the repeated section is left out, got \(snapshot.sectionIdentifiers)")
        check(
            snapshot.itemIdentifiers(inSection: .featured) == [card.identity, otherCard.identity],
            "the first occurrence stays, got \(snapshot.itemIdentifiers(inSection: .featured))")
        check(snapshot.itemIdentifiers(inSection: .feed) == [ad.identity], "the card repeated in another section is left out")
        check(snapshot.itemIdentifiers(inSection: .day("Mon")).isEmpty, "the ad repeated in a later section is left out")
        check(calls == 1, "the handler is called once per snapshot, got \(calls)")
        check(
            leftOutSections.map(\.model) == [.featured] && leftOutSections.first?.items == [sameAdAgain],
            "the repeated section is reported with its items, got \(leftOutSections)")
        check(
            leftOutItems.map(\.identity) == [sameCardAgain.identity, card.identity, sameAdAgain.identity],
            "the repeated items are reported in order, got \(leftOutItems)")

        check(shown[card.identity] == card && shown[ad.identity] == ad, "the first occurrence is the one shown")
        check(shown[sameCardAgain.identity] == card, "a repeat does not replace what is shown")

        // Changed content is reconfigured, each identity once, and only
        // identities the snapshot holds: a changed item of a repeated
        // section is left out with it.
        let changed = [
            FeedSectionModel(model: .featured, items: [sameCardAgain, otherCard]),
            FeedSectionModel(model: .featured, items: [FeedItem.ad(Ad(id: 1, text: "Sale"))]),
            FeedSectionModel(model: .feed, items: [ad, sameCardAgain]),
        ]
        let update = shown.snapshot(showing: changed, repeatedIdentities: { _, _ in })
        check(
            update.reconfiguredItemIdentifiers == [card.identity],
            "only the edited card is reconfigured, once, got \(update.reconfiguredItemIdentifiers)")
        check(shown[card.identity] == sameCardAgain, "the provider now gets the edited card")

        // A cell UIKit asks for before the newest snapshot is applied still
        // gets its item, from the snapshot before; one snapshot later, none.
        _ = shown.snapshot(showing: [])
        check(shown[card.identity] == sameCardAgain, "an item of the snapshot before is still found")
        _ = shown.snapshot(showing: [])
        check(shown[card.identity] == nil, "an item two snapshots back is gone")

        // Without a handler it must not stop the program either.
        check(FeedItem.ShownItems().snapshot(showing: repeating).numberOfItems == 3, "the default handler keeps three items")

        finishChecks()
    }
}
