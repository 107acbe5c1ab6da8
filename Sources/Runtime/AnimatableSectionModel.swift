/// A diffable section made of a model value and its items.
///
/// The section's identity is `model.identity`; a section whose `model` is
/// no longer `==` to the old one is reported as updated.
public struct AnimatableSectionModel<
    Section: IdentifiableType & Equatable,
    ItemType: IdentifiableType & Equatable
>: AnimatableSectionModelType, Equatable {
    /// The section's own data: its identity, header and footer.
    public var model: Section
    /// The items of the section, in display order.
    public var items: [ItemType]

    /// Creates a section from its model and items.
    ///
    /// - Parameters:
    ///   - model: The section's own data; its identity is the section's.
    ///   - items: The items of the section, in display order.
    public init(model: Section, items: [ItemType]) {
        self.model = model
        self.items = items
    }

    /// Creates a section with the model of `original` and other items.
    public init(original: AnimatableSectionModel, items: [ItemType]) {
        self.init(model: original.model, items: items)
    }

    /// The identity of the section's model.
    public var identity: Section.Identity { model.identity }

    /// Whether the two sections' models are equal (items are not compared).
    public func isContentEqual(to other: AnimatableSectionModel) -> Bool {
        model == other.model
    }
}

extension AnimatableSectionModel: Sendable where Section: Sendable, ItemType: Sendable {}
