// Negative control, type-checked with Examples/Feed.swift and
// Consumers/FeedApp.swift: the card's row written for a banner, which must
// not compile: each builder takes its own kind's item.
import SwiftUI

@MainActor
let cardRowOfABanner = FeedItem.RowViews(
    card: { (banner: Banner) in Text(banner.campaign) },
    banner: { banner in Text(banner.campaign) },
    ad: { ad in Text(ad.text) })
