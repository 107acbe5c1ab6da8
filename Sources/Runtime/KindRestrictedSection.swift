/// A section value that allows only some kinds of item, such as a
/// generated section enum (`FeedSection.allowedKinds`).
///
/// `AnimatableSectionModel`s of such a section are checked:
/// `SectionedArray` refuses an item of another kind, and
/// `SectionedDataSource` reports one to its `disallowedItemsHandler`.
/// Each generated section enum names its own item type, so two specs in
/// one app each check their own kinds.
public protocol KindRestrictedSection {
    /// The items the section holds, such as `FeedItem`.
    associatedtype Item: KindedItem

    /// The kinds the section allows.
    var allowedKinds: Set<Item.Kind> { get }

    /// Whether the section allows `item`: `allowedKinds` has its kind (the
    /// checks of whole sections read `allowedKinds` once instead).
    func allows(_ item: Item) -> Bool
}
