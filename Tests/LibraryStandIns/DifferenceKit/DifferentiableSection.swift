// Stand-in for ra1028/DifferenceKit Sources/DifferentiableSection.swift.

/// A differentiable model with differentiable elements.
public protocol DifferentiableSection: Differentiable {
    associatedtype Collection: Swift.Collection where Collection.Element: Differentiable

    var elements: Collection { get }

    init<C: Swift.Collection>(source: Self, elements: C) where C.Element == Collection.Element
}
