import Foundation
import ItemizeRuntime
import XCTest

/// Uses the committed Examples/Feed.swift as an app would.
final class FeedTests: XCTestCase {
    let card = Card(id: "1", title: "Hello", color: "red")
    let banner = Banner(campaign: "spring", slot: 1, imageURL: URL(string: "https://example.com/b.png"))
    let ad = Ad(identity: 1, advertiser: "Acme")

    func testIdentitiesOfDifferentKindsNeverCollide() {
        // A card and a banner and an ad whose own identities look alike.
        let cardOne = FeedItem.card(Card(id: "1", title: "A", color: "red"))
        let adOne = FeedItem.ad(Ad(identity: 1, advertiser: "Acme"))
        XCTAssertNotEqual(cardOne.identity, adOne.identity)
        XCTAssertEqual(Set([cardOne.identity, adOne.identity, FeedItem.banner(banner).identity]).count, 3)
        XCTAssertEqual(cardOne.identity, .card("1"))
        XCTAssertEqual(adOne.identity, .ad(1))
        XCTAssertEqual(cardOne.id, cardOne.identity)
    }

    func testAccessibilityIdentifiersAreUniqueAcrossKindsWithEqualRawIdentities() {
        // A card "1" and an ad 1 share their raw identity; their rows do not share an identifier.
        let items: [FeedItem] = [
            .card(Card(id: "1", title: "A", color: "red")), .ad(Ad(identity: 1, advertiser: "Acme")),
            .banner(Banner(campaign: "1", slot: 1)), .card(Card(id: "2", title: "B", color: "blue")),
        ]
        let identifiers = items.map(\.accessibilityIdentifier)
        XCTAssertEqual(identifiers, ["card.1", "ad.1", "banner.1.1", "card.2"])
        XCTAssertEqual(Set(identifiers).count, items.count)
        // A UI test finds a row by the identity alone, without building an item.
        XCTAssertEqual(FeedItem.Identity.ad(1).accessibilityIdentifier, items[1].accessibilityIdentifier)
        XCTAssertEqual(
            FeedItem.Identity.banner(Banner.Identity(campaign: "spring", slot: 3)).accessibilityIdentifier, "banner.spring.3")
    }

    func testIdentityIgnoresContentAndEqualityDoesNot() {
        let before = FeedItem.card(card)
        var edited = card
        edited.title = "Goodbye"
        let after = FeedItem.card(edited)
        XCTAssertEqual(before.identity, after.identity)
        XCTAssertNotEqual(before, after)
        XCTAssertEqual(before, FeedItem.card(Card(id: "1", title: "Hello", color: "red")))
    }

    func testCompositeIdentity() {
        XCTAssertEqual(banner.identity, Banner.Identity(campaign: "spring", slot: 1))
        let otherSlot = Banner(campaign: "spring", slot: 2, imageURL: nil)
        XCTAssertNotEqual(FeedItem.banner(banner).identity, FeedItem.banner(otherSlot).identity)
        let optionalDefaultsToNil = Banner(campaign: "spring", slot: 3)
        XCTAssertNil(optionalDefaultsToNil.imageURL)
    }

    func testKindsAndReuseIdentifiers() {
        XCTAssertEqual(FeedItem.Kind.allCases, [.card, .banner, .ad])
        XCTAssertEqual(FeedItem.card(card).kind, .card)
        XCTAssertEqual(FeedItem.banner(banner).kind, .banner)
        XCTAssertEqual(FeedItem.ad(ad).kind, .ad)
        XCTAssertEqual(FeedItem.Kind.card.rawValue, "card")
        XCTAssertEqual(FeedItem.Kind.card.reuseIdentifier, "Card")  // its table and collection classes differ
        XCTAssertEqual(FeedItem.Kind.banner.reuseIdentifier, "Banner")
        XCTAssertEqual(FeedItem.Kind.ad.reuseIdentifier, "Ad")
    }

    func testTypedAccessors() {
        XCTAssertEqual(FeedItem.card(card).card, card)
        XCTAssertNil(FeedItem.card(card).banner)
        XCTAssertNil(FeedItem.card(card).ad)
        XCTAssertEqual(FeedItem.banner(banner).banner, banner)
        XCTAssertEqual(FeedItem.ad(ad).ad, ad)
    }

    func testDispatchRoutesEveryKindToItsOwnClosure() {
        let dispatch = FeedItem.Dispatch<String, String>(
            card: { context, path, card in "\(context) card \(card.title) at \(path)" },
            banner: { context, path, banner in "\(context) banner \(banner.slot) at \(path)" },
            ad: { context, path, ad in "\(context) ad \(ad.advertiser) at \(path)" }
        )
        let path = ItemPath(section: 1, item: 2)
        XCTAssertEqual(dispatch(.card(card), in: "t", at: path), "t card Hello at [1, 2]")
        XCTAssertEqual(dispatch(.banner(banner), in: "t", at: path), "t banner 1 at [1, 2]")
        XCTAssertEqual(dispatch(.ad(ad), in: "t", at: path), "t ad Acme at [1, 2]")
    }

    func testSectionsAndTheirMetadata() {
        XCTAssertEqual(FeedSection.featured.header, "Featured")
        XCTAssertNil(FeedSection.featured.footer)
        XCTAssertEqual(FeedSection.feed.footer, "That's it")
        XCTAssertNil(FeedSection.day("Mon").header)
        XCTAssertEqual(FeedSection.featured.allowedKinds, [.card, .banner])
        XCTAssertEqual(FeedSection.feed.allowedKinds, [.card, .ad])
        XCTAssertEqual(FeedSection.day("Mon").allowedKinds, [.card])
        XCTAssertEqual(FeedSection.day("Mon").identity, .day("Mon"))
        XCTAssertNotEqual(FeedSection.day("Mon").identity, FeedSection.day("Tue").identity)
    }

    func testSectionModelCarriesSectionAndItems() {
        let model = FeedSectionModel(model: .day("Mon"), items: [.card(card), .ad(ad)])
        XCTAssertEqual(model.identity, .day("Mon"))
        XCTAssertEqual(model.items.compactMap(\.card), [card])
        XCTAssertTrue(model.isContentEqual(to: FeedSectionModel(model: .day("Mon"), items: [])))
        XCTAssertFalse(model.isContentEqual(to: FeedSectionModel(model: .day("Tue"), items: [.card(card), .ad(ad)])))
    }
}
