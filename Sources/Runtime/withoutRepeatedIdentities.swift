/// `sections` without repeated identities: a section whose identity came
/// earlier is left out with its items, and an item whose identity came
/// earlier in any section is left out, for a list that must not show an
/// identity twice (RxDataSources' diff throws on one, a diffable data
/// source's snapshot stops the app). What was left out goes to
/// `repeatedIdentities`; without it, a debug build of the runtime prints a
/// line naming `caller` and the identities, and a release build says nothing.
///
/// The sections are any section models: `sectionIdentity`, `items` and
/// `makeSection` read and rebuild them, so another library's models pass
/// as they are.
///
/// ```swift
/// let shown = withoutRepeatedIdentities(
///     sections, sectionIdentity: \.identity, items: \.items, makeSection: { FeedSectionModel(model: $0.model, items: $1) },
///     repeatedIdentities: nil, caller: "withUniqueIdentities(_:)")
/// ```
///
/// - Parameters:
///   - sections: The sections to show, in order.
///   - sectionIdentity: A section's identity.
///   - items: A section's items.
///   - makeSection: A section with other items.
///   - repeatedIdentities: Given the sections and the items left out, when there are any.
///   - caller: What a debug build's line names as the one that left them out.
/// - Returns: `sections` without the repeats, in order; a section keeps its
///   value when none of its items was left out.
/// - Complexity: O(*n*) expected, for *n* sections and items.
public func withoutRepeatedIdentities<SectionModel, SectionIdentity: Hashable, Item: IdentifiableType>(
    _ sections: [SectionModel],
    sectionIdentity: (SectionModel) -> SectionIdentity,
    items: (SectionModel) -> [Item],
    makeSection: (SectionModel, [Item]) -> SectionModel,
    repeatedIdentities: ((_ sections: [SectionModel], _ items: [Item]) -> Void)?,
    caller: String
) -> [SectionModel] {
    var shownSections: Set<SectionIdentity> = []
    var shownItems: Set<Item.Identity> = []
    var repeatedSections: [SectionModel] = []
    var repeatedItems: [Item] = []
    var unique: [SectionModel] = []
    unique.reserveCapacity(sections.count)
    for section in sections {
        guard shownSections.insert(sectionIdentity(section)).inserted else {
            repeatedSections.append(section)
            continue
        }
        let sectionItems = items(section)
        let kept = sectionItems.filter { item in
            if shownItems.insert(item.identity).inserted { return true }
            repeatedItems.append(item)
            return false
        }
        unique.append(kept.count == sectionItems.count ? section : makeSection(section, kept))
    }
    if !repeatedSections.isEmpty || !repeatedItems.isEmpty {
        if let repeatedIdentities {
            repeatedIdentities(repeatedSections, repeatedItems)
        } else {
            debugMessage(
                "\(caller) left out repeated identities: sections \(repeatedSections.map(sectionIdentity)), "
                    + "items \(repeatedItems.map(\.identity))")
        }
    }
    return unique
}
