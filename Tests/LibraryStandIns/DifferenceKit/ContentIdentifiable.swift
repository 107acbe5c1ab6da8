// Stand-in for ra1028/DifferenceKit Sources/ContentIdentifiable.swift:
// declarations only, never run.

/// What DifferenceKit matches elements by.
public protocol ContentIdentifiable {
    associatedtype DifferenceIdentifier: Hashable

    var differenceIdentifier: DifferenceIdentifier { get }
}

extension ContentIdentifiable where Self: Hashable {
    public var differenceIdentifier: Self { fatalError() }
}
