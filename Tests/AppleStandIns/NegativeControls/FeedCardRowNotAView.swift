// Negative control, type-checked with Examples/Feed.swift and
// Consumers/FeedApp.swift: the card's row a number instead of a view, which
// must not compile: each builder makes a View.
import SwiftUI

@MainActor
let cardRowNotAView = FeedItem.RowViews(
    card: { card in card.title.count },
    banner: { banner in Text(banner.campaign) },
    ad: { ad in Text(ad.text) })
