// Stand-in for ra1028/DifferenceKit Sources/ArraySection.swift.

/// A model and an array of elements; identified and compared by the model.
public struct ArraySection<Model: Differentiable, Element: Differentiable>: DifferentiableSection {
    public var model: Model
    public var elements: [Element]

    public var differenceIdentifier: Model.DifferenceIdentifier { fatalError() }

    public init<C: Collection>(model: Model, elements: C) where C.Element == Element { fatalError() }

    public init<C: Collection>(source: ArraySection, elements: C) where C.Element == Element { fatalError() }

    public func isContentEqual(to source: ArraySection) -> Bool { fatalError() }
}

extension ArraySection: Equatable where Model: Equatable, Element: Equatable {
    public static func == (lhs: ArraySection, rhs: ArraySection) -> Bool { fatalError() }
}
