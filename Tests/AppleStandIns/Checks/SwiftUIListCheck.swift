// Runs the generated SwiftUI helpers of Examples/Feed.swift on Linux:
// compiled as an executable with the feed's app, against ItemizeRuntime
// and the UIKit and SwiftUI stand-ins, and run by
// SwiftUITypeCheckTests. It checks that
// - the view table builds each kind's row with that kind's builder;
// - the deleted items are reported with their paths, last first, so that
//   removing each at its path in turn leaves what SwiftUI shows;
// - the moves, applied one at a time, give SwiftUI's order for every
//   choice of rows and destination in small sections, and across sections,
//   and a move into a section that does not allow the item's kind is
//   refused;
// - the typed item of a selected identity, and of a selection, is found;
// - the list content's body builds without telling its hooks anything.
// Reports as check.swift says.
import ItemizeRuntime
import SwiftUI

@main @MainActor
enum SwiftUIListCheck {
    static var built: [String] = []


    static func card(_ id: String) -> FeedItem { .card(Card(id: id, title: "Card \(id)", color: "red")) }
    static let banner = FeedItem.banner(Banner(campaign: "spring", slot: 1, imageURL: nil))
    static let ad = FeedItem.ad(Ad(id: 7, text: "Buy"))

    /// Featured [card 1, banner], feed [ad, card 2, card 3], day Mon [card 4].
    static let sections = [
        FeedSectionModel(model: .featured, items: [card("1"), banner]),
        FeedSectionModel(model: .feed, items: [ad, card("2"), card("3")]),
        FeedSectionModel(model: .day("Mon"), items: [card("4")]),
    ]

    static let rows = FeedItem.RowViews(
        card: { card in
            let _ = built.append("card \(card.id)")
            Text(card.title)
        },
        banner: { banner in
            let _ = built.append("banner \(banner.campaign)")
            if let imageURL = banner.imageURL { Text(imageURL.absoluteString) } else { Text(banner.campaign) }
        },
        ad: { ad in
            let _ = built.append("ad \(ad.id)")
            Text(ad.text)
        })

    static func main() {
        checkRowViews()
        checkDeletions()
        checkMovesWithinASection()
        checkMovesAcrossSections()
        checkSelection()
        checkBody()
        finishChecks()
    }

    static func checkRowViews() {
        for item in [card("1"), banner, ad] { _ = rows(item) }
        check(built == ["card 1", "banner spring", "ad 7"], "the rows were built as \(built)")
    }

    static func checkDeletions() {
        let deleted = FeedItem.ListSections.deletedItems(at: [2, 0, 9, 2], inSectionOf: .feed, in: sections)
        check(deleted.map(\.item) == [card("3"), ad], "deleted \(deleted.map(\.item))")
        check(deleted.map(\.path) == [ItemPath(section: 1, item: 2), ItemPath(section: 1, item: 0)],
               "deleted at \(deleted.map(\.path))")
        var after = sections
        for (_, path) in deleted { after[path.section].items.remove(at: path.item) }
        check(after[1].items == [card("2")], "removing at the paths in turn left \(after[1].items)")
        check(FeedItem.ListSections.deletedItems(at: [0], inSectionOf: .day("Tue"), in: sections).isEmpty,
               "an item of a section not shown was deleted")
    }

    /// What SwiftUI's `move(fromOffsets:toOffset:)` does: the moved items,
    /// in order, go before the item at `destination`.
    static func moved<Element>(_ elements: [Element], _ offsets: Set<Int>, to destination: Int) -> [Element] {
        let kept = elements.indices.filter { !offsets.contains($0) }
        return kept.filter { $0 < destination }.map { elements[$0] } + offsets.sorted().map { elements[$0] }
            + kept.filter { $0 >= destination }.map { elements[$0] }
    }

