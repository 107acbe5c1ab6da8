// A screen that puts an ad into the featured section, which the spec keeps
// for cards and banners: the section's typed builder does not take it.
import ItemizeRuntime

@MainActor
func featuredWithAnAd(_ card: Card, _ ad: Ad) -> [FeedSectionModel] {
    [.featured([.card(card), .ad(ad)])]
}
