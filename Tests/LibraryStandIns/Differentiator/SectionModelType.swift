// Stand-in for RxSwiftCommunity/RxDataSources Sources/Differentiator/SectionModelType.swift.

/// A section of items, rebuilt with other items by the diff.
public protocol SectionModelType {
    associatedtype Item

    var items: [Item] { get }

    init(original: Self, items: [Item])
}
