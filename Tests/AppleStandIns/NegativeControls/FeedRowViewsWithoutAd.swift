// Negative control, type-checked with Examples/Feed.swift and
// Consumers/FeedApp.swift: a SwiftUI screen's view table as written before
// the spec gained `ad`, which must not compile: "missing argument for
// parameter 'ad'".
import SwiftUI

@MainActor
let rowsWithoutAd = FeedItem.RowViews(
    card: { card in Text(card.title) },
    banner: { banner in Text(banner.campaign) })
