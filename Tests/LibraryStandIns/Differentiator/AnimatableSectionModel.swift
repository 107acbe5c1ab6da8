// Stand-in for RxSwiftCommunity/RxDataSources Sources/Differentiator/AnimatableSectionModel.swift:
// the generic constraints, stored properties, initialisers and conformances
// as that file declares them, with the bodies they have there (the
// section's identity is its model's), since the diff stand-in runs them.

/// A section model and its items; its identity is the model's.
public struct AnimatableSectionModel<Section: IdentifiableType, ItemType: IdentifiableType & Equatable> {
    public var model: Section
    public var items: [Item]

    public init(model: Section, items: [ItemType]) {
        self.model = model
        self.items = items
    }
}

extension AnimatableSectionModel: AnimatableSectionModelType {
    public typealias Item = ItemType
    public typealias Identity = Section.Identity

    public var identity: Section.Identity { model.identity }

    public init(original: AnimatableSectionModel, items: [Item]) {
        self.model = original.model
        self.items = items
    }
}

extension AnimatableSectionModel: Equatable where Section: Equatable {
    public static func == (lhs: AnimatableSectionModel, rhs: AnimatableSectionModel) -> Bool {
        lhs.model == rhs.model && lhs.items == rhs.items
    }
}