    /// Applies `moves` to `sections` one at a time: removed at `from`, then
    /// inserted at `to`.
    static func applying(_ moves: [(item: FeedItem, from: ItemPath, to: ItemPath)], to sections: [FeedSectionModel])
        -> [FeedSectionModel]
    {
        var sections = sections
        for move in moves {
            let removed = sections[move.from.section].items.remove(at: move.from.item)
            check(removed == move.item, "a move named \(move.item) where \(removed) was")
            sections[move.to.section].items.insert(move.item, at: move.to.item)
        }
        return sections
    }

    static func checkMovesWithinASection() {
        for count in 0...6 {
            let items = (0..<count).map { card("\($0)") }
            let list = [FeedSectionModel(model: .feed, items: items)]
            for mask in 0..<(1 << count) {
                let offsets = Set((0..<count).filter { mask & (1 << $0) != 0 })
                for destination in 0...count {
                    let moves = FeedItem.ListSections.moves(
                        of: offsets, inSectionAt: 0, to: destination, inSectionAt: 0, in: list)
                    let result = applying(moves, to: list)[0].items
                    check(result == moved(items, offsets, to: destination),
                           "moving \(offsets.sorted()) of \(count) to \(destination) gave \(result.map(\.identity))")
                    check(moves.count <= offsets.count, "\(moves.count) moves for \(offsets.count) rows")
                }
            }
        }
        // A kind the section does not allow (data built by hand) stays put.
        let mixed = [FeedSectionModel(model: .day("Mon"), items: [ad, card("1"), card("2")])]
        let moves = FeedItem.ListSections.moves(of: [0, 1], inSectionAt: 0, to: 3, inSectionAt: 0, in: mixed)
        check(applying(moves, to: mixed)[0].items == [ad, card("2"), card("1")],
               "the ad of a card-only section was moved: \(moves.map(\.item))")
    }

    static func checkMovesAcrossSections() {
        // Featured allows cards and banners: the ad is refused, card 2 goes.
        let moves = FeedItem.ListSections.moves(of: [0, 1], inSectionAt: 1, to: 1, inSectionAt: 0, in: sections)
        check(moves.map(\.item) == [card("2")], "moved \(moves.map(\.item)) into featured")
        let after = applying(moves, to: sections)
        check(after[0].items == [card("1"), card("2"), banner] && after[1].items == [ad, card("3")],
               "moving into featured gave \(after.map { $0.items.map(\.identity) })")
        let both = FeedItem.ListSections.moves(of: [1, 2], inSectionAt: 1, to: 9, inSectionAt: 2, in: sections)
        check(applying(both, to: sections)[2].items == [card("4"), card("2"), card("3")],
               "moving two cards to the end of another section gave \(both.map { ($0.from, $0.to) })")
        check(FeedItem.ListSections.moves(of: [0], inSectionAt: 1, to: 0, inSectionAt: 2, in: sections).isEmpty,
               "an ad was moved into a card-only section")
        check(FeedItem.ListSections.moves(of: [0], inSectionAt: 5, to: 0, inSectionAt: 0, in: sections).isEmpty,
               "a move from a section that does not exist was made")
    }

    static func checkSelection() {
        check(sections.item(withIdentity: .card("3")) == card("3"), "the selected card 3 was not found")
        check(sections.item(withIdentity: .ad(7))?.ad?.text == "Buy", "the selected ad was not found")
        check(sections.item(withIdentity: .card("99")) == nil, "an identity shown nowhere was found")
        let selected = sections.items(in: [.ad(7), .card("1"), .card("4"), .card("99")])
        check(selected == [card("1"), ad, card("4")], "the selection gave \(selected.map(\.identity))")
    }

    /// The body is opaque, as SwiftUI keeps it: building it must only not
    /// trap or call a hook.
    static func checkBody() {
        var told: [FeedItem] = []
        let content = FeedItem.ListSections(
            sections, rows: rows, onDelete: { item, _ in told.append(item) },
            onMove: { item, _, _ in told.append(item) })
        _ = content.body
        check(told.isEmpty, "building the body told the hooks of \(told)")
    }
}
