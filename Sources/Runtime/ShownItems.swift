/// The items a diffable data source shows, by identity. Its snapshots hold
/// identities and its cell providers look the current item up here: a
/// snapshot of the items themselves would show old content, since UIKit
/// keeps the first value of equal identifiers and hands that one to the
/// cell provider, whatever a later snapshot holds. A generated
/// `FeedItem.ShownItems` is this type; docs/generated-code.md ("diffable")
/// shows a screen.
///
/// Make one per data source, up front, and make every snapshot through it
/// (`snapshot(showing:)`, on UIKit), applying each at once.
@MainActor
public final class ShownItems<Section, Item>
where Section: IdentifiableType & Hashable & Sendable, Item: IdentifiableType & Equatable, Item.Identity: Sendable {
    /// A section and its items, such as `FeedSectionModel`.
    public typealias SectionModel = AnimatableSectionModel<Section, Item>

    /// The current item of each identity the last sections shown hold.
    private var items: [Item.Identity: Item] = [:]
    /// The items shown before, for a cell UIKit asks for before the last
    /// snapshot is applied.
    private var previousItems: [Item.Identity: Item] = [:]

    /// Creates an empty set of shown items.
    public init() {}

    /// The current item of `identity`, or nil when neither of the last two
    /// sections shown holds it.
    ///
    /// - Complexity: O(1) expected.
    public subscript(identity: Item.Identity) -> Item? {
        items[identity] ?? previousItems[identity]
    }

    /// Shows `sections` from now on: the subscript answers with their items
    /// (and those shown before, until the next call). A section that came
    /// earlier is left out with its items, and an item whose identity came
    /// earlier in any section is left out, as a snapshot must not hold an
    /// identity twice; they go to `repeatedIdentities`, or a debug build of
    /// the runtime prints them.
    ///
    /// - Parameters:
    ///   - sections: The sections to show, in order.
    ///   - repeatedIdentities: Given the sections and the items left out, when there are any.
    /// - Returns: The sections shown, without repeats, and the identities
    ///   of the items whose content changed since the sections shown
    ///   before, each once, in order: the ones to reconfigure.
    /// - Complexity: O(*n*) expected, for *n* sections and items.
    public func show(
        _ sections: [SectionModel],
        repeatedIdentities: ((_ sections: [SectionModel], _ items: [Item]) -> Void)? = nil
    ) -> (sections: [SectionModel], changed: [Item.Identity]) {
        let unique = withoutRepeatedIdentities(
            sections, sectionIdentity: \.model, items: \.items, makeSection: { SectionModel(model: $0.model, items: $1) },
            repeatedIdentities: repeatedIdentities, caller: "snapshot(showing:)")
        var current: [Item.Identity: Item] = [:]
        var changed: [Item.Identity] = []
        for section in unique {
            for item in section.items {
                let identity = item.identity
                current[identity] = item
                if let before = items[identity], before != item {
                    changed.append(identity)
                }
            }
        }
        previousItems = items
        items = current
        return (unique, changed)
    }
}

extension ShownItems where Section: KindRestrictedSection, Section.Item == Item {
    /// The sections `identities` list, typed: each with the current item of
    /// each identity, in order, for a reorder's final snapshot, to store in
    /// place of the sections shown. Nil when an item is in a section whose
    /// `allowedKinds` lack its kind (a move the view did not keep in the
    /// sections that allow it), or an identity is in neither of the last two
    /// sections shown.
    ///
    /// - Parameter identities: Each section with its items' identities, in order.
    /// - Complexity: O(*n*) expected, for *n* sections and items.
    public func sections(_ identities: [(section: Section, items: [Item.Identity])]) -> [SectionModel]? {
        var sections: [SectionModel] = []
        sections.reserveCapacity(identities.count)
        for (section, sectionIdentities) in identities {
            var items: [Item] = []
            for identity in sectionIdentities {
                guard let item = item(identity, allowedIn: section) else { return nil }
                items.append(item)
            }
            sections.append(SectionModel(model: section, items: items))
        }
        return sections
    }
}
