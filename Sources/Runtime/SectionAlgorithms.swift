/// The generic algorithms an update runs over the whole data: the diff and
/// the duplicate check. A public entry point (`SectionedDataSource`'s
/// `apply`, `bind` and `setSections`, `SectionedArray`'s `batch` and
/// `setSections`) makes it where the app's section type is known, so that
/// both are specialised for that type, and hands it to the update
/// machinery, which is plain generic code.
@usableFromInline internal struct SectionAlgorithms<Section: AnimatableSectionModelType> {
    /// The stages from the shown sections to new ones.
    @usableFromInline let diff: ([Section], [Section]) -> StagedChangeset<Section>
    /// Whether some section or item identity occurs twice.
    @usableFromInline let hasDuplicateIdentities: ([Section]) -> Bool

    /// The algorithms for `Section`, specialised where this is inlined.
    @inlinable init() {
        diff = { StagedChangeset(source: $0, target: $1) }
        hasDuplicateIdentities = { containsDuplicateIdentities($0) }
    }
}

/// Whether some section identity of `sections` occurs twice, or some item
/// identity among all their items: a quick check before
/// `duplicateIdentities(in:)`, which keeps every position.
///
/// - Complexity: O(*n*) expected for *n* sections and items.
@inlinable
internal func containsDuplicateIdentities<Section: AnimatableSectionModelType>(_ sections: [Section]) -> Bool {
    var sectionIdentities = Set<Section.Identity>(minimumCapacity: sections.count)
    var itemIdentities = Set<Section.Item.Identity>()
    for section in sections {
        guard sectionIdentities.insert(section.identity).inserted else { return true }
        for item in section.items where !itemIdentities.insert(item.identity).inserted {
            return true
        }
    }
    return false
}
