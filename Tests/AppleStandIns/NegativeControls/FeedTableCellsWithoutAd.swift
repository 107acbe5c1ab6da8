// Negative control, type-checked with Examples/Feed.swift and
// Consumers/FeedApp.swift: a screen's table cells as written before the
// spec gained `ad`. The generated `TableCells` has one closure per kind and
// no default, so this must not compile: "missing argument for parameter 'ad'".
import UIKit

@MainActor
let cellsWithoutAd = FeedItem.TableCells(
    card: { cell, card in cell.show(card) },
    banner: { _, _ in })
