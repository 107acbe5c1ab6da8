// Stand-in for RxSwiftCommunity/RxDataSources Sources/Differentiator/AnimatableSectionModel.swift:
// the generic constraints, stored properties, initialisers and conformances
// as that file declares them. The initialiser stores, as the real one does,
// so that a check can build sections; the other bodies are fatalError().

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

    public var identity: Section.Identity { fatalError() }

    public init(original: AnimatableSectionModel, items: [Item]) { fatalError() }
}

extension AnimatableSectionModel: Equatable where Section: Equatable {
    public static func == (lhs: AnimatableSectionModel, rhs: AnimatableSectionModel) -> Bool { fatalError() }
}
