// Stand-in for ra1028/DifferenceKit Sources/StagedChangeset.swift, Changeset.swift
// and the two initialisers of Algorithm.swift: a staged changeset computes
// only for differentiable elements, or for sections of them.

/// One stage of updates; `data` is what the view shows after it.
public struct Changeset<Collection: Swift.Collection> {
    public var data: Collection
}

/// The stages turning one collection into another.
public struct StagedChangeset<Collection: Swift.Collection> {
    public init() { fatalError() }
}

extension StagedChangeset: RandomAccessCollection {
    public typealias Element = Changeset<Collection>

    public var startIndex: Int { fatalError() }

    public var endIndex: Int { fatalError() }

    public func index(after i: Int) -> Int { fatalError() }

    public subscript(position: Int) -> Changeset<Collection> { fatalError() }
}

extension StagedChangeset where Collection: RangeReplaceableCollection, Collection.Element: Differentiable {
    public init(source: Collection, target: Collection) { fatalError() }
}

extension StagedChangeset where Collection: RangeReplaceableCollection, Collection.Element: DifferentiableSection {
    public init(source: Collection, target: Collection) { fatalError() }
}
