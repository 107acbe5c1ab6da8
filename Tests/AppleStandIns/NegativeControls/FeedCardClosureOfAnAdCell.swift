// Negative control, type-checked with Examples/Feed.swift and
// Consumers/FeedApp.swift: the card's closure written for the ad's cell
// class. The generated `TableCells` types each closure's cell as the class
// the spec names for its kind (CardCell), so this must not compile.
import UIKit

@MainActor
let cardOfAnAdCell = FeedItem.TableCells(
    card: { (cell: AdCell, card) in _ = (cell, card) },
    banner: { _, _ in },
    ad: { cell, ad in cell.show(ad) })
