// The feed's SwiftUI screens, beside FeedApp.swift's UIKit one, over the
// same generated Examples/Feed.swift: the generated view table shows each
// kind with its own type, the generated list content shows the sections
// with their headers and footers, rows are selected by their kind-tagged
// identity, deleted and moved through the hooks. The README's SwiftUI
// screen is `FeedList` as written here for every system but macOS.
import ItemizeRuntime
import SwiftUI

/// The feed in a list of sections, on every system the package supports but
/// watchOS (which has no multiple selection): the sections are the view's
/// state, changed by the hooks. Where there is no keyboard and pointer (an
/// iPhone), a list shows selection and move handles only in edit mode, which
/// the Edit button in the toolbar (iOS 14 and later) switches; macOS needs
/// no edit mode, and tvOS has edit mode but no Edit button.
@available(iOS 14.0, *)
struct FeedList: View {
    @State private var sections: [FeedSectionModel] = [
        .featured([.card(Card(id: "1", title: "Hello", color: "red"))]),        // typed: only the kinds a section allows
        .feed([.ad(Ad(id: 7, text: "Buy")), .card(Card(id: "2", title: "Hi", color: "blue"))]),
    ]
    @State private var selection: Set<FeedItem.Identity> = []
    #if !os(macOS)
        @State private var editMode = EditMode.inactive
    #endif

    /// One view per kind: a kind added to the spec is a compile error here.
    private let rows = FeedItem.RowViews(
        card: { card in Text(card.title) },
        banner: { banner in
            if let imageURL = banner.imageURL { Text(imageURL.absoluteString) } else { Text(banner.campaign) }
        },
        ad: { ad in Text(ad.text) })

    var body: some View {
        #if os(macOS)
            List(selection: $selection) {
                FeedItem.ListSections(
                    sections, rows: rows,
                    onDelete: { _, path in sections[path.section].items.remove(at: path.item) },
                    onMove: { item, from, to in
                        sections[from.section].items.remove(at: from.item)
                        sections[to.section].items.insert(item, at: to.item)
                    })
            }
        #else
            FeedItem.EditableList(
                sections, rows: rows, selection: $selection, editMode: $editMode,
                onDelete: { _, path in sections[path.section].items.remove(at: path.item) },
                onMove: { item, from, to in
                    sections[from.section].items.remove(at: from.item)
                    sections[to.section].items.insert(item, at: to.item)
                })
            #if !os(tvOS)
                .toolbar { EditButton().environment(\.editMode, $editMode) }
            #endif
        #endif
    }

    /// The selected cards, typed, in the list's order.
    var selectedCards: [Card] { sections.items(in: selection).compactMap(\.card) }
}

/// The view table inside a list of one's own: the runtime's section models
/// are `Identifiable` by their section, so `ForEach` needs no `id:`.
struct CompactFeedList: View {
    let sections: [FeedSectionModel]
    let rows: FeedItem.RowViews

    var body: some View {
        List {
            ForEach(sections) { section in
                Section(header: Text(section.model.header ?? "")) {
                    ForEach(section.items) { item in rows(item) }
                }
            }
        }
    }
}

/// The same feed driven by a `SectionedArray`, which SwiftUI observes from
/// iOS 17 on: the UIKit screen's data source can be bound to the same array.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
struct ObservedFeedList: View {
    @State private var feed = SectionedArray<FeedSectionModel>()
    @State private var selection: Set<FeedItem.Identity> = []
    let rows: FeedItem.RowViews

    var body: some View {
        List(selection: $selection) {
            FeedItem.ListSections(
                feed.sections, rows: rows,
                onDelete: { _, path in _ = try? feed.removeItem(at: path) },
                onMove: { _, from, to in try? feed.moveItem(from: from, to: to) })
        }
        .refreshable {
            await reload()
        }
    }

    /// The typed item of one selected identity.
    func selectedItem(_ identity: FeedItem.Identity) -> FeedItem? {
        feed.sections.item(withIdentity: identity)
    }

    @MainActor private func reload() async {
        do {
            try feed.setSections([.feed([.ad(Ad(id: 8, text: "New"))])])
        } catch {
            assertionFailure("\(error)")   // only untyped sections can hold a kind they do not allow
        }
    }
}
