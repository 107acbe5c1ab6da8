// Stand-in for ra1028/DifferenceKit Sources/ContentEquatable.swift.

/// Whether an element changed, for elements of the same identifier.
public protocol ContentEquatable {
    func isContentEqual(to source: Self) -> Bool
}

extension ContentEquatable where Self: Equatable {
    public func isContentEqual(to source: Self) -> Bool { fatalError() }
}
