// A screen that appends a banner to the feed section, which the spec keeps
// for cards and ads: the array's typed append does not take it.
import ItemizeRuntime

@MainActor
func appendBanner(_ banner: Banner, to feed: SectionedArray<FeedSectionModel>) throws {
    try feed.appendItem(.banner(banner), to: .feed)
}
