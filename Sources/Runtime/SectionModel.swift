/// A section made of a model value (header data) and its items.
///
/// Use it where the section is not diffed; `AnimatableSectionModel` is the
/// diffable variant.
public struct SectionModel<Section, ItemType>: SectionModelType {
    /// The section's own data: its identity, header and footer.
    public var model: Section
    /// The items of the section, in display order.
    public var items: [ItemType]

    /// Creates a section from its model and items.
    ///
    /// - Parameters:
    ///   - model: The section's own data.
    ///   - items: The items of the section, in display order.
    public init(model: Section, items: [ItemType]) {
        self.model = model
        self.items = items
    }

    /// Creates a section with the model of `original` and other items.
    public init(original: SectionModel, items: [ItemType]) {
        self.init(model: original.model, items: items)
    }
}

extension SectionModel: Equatable where Section: Equatable, ItemType: Equatable {}
extension SectionModel: Sendable where Section: Sendable, ItemType: Sendable {}
