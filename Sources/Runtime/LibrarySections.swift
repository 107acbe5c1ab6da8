/// A generated section enum whose section models are another library's
/// (RxDataSources' `AnimatableSectionModel`, DifferenceKit's
/// `ArraySection`): it says how to read one, so that the runtime's helpers,
/// written over `AnimatableSectionModel`, take those section models too. The
/// generated `FeedSection` of such a target adopts it; no library type
/// conforms to anything.
public protocol LibrarySections: KindRestrictedSection, IdentifiableType, Equatable
where Item: IdentifiableType & Equatable {
    /// The library's section model, such as RxDataSources'
    /// `AnimatableSectionModel<FeedSection, FeedItem>`.
    associatedtype LibrarySection

    /// A section model's section, such as `\FeedSectionModel.model`.
    static var librarySectionModel: KeyPath<LibrarySection, Self> { get }
    /// A section model's items, such as `\FeedSectionModel.items`.
    static var librarySectionItems: KeyPath<LibrarySection, [Item]> { get }
}

extension LibrarySections {
    /// `sections` as ItemizeRuntime's section models, in order.
    ///
    /// - Complexity: O(*s*) for *s* sections: the items' arrays are shared, not copied.
    public static func runtimeSections(_ sections: [LibrarySection]) -> [AnimatableSectionModel<Self, Item>] {
        let model = librarySectionModel, items = librarySectionItems
        var converted: [AnimatableSectionModel<Self, Item>] = []
        converted.reserveCapacity(sections.count)
        for section in sections {
            converted.append(AnimatableSectionModel(model: section[keyPath: model], items: section[keyPath: items]))
        }
        return converted
    }
}
